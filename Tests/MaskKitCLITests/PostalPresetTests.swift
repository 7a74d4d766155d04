import MaskKit
import Testing

@testable import MaskKitCLI

/// The `postal` preset on the command line (`--region`) and in `eval` (`"region"`).
@Suite(.quietOutput) struct PostalPresetTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let parsed = try PresetOptions.parse(["--preset", "postal"] + options)
    try parsed.checkApplicableOptions()
    let built = try #require(try parsed.compile())
    return built.verdict(text)
  }

  @Test func checkSaysCompleteInvalidOrIncomplete() throws {
    #expect(try verdict(["--region", "CA"], "k1a 0b1") == .complete)
    #expect(
      try verdict(["--region", "CA"], "K1A0Bx")
        == .invalid("postal: K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0"))
    #expect(try verdict(["--region", "CA"], "K1A 0") == .incomplete("postal: still needs A0"))
    #expect(try verdict(["--region", "BR"], " 01001-000 ") == .complete)
    #expect(throws: (any Error).self) { try verdict([], "K1A 0B1") }
    #expect(throws: (any Error).self) { try verdict(["--region", "AE"], "1") }
    #expect(throws: (any Error).self) { try verdict(["--region", "CA", "--style", "national"], "K1A 0B1") }
  }

  @Test func evalReadsTheRegion() throws {
    let answer = try JSONValue.parse(
      evaluator.evaluate(line: #"{"preset":"postal","region":"NL","text":"1234ab"}"#))
    #expect(answer["formattedText"] == "1234 AB")
    #expect(answer["extractedValue"] == "1234AB")
    #expect(answer["complete"] == true)
    let session = try JSONValue.parse(
      evaluator.evaluate(
        line: #"{"op":"session","preset":"postal","region":"CA","steps":[{"type":"k1a0b1"}]}"#))
    #expect(session["text"] == "K1A 0B1")
  }

  @Test func explainNamesTheRegion() throws {
    let preset = CompiledMask(try PresetSpec(name: "postal", ["region": "GB"]).makeMask())
    #expect(preset.explanation.hasPrefix("preset postal: United Kingdom (GB), Google's address metadata"))
  }
}
