/// What a reading says of its phone number, as a report names it: the country, calling code, national
/// number, E.164 form, type and extension. ``PhoneMask/Match`` and the preset's report both take these
/// from here, so the two say the same.
///
/// It keeps the analysis (a reference) and the extension, three words an existential holds inline, so
/// a report carries it without an allocation; each fact is worked out when asked.
struct PhoneFacts: DeferredFindings {
  /// The analysis of the digits, or nil for an empty field.
  private let analysis: PhoneAnalysis?
  /// The extension's digits, or empty.
  let `extension`: String

  /// The facts of a reading's `analysis` (nil for an empty field) and `extension` digits.
  init(_ analysis: PhoneAnalysis?, extension: String) {
    self.analysis = analysis
    self.extension = `extension`
  }

  /// The number's type, or nil for a number that is not (yet) valid.
  var type: PhoneNumberType? { analysis?.type }

  /// The region the number reads as, or nil.
  var country: PhoneCountry? { analysis?.country }

  /// The number's E.164 form when it is a valid number of some type, else nil.
  var e164: String? { type != nil ? analysis?.value : nil }

  /// The calling code's digits (`44`), or empty.
  var callingCode: String { analysis?.reading.map { String($0.callingCode) } ?? "" }

  /// The national number's digits, or empty.
  var nationalNumber: String { analysis?.reading.map { PhoneLayout.text($0.nationalNumber[...]) } ?? "" }

  /// The findings of the phone preset's report, in its order.
  var findings: [(String, PresetFinding)] {
    let callingCode = self.callingCode
    return [
      ("country", .text(country?.region)), ("callingCode", .text(callingCode.isEmpty ? nil : callingCode)),
      ("nationalNumber", .text(nationalNumber)), ("e164", .text(e164)), ("type", .text(type?.rawValue)),
      ("extension", .text(`extension`.isEmpty ? nil : `extension`)),
    ]
  }
}
