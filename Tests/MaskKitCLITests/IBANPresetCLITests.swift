import MaskKit
import Testing

@testable import MaskKitCLI

/// The `iban` preset on the command line and in `eval`: what `check` says and what `eval` answers.
@Suite(.quietOutput) struct IBANPresetCLITests {
  let evaluator = Evaluator(defaultDialect: nil)

  private func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.verdict(text)
  }

  @Test func aValidIBANIsCompleteAndABadOneSaysWhy() throws {
    #expect(try verdict(["--preset", "iban"], "DE89370400440532013000") == .complete)
    #expect(try verdict(["--preset", "iban"], "IBANIBANGB82WEST12345698765432") == .complete)
    #expect(
      try verdict(["--preset", "iban"], "DE88370400440532013000")
        == .invalid("iban: the check digits do not match (ISO 7064 MOD 97-10)"))
    #expect(
      try verdict(["--preset", "iban"], "DE89 3704 0044 0532 0130 0012")
        == .invalid("iban: 2 characters too many"))
  }

  @Test func ibanReasonsAreSingleSpacedAndNameTheSymbol() throws {
    #expect(
      try verdict(["--preset", "iban"], "GB82") == .incomplete("iban: still needs 0000 0000 0000 0000 00"))
    #expect(
      try verdict(["--preset", "iban"], "€GB82WEST12345698765432")
        == .invalid("iban: '€' is not part of an IBAN"))
  }

  @Test func evalFormatsTheIBANAndNamesItsCountry() throws {
    let answer = try JSONValue.parse(
      evaluator.evaluate(line: #"{"preset":"iban","text":"gb82west12345698765432"}"#))
    #expect(answer["formattedText"] == "GB82 WEST 1234 5698 7654 32")
    #expect(answer["country"] == "GB")
  }
}
