/// The readings of a pasted string that an editor tries.
///
/// AutoFill and clipboards deliver numbers as people write them (`+1 (206) 555-1234`, `12065551234`).
/// Besides the text as pasted, the editor tries it without separators (spaces, dashes, dots, slashes,
/// parentheses, plus signs and the mask's own literals). When the paste replaces the whole value it also
/// tries it without the country code the field shows and without a leading `+` calling code of one to
/// three digits or, when the field shows a code, a leading trunk prefix of that code's regions (`1` before
/// `+1`, `8` before `+7`, `0` before `+44`: libphonenumber's national prefixes); those last
/// readings count only when they fill the mask exactly. `PasteDigitRule` decides which readings keep
/// the person's number.
enum PasteCandidates {
  /// One reading: its text, and whether it is only acceptable when it completes the mask.
  struct Reading: Hashable {
    var text: String
    var mustComplete = false
  }

  static let separators: Set<Character> = [
    " ", "-", ".", "(", ")", "/", "+", "\u{00A0}", "\u{2009}", "\u{202F}", "\u{2011}",
  ]

  /// The readings of `pasted` (``PastedNumber`` says whether it starts with a `+` calling code); `code`
  /// is the country code the field shows (`7` of `+7 (…)`), and readings that leave out leading digits
  /// are only offered when the paste `replacesWholeValue`.
  static func of(
    _ pasted: String, as number: PastedNumber, code: String, placeholder: String, replacesWholeValue: Bool
  ) -> [Reading] {
    let normalized = InputFilter.normalizingDigits(pasted)
    let literals = Set(placeholder.filter { !$0.isLetter && !$0.isNumber })
    let stripped = String(normalized.filter { !separators.contains($0) && !literals.contains($0) })
    var readings: [Reading] = []
    if replacesWholeValue, !code.isEmpty, stripped.hasPrefix(code) {
      readings.append(Reading(text: String(stripped.dropFirst(code.count))))
    }
    readings.append(Reading(text: stripped))
    readings.append(Reading(text: normalized))
    let hasCallingCode = number.hasCallingCode
    for count in 1...3
    where replacesWholeValue && stripped.prefix(count).allSatisfy({ $0.isASCII && $0.isNumber }) {
      let isTrunkPrefix =
        count == 1 && stripped.first.map { PhoneMetadataTable.isTrunkPrefix($0, ofCallingCode: code) } == true
      guard hasCallingCode || isTrunkPrefix else { continue }
      readings.append(
        Reading(text: String(stripped.dropFirst(count)), mustComplete: true))
    }
    var seen: Set<String> = []
    return readings.filter { seen.insert($0.text).inserted }
  }

  /// Whether ``of(_:as:code:placeholder:replacesWholeValue:)`` reads digits (ASCII digits only, no `+`)
  /// that do not start with the field's code replacing a whole value only as given: in a field showing
  /// the code `code` (its digits as a number, `codeDigits` of them), their `firstDigit` (an ASCII byte)
  /// is no trunk prefix of its regions.
  static func readsOnlyAsGiven(firstDigit: UInt8, code: Int, codeDigits: Int) -> Bool {
    codeDigits == 0 || codeDigits > 3
      || !PhoneMetadataTable.isTrunkPrefix(byte: firstDigit, ofCallingCode: code)
  }

  /// The ASCII digits of `text`.
  static func digits(_ text: String) -> [Character] {
    text.compactMap { $0.normalizedASCIIDigit }
  }

  /// The country code a mask shows as literal text (`1` of `+1 (`, `998` of `+998 `).
  static func code(ofLiteralPrefix prefix: String) -> String {
    String(digits(prefix))
  }
}
