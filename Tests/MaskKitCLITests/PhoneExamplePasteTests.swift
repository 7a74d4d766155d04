import MaskKit
import MaskKitCLI
import Testing

/// libphonenumber's example numbers of every region, fixed line and mobile, pasted in the layouts people
/// paste (`Fixtures/phone-example-pastes.jsonl`, written by `Scripts/generate-phone-example-pastes.py`
/// from phonenumbers 9.0.43): each must complete the field with libphonenumber's E.164 number on every
/// path, a paste into a field of either style, an `eval` session paste and an `eval` apply (`check`).
@Suite(.quietOutput) struct PhoneExamplePasteTests {
  /// The cases, without the first line that says the file is generated.
  static let cases = VectorFixtures.cases("phone-example-pastes").filter { $0["text"] != nil }

  /// What went wrong with one case on one path, or nil when it completed with the expected number.
  static func failure(_ testCase: JSONValue) -> String? {
    guard let home = testCase["home"]?.stringValue, let text = testCase["text"]?.stringValue,
      let e164 = testCase["e164"]?.stringValue
    else { return "malformed case" }
    for style in PhoneMask.Style.allCases {
      guard let mask = try? PhoneMask(region: home, style: style) else { return "no region \(home)" }
      var field = MaskedText(mask: mask)
      let events = field.paste(text)
      if !field.isComplete || field.value != e164 {
        return "\(style) paste: '\(field.text)' value \(field.value) complete \(field.isComplete) \(events)"
      }
      let formatted = mask.format(text)
      if !formatted.isComplete || formatted.value != e164 {
        return "\(style) format: '\(formatted.text)' value \(formatted.value)"
      }
    }
    let evaluator = Evaluator(defaultDialect: .inputmask)
    let session = evaluator.evaluate(
      .object([
        "op": "session", "preset": "phone", "region": .string(home),
        "steps": .array([.object(["paste": .string(text)])]),
      ]))
    if session["complete"] != true || session["value"]?.stringValue != e164 {
      return "eval session: \(session.serialized)"
    }
    let applied = evaluator.evaluate(
      .object(["preset": "phone", "region": .string(home), "text": .string(text)]))
    if applied["complete"] != true || applied["e164"]?.stringValue != e164 {
      return "eval apply: \(applied.serialized)"
    }
    return nil
  }

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count > 2800)
  }

  @Test func atLeast99Point5PercentOfTheExampleNumbersCompleteOnEveryPath() {
    let failures = Self.cases.compactMap { testCase in
      Self.failure(testCase).map {
        "\(testCase.testDescription) '\(testCase["text"]?.stringValue ?? "")': \($0)"
      }
    }
    let rate = 100 * Double(Self.cases.count - failures.count) / Double(max(1, Self.cases.count))
    let report = "\(Self.cases.count - failures.count) of \(Self.cases.count) complete (\(rate)%); failing:\n"
    #expect(rate >= 99.5, "\(report + failures.joined(separator: "\n"))")
  }
}
