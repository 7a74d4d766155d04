import MaskKit
import Testing

@testable import MaskKitCLI

/// Preset reasons name the preset and say what is wrong, in check, --json and eval alike.
@Suite(.quietOutput) struct PresetMessageTests {
  private func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.verdict(text)
  }

  @Test(arguments: [
    (["--preset", "expiry", "--today", "2024-05"], "13/25", "expiry: month 13 does not exist"),
    (["--preset", "expiry", "--today", "2024-05"], "12/345", "expiry: 1 digit too many"),
    (["--preset", "date"], "31042024", "date: day 31 does not exist in April 2024"),
    (["--preset", "date"], "29/02/2023", "date: day 29 does not exist in February 2023"),
    (["--preset", "time"], "123456", "time: 2 digits too many"),
    (["--preset", "time"], "25:00", "time: hour 25 does not exist"),
    (["--preset", "ipv4"], "1.2.3.4.5", "ipv4: an address has four parts, not 5"),
    (["--preset", "ipv4"], "256.1.1.1", "ipv4: octet 256 is over 255"),
    (["--preset", "card"], "42424242424242424242", "card: 1 digit too many"),
    (["--preset", "card"], "4242424242424241", "card: the number fails the Luhn check"),
    (["--preset", "cvc"], "12345", "cvc: 1 digit too many"),
    (["--preset", "iban"], "DE89370400440532013000123", "iban: 3 characters too many"),
    (
      ["--preset", "amount"], "1,234,567,890,123,456,789",
      "amount: more than 15 digits before the decimal separator"
    ),
    (["--preset", "amount", "--maximum", "1000"], "2000", "amount: over the maximum 1000.00"),
  ])
  func invalidReasonsNameThePresetAndTheProblem(options: [String], text: String, reason: String) throws {
    #expect(try verdict(options, text) == .invalid(reason))
  }

  @Test func incompleteReasonsNameThePresetToo() throws {
    #expect(try verdict(["--preset", "expiry"], "12") == .incomplete("expiry: still needs YY"))
    let json = try #require(try PresetOptions.parse(["--preset", "expiry", "--today", "2024-05"]).compile())
      .report("13/25")
    #expect(json["reason"] == "expiry: month 13 does not exist")
  }

  @Test func evalCheckGivesTheSameReason() throws {
    let answer = try JSONValue.parse(
      Evaluator(defaultDialect: nil).evaluate(
        line: #"{"preset":"expiry","today":"2024-05","dialect":"picture","text":"13/25"}"#))
    #expect(answer["errMsg"] == "expiry: month 13 does not exist")
  }

  /// The bounds example of the Presets article, and what `check` says of `31/12/23`.
  @Test func theDateBoundsExampleHolds() throws {
    let year2024 = ["--preset", "date", "--min", "2024-01-01", "--max", "2024-12-31"]
    let reason = "date: no date from 2024-01-01 to 2024-12-31 can be completed from these digits"
    #expect(try verdict(year2024, "3112203") == .invalid(reason))
    #expect(try verdict(year2024, "31/12/23") == .invalid("date: the date needs a four-digit year"))
  }

  /// A date with a time of day is refused whole, not shown with its digits reordered.
  @Test func aDateAndTimeIsRefusedWhole() throws {
    let date = try #require(try PresetOptions.parse(["--preset", "date"]).compile())
    #expect(date.format("2024-02-29T10:00:00Z").text == "")
    #expect(
      date.verdict("2024-02-29T10:00:00Z")
        == .invalid("date: this is a date with a time of day; paste the date alone"))
  }
}
