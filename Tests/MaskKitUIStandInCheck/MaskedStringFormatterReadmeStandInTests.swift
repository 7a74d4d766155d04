import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// ADMaskedStringFormatter's README run on ``MaskedStringFormatter``: its example as written (the class
/// renamed) and each format character it documents; the answers agree with ADMaskedStringFormatter's in
/// ../shared/vectors/formatter.jsonl where the vectors have the case.
@MainActor
@Suite struct MaskedStringFormatterReadmeStandInTests {
  @Test func theReadmeExampleFormatsValidatesAndStripsThePhoneNumber() {
    // Configure formatter
    let formatter = MaskedStringFormatter()
    formatter.formatString = "(###) ###-####"

    // Convert output
    let output = formatter.applyFormat(to: "8085551212")
    let valid = formatter.validForLastInput

    // Strip format
    let result = formatter.removeFormat(from: output)

    #expect(output == "(808) 555-1212")
    #expect(valid)
    #expect(result == "8085551212")
  }

  @Test func theDeclarationsHaveTheReadmeDefaults() {
    let formatter = MaskedStringFormatter()
    #expect(formatter.formatString == "")
    #expect(formatter.validForLastInput)
    formatter.validForLastInput = false
    #expect(!formatter.validForLastInput)
    formatter.formatString = "###"
    #expect(formatter.applyFormat(to: "123") == "123")
    #expect(formatter.validForLastInput)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let format, text, formatted: String
    let valid: Bool
    let character: String
    var testDescription: String { "\(character): \(format) ← \(text)" }
  }

  /// One case per format character of the README's list.
  nonisolated static let cases = [
    // `#`: a digit, or a space when there is none left.
    Case(
      format: "+1 (###) ###-####", text: "80855", formatted: "+1 (808) 55 -    ", valid: false, character: "#"
    ),
    // `0`: a digit, or a zero when there is none left.
    Case(format: "000-00-0000", text: "808555121", formatted: "808-55-5121", valid: true, character: "0"),
    Case(format: "000-00-0000", text: "", formatted: "000-00-0000", valid: false, character: "0 missing"),
    // `X` upper case, `x` lower case, `*` any letter, `_` any character (then `#` and `0` missing).
    Case(format: "Xx*_#0", text: "abcdefghi", formatted: "Abcd 0", valid: false, character: "X x * _"),
    Case(format: "XX-####", text: "ABCDEF", formatted: "AB-    ", valid: false, character: "X"),
    Case(format: "xxx", text: "abc", formatted: "abc", valid: true, character: "x"),
    Case(format: "***", text: "ABC", formatted: "ABC", valid: true, character: "*"),
    Case(format: "___-___", text: "a1b2c3", formatted: "a1b-2c3", valid: true, character: "_"),
    // `\` escapes: `\#` and `\0` are shown, `\\` shows a backslash.
    Case(format: "\\#\\0##", text: "80", formatted: "#080", valid: true, character: "\\ escapes"),
    Case(format: "\\\\##", text: "80", formatted: "\\80", valid: true, character: "\\\\"),
    // Any other character is output as it is.
    Case(format: "ABC-###", text: "808555", formatted: "ABC-808", valid: true, character: "other"),
  ]

  @Test(arguments: cases)
  func eachFormatCharacterDoesWhatTheReadmeSays(_ example: Case) {
    let formatter = MaskedStringFormatter()
    formatter.formatString = example.format
    #expect(formatter.applyFormat(to: example.text) == example.formatted)
    #expect(formatter.validForLastInput == example.valid)
  }
}
