import MaskKit
import Testing

@testable import MaskKitCLI

/// Issue 25: complete means exactly what was entered, in `check`, `--csv`, `format` and `eval` alike.
@Suite struct CompleteMeansEnteredTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.verdict(text)
  }

  func formatted(_ options: [String], _ text: String) throws -> MaskResult {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.format(text)
  }

  // MARK: Item 1: a mark after a digit keeps the digit.

  @Test(arguments: ["\u{200D}", "\u{200C}", "\u{FE0F}", "\u{0301}"])
  func aMarkAfterADigitKeepsTheDigit(_ mark: String) throws {
    #expect(try verdict(["--preset", "phone", "--region", "US"], "2065551234" + mark + "5") != .complete)
    #expect(try formatted(["--preset", "amount"], "1234" + mark + "5").text == "12,345")
    #expect(try verdict(["--preset", "date"], "2902202" + mark + "44") == .invalid("date: 1 digit too many"))
    #expect(try verdict(["--preset", "date"], "2902202" + mark + "4") == .complete)
    let plain = try MaskOptions.parse([]).compile("[000]-[00]")
    #expect(plain.format("123" + mark + "45").value == "12345")
  }

  @Test func evalSessionsKeepTheDigit() throws {
    let session = try answer(#"{"op":"session","preset":"amount","steps":[{"paste":"1234\u200d5"}]}"#)
    #expect(session["value"] == "12345")
    let typed = try answer(
      #"{"op":"session","dialect":"inputmask","format":"[000]-[00]","steps":[{"type":"123\u0301"},{"type":"45"}]}"#
    )
    #expect(typed["text"] == "123-45")
    let apply = try answer(#"{"preset":"date","text":"2902202\u200d4","caret":9}"#)
    #expect(apply["complete"] == true)
    #expect(apply["formattedText"] == "29/02/2024")
  }
}
