import MaskKit
import Testing

@testable import MaskKitCLI

/// Issue 28, items 8 and 12, as `check` says them.
@Suite struct IBANAmountEdgeCLITests {
  private func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.verdict(text)
  }

  @Test(arguments: [
    (["--preset", "iban"], "IBANIBANGB82WEST12345698765432"),
    (["--preset", "amount", "--pad-fraction"], "12."),
    (["--preset", "amount", "--signed"], "-0"),
    (["--preset", "amount", "--entry", "cents"], "0"),
    (["--preset", "amount", "--entry", "cents"], "000123"),
  ])
  func theseAreComplete(options: [String], text: String) throws {
    #expect(try verdict(options, text) == .complete)
  }

  @Test func aPaddedAmountEndingInTheSeparatorIsExtractedPadded() throws {
    let compiled = try #require(try PresetOptions.parse(["--preset", "amount", "--pad-fraction"]).compile())
    #expect(compiled.format("12.").value == "12.00")
  }

  @Test func ibanReasonsAreSingleSpacedAndNameTheSymbol() throws {
    #expect(
      try verdict(["--preset", "iban"], "GB82") == .incomplete("iban: still needs 0000 0000 0000 0000 00"))
    #expect(
      try verdict(["--preset", "iban"], "€GB82WEST12345698765432")
        == .invalid("iban: '€' is not part of an IBAN"))
  }

  @Test func aPrefixThatIsTheDecimalSeparatorIsAnOptionError() {
    #expect(throws: (any Error).self) {
      try PresetOptions.parse(["--preset", "amount", "--prefix", "."]).compile()
    }
  }
}
