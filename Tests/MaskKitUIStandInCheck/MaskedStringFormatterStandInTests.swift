import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// ADMaskedStringFormatter's formatter; expectations from ADMaskedStringFormatter (ActionData 3810bee) in
/// ../shared/vectors/formatter.jsonl: format, text, applyFormat, validForLastInput and removeFormat of the
/// formatted text (the round trip a formatter makes).
@MainActor
@Suite struct MaskedStringFormatterStandInTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let format, text, formatted: String
    let valid: Bool
    let unformatted: String
    var testDescription: String { "\(format) ← \(text)" }
  }

  nonisolated static let vectors = [
    Vector(
      format: "(###) ###-####", text: "", formatted: "(   )    -    ", valid: false, unformatted: ""),
    Vector(
      format: "000-00-0000", text: "1a2b3c4d5", formatted: "102-03-0405", valid: false,
      unformatted: "102030405"),
    Vector(format: "xxx", text: "abc", formatted: "abc", valid: true, unformatted: "abc"),
    Vector(
      format: "X0X 0X0", text: "abcdefghi", formatted: "A0C 0E0", valid: false, unformatted: "A0C0E0"),
    Vector(
      format: "+1 (###) ###-####", text: "80855", formatted: "+1 (808) 55 -    ", valid: false,
      unformatted: "80855"),
    Vector(format: "__/__", text: "8085551", formatted: "80/85", valid: true, unformatted: "8085"),
    Vector(format: "##\\", text: "80", formatted: "80", valid: true, unformatted: "80"),
  ]

  @Test(arguments: vectors)
  func applyAndRemoveTheFormatAsTheOriginal(_ vector: Vector) {
    let formatter = MaskedStringFormatter()
    formatter.formatString = vector.format
    #expect(formatter.applyFormat(to: vector.text) == vector.formatted)
    #expect(formatter.validForLastInput == vector.valid)
    #expect(formatter.removeFormat(from: vector.formatted) == vector.unformatted)
  }

  @Test func asAFormatterItShowsTheValueFormattedAndReadsItBack() {
    let formatter = MaskedStringFormatter()
    formatter.formatString = "(###) ###-####"
    #expect(formatter.string(for: "8085551212") == "(808) 555-1212")
    #expect(formatter.validForLastInput)
    #expect(formatter.string(for: 42) == nil)
    var object: AnyObject?
    var error: NSString?
    #expect(formatter.getObjectValue(&object, for: "(808) 555-1212", errorDescription: &error))
    #expect(object as? String == "8085551212")
    #expect(error == nil)
    #expect(formatter.string(for: object as? String) == "(808) 555-1212")
  }
}
