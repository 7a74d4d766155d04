import MaskKit
import MaskKitCLI
import Testing

/// The phone reader against libphonenumber on texts in the layouts that can make a reader complete a
/// number other than the one written (`Fixtures/phone-trust-cases.jsonl`, written by
/// `Scripts/generate-phone-trust-cases.py` from phonenumbers 9.0.43): the home region's international
/// prefix before a foreign number one digit short or long, `00` where it is not the international
/// prefix, a trunk prefix or calling code twice, a `+` after a digit, `+` before the international
/// prefix, and `tel:` URIs with `;phone-context=` and `;isub=`. Each case gives phonenumbers' E.164 for
/// the text in its home region (null when it reads no valid number) and for each shorter prefix that it
/// reads as a valid number.
@Suite(.quietOutput) struct PhoneTrustCaseTests {
  /// The cases, without the first line that says the file is generated.
  static let cases = VectorFixtures.cases("phone-trust-cases").filter { $0["text"] != nil }

  /// Valid texts that MaskKit does not complete with phonenumbers' number, by case id, with the reason:
  /// each is refused, never completed with another number.
  static let deviations: [String: String] = [
    "AO/mutated-2-international":
      "'ext;+244 222 129 759': libphonenumber skips letters before the number; MaskKit refuses them as stray",
    "BL/mutated-3-international":
      "'+5x90 590 27 12 34': libphonenumber skips an 'x' between digits; MaskKit reads it as an extension "
      + "marker and refuses the digits after it as a second number",
  ]

  /// The number of a value, without its extension.
  static func number(_ value: String) -> String {
    String(value.prefix { $0 != ";" })
  }

  /// What phonenumbers reads from the first `length` characters of the case's text (all of it when nil).
  static func expected(_ testCase: JSONValue, length: Int? = nil) -> String? {
    guard let length else { return testCase["e164"]?.stringValue }
    return testCase["prefixes"]?[String(length)]?.stringValue
  }

  /// How one path read the whole text when it completed with another number than phonenumbers' (or
  /// completed where phonenumbers reads no valid number), else nil.
  static func wrongCompletion(_ testCase: JSONValue) -> String? {
    guard let home = testCase["home"]?.stringValue, let text = testCase["text"]?.stringValue else {
      return "malformed case"
    }
    let expected = expected(testCase)
    for style in PhoneMask.Style.allCases {
      guard let mask = try? PhoneMask(region: home, style: style) else { return "no region \(home)" }
      let match = mask.match(CaretText(text))
      if match.result.isComplete, number(match.result.value) != expected {
        return "\(style) match: '\(match.result.text)' \(match.result.value) complete"
      }
      var field = MaskedText(mask: mask)
      field.paste(text)
      if field.isComplete, number(field.value) != expected {
        return "\(style) paste: '\(field.text)' \(field.value) complete"
      }
    }
    let applied = Evaluator(defaultDialect: .inputmask).evaluate(
      .object(["preset": "phone", "region": .string(home), "text": .string(text)]))
    if applied["complete"] == true, applied["e164"]?.stringValue != expected {
      return "eval apply: \(applied.serialized)"
    }
    return nil
  }

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count > 2500)
    #expect(Self.cases.contains { $0["e164"]?.stringValue != nil })
    #expect(Self.cases.contains { $0["e164"]?.stringValue == nil })
  }

  @Test func noTextCompletesWithANumberLibphonenumberDoesNotReadFromIt() {
    let wrong = Self.cases.compactMap { testCase in
      Self.wrongCompletion(testCase).map {
        "\(testCase.testDescription) '\(testCase["text"]?.stringValue ?? "")': \($0)"
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong completions:\n\(wrong.joined(separator: "\n"))")
  }

  @Test func everyValidTextCompletesWithLibphonenumbersNumber() {
    var missed: [String] = []
    var agreeingDeviations: [String] = []
    for testCase in Self.cases {
      guard let id = testCase["id"]?.stringValue, let home = testCase["home"]?.stringValue,
        let text = testCase["text"]?.stringValue, let e164 = Self.expected(testCase)
      else { continue }
      let agrees = PhoneMask.Style.allCases.allSatisfy { style in
        guard let mask = try? PhoneMask(region: home, style: style) else { return false }
        let result = mask.apply(CaretText(text))
        return result.isComplete && Self.number(result.value) == e164
      }
      if agrees, Self.deviations[id] != nil { agreeingDeviations.append(id) }
      if !agrees, Self.deviations[id] == nil { missed.append("\(id) '\(text)' → \(e164)") }
    }
    #expect(missed.isEmpty, "\(missed.count) valid texts not completed:\n\(missed.joined(separator: "\n"))")
    #expect(agreeingDeviations.isEmpty, "deviations that now agree: \(agreeingDeviations)")
  }

  @Test func aPlusAfterADigitIsRefused() throws {
    for testCase in Self.cases where testCase["layout"]?.stringValue?.hasPrefix("plus-after-") == true {
      let home = try #require(testCase["home"]?.stringValue)
      let text = try #require(testCase["text"]?.stringValue)
      let result = try PhoneMask(region: home).apply(CaretText(text))
      #expect(result.refusal != nil, "\(home) '\(text)' → '\(result.text)'")
    }
  }

  /// Whether `event` says a keystroke was not taken as typed (the field then holds another text).
  static func refusesKeystroke(_ event: EditEvent) -> Bool {
    switch event {
    case .editRefused, .inputRejected, .pasteRefused: true
    default: false
    }
  }

  /// Property: every prefix of every text, applied as a field reads it and typed key by key, completes
  /// only with the number libphonenumber reads from that prefix; otherwise it is incomplete or refused.
  /// Typing stops at the first keystroke refused or rejected (the field then holds another text than the
  /// prefix).
  @Test func everyPrefixCompletesOnlyWithTheNumberLibphonenumberReadsFromIt() throws {
    var wrong: [String] = []
    for testCase in Self.cases {
      let home = try #require(testCase["home"]?.stringValue)
      let text = Array(try #require(testCase["text"]?.stringValue))
      let mask = try PhoneMask(region: home)
      var field = MaskedText(mask: mask)
      var typing = true
      for length in 1...text.count {
        let prefix = String(text[..<length])
        let expected = Self.expected(testCase, length: length < text.count ? length : nil)
        let result = mask.apply(CaretText(prefix))
        if result.isComplete, Self.number(result.value) != expected {
          wrong.append("\(home) apply '\(prefix)' → \(result.value), libphonenumber \(expected ?? "invalid")")
        }
        guard typing else { continue }
        let events = field.type(String(text[length - 1]))
        if events.contains(where: Self.refusesKeystroke) {
          typing = false
        } else if field.isComplete, Self.number(field.value) != expected {
          wrong.append("\(home) typed '\(prefix)' → \(field.value), libphonenumber \(expected ?? "invalid")")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong completions:\n\(wrong.prefix(50).joined(separator: "\n"))")
  }
}
