import MaskKit
import MaskKitCLI
import Testing

/// libphonenumber's example numbers of every region typed key by key into an international-style field
/// (`Fixtures/phone-typing-cases.jsonl`, written by `Scripts/generate-phone-typing-cases.py` from
/// phonenumbers 9.0.43): after each key the field shows what libphonenumber's AsYouTypeFormatter shows
/// fed the international form (`+1 2`, `+1 20`, … `+1 206-555-1234`), the caret after the digit just
/// typed, and the last key completes the number (shown in its international form, `final`, where the
/// formatter's last text differs from it, as presets.md's Limits say).
@Suite struct PhoneTypingCaseTests {
  /// The cases, without the first line that says the file is generated.
  static let cases = VectorFixtures.cases("phone-typing-cases").filter { $0["digits"] != nil }

  /// Where typing the case went another way than the formatter, or nil.
  static func failure(_ testCase: JSONValue) -> String? {
    guard let home = testCase["home"]?.stringValue, let digits = testCase["digits"]?.stringValue,
      let shown = testCase["shown"]?.arrayValue?.compactMap { $0.stringValue }, shown.count == digits.count,
      let e164 = testCase["e164"]?.stringValue, let final = testCase["final"]?.stringValue
    else { return "malformed case" }
    guard let mask = try? PhoneMask(region: home, style: .international) else { return "no region \(home)" }
    var field = MaskedText(mask: mask)
    for (offset, key) in digits.enumerated() {
      field.type(String(key))
      // On the last key the field shows the number's final form where the formatter's differs.
      let isLast = offset == digits.count - 1
      if field.text != shown[offset], !(isLast && field.text == final) {
        return "key \(offset + 1) '\(key)': shows '\(field.text)', the formatter '\(shown[offset])'"
      }
      if field.selection != TextSelection.caret(field.text.count) {
        return "key \(offset + 1): caret \(field.selection) in '\(field.text)'"
      }
    }
    if !field.isComplete || field.value != e164 {
      return "last key: value \(field.value) complete \(field.isComplete)"
    }
    return nil
  }

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count > 400)
  }

  @Test func everyKeyShowsWhatTheAsYouTypeFormatterShows() {
    let failures = Self.cases.compactMap { testCase in
      Self.failure(testCase).map { "\(testCase["id"]?.stringValue ?? "?"): \($0)" }
    }
    let rate = 100 * Double(Self.cases.count - failures.count) / Double(max(1, Self.cases.count))
    let report = "\(Self.cases.count - failures.count) of \(Self.cases.count) as typed (\(rate)%); failing:\n"
    #expect(rate >= Self.minimumRate, "\(report + failures.joined(separator: "\n"))")
  }

  /// The share of cases typed exactly as the formatter shows them: 454 of 489 (92.8%) measured. The rest
  /// are a listed deviation (presets.md): regions whose plan completes a local number with its area code
  /// (the NANP islands, GG, JE, IM, NF; MG, LU by their national prefix for parsing) read the digits typed
  /// so far as another national number, so the field keeps the national progression there.
  static let minimumRate = 92.5
}
