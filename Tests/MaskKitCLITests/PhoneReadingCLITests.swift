import MaskKit
import Testing

@testable import MaskKitCLI

/// `check`, `eval` apply and `eval` sessions read a phone number the way the field does: two numbers or an
/// extension too long are invalid with the reason, and a number pasted in a national or dialled layout
/// completes.
@Suite(.quietOutput) struct PhoneReadingCLITests {
  private func verdict(_ text: String, region: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(["--preset", "phone", "--region", region]).compile())
    return compiled.verdict(text)
  }

  private func session(_ text: String, region: String) -> JSONValue {
    Evaluator(defaultDialect: .inputmask).evaluate(
      .object([
        "op": "session", "preset": "phone", "region": .string(region),
        "steps": .array([.object(["paste": .string(text)])]),
      ]))
  }

  @Test(arguments: [
    (
      "2065551234 x 12345678901234567890123456789",
      "phone: an extension after 'x' has at most 9 digits, not 29"
    ),
    (
      "206-555-1234, 425-555-1234",
      "phone: two numbers, not a number and an extension: the digits after ',' are in 3 groups"
    ),
    (
      "206-555-1234; 425-555-1234",
      "phone: two numbers, not a number and an extension: the digits after ';' are in 3 groups"
    ),
    (
      "206-555-1234 x 425-555-1234",
      "phone: two numbers, not a number and an extension: the digits after 'x' are in 3 groups"
    ),
  ])
  func twoNumbersAndLongExtensionsAreInvalidEverywhere(_ text: String, _ reason: String) throws {
    #expect(try verdict(text, region: "US") == .invalid(reason))
    let output = session(text, region: "US")
    #expect(output["text"] == "")
    #expect(output["complete"] == false)
    let applied = Evaluator(defaultDialect: .inputmask).evaluate(
      .object(["preset": "phone", "region": "US", "text": .string(text)]))
    #expect(applied["complete"] == false)
  }

  @Test(arguments: [
    ("GB", "020 7946 0958", "+442079460958"), ("GB", "+44 (0)20 7946 0958", "+442079460958"),
    ("FR", "00 49 30 123456", "+4930123456"), ("US", "011 44 20 7946 0958", "+442079460958"),
    ("RU", "810 7 916 123 45 67", "+79161234567"), ("DE", "0049 30 123456", "+4930123456"),
  ])
  func numbersInThePromisedLayoutsCompleteEverywhere(_ region: String, _ text: String, _ e164: String) throws
  {
    #expect(try verdict(text, region: region) == .complete)
    let output = session(text, region: region)
    #expect(output["complete"] == true)
    #expect(output["value"]?.stringValue == e164)
  }
}
