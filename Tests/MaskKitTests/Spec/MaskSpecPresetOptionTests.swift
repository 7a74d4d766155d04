import MaskKit
import Testing

/// The issue-19 preset options in JSON mask descriptions, named as in `eval`.
@Suite struct MaskSpecPresetOptionTests {
  private func format(_ json: String, _ text: String) throws -> MaskResult {
    try MaskSpec(json: json).makeMask().format(text)
  }

  @Test func moneyDateCardAndNewPresetOptionsAreRead() throws {
    let money =
      #"{"preset": "amount", "prefix": "$", "entry": "cents", "minimum": "10", "padFraction": false}"#
    #expect(try format(money, "123450").text == "$1,234.50")
    #expect(try format(money, "5").problem?.description == "the amount is under the minimum of 10.00")
    let date = #"{"preset": "date", "yearDigits": 2, "min": "2024-01-01", "max": "2024-12-31"}"#
    #expect(try format(date, "290224").isComplete)
    #expect(try format(date, "311223").problem != nil)
    #expect(try format(#"{"preset": "card", "brands": "visa"}"#, "5555555555554444").problem != nil)
    #expect(try !format(#"{"preset": "expiry", "today": "2026-11"}"#, "1026").isComplete)
    #expect(try format(#"{"preset": "iban"}"#, "DE89370400440532013000").isComplete)
    #expect(try format(#"{"preset": "ipv4"}"#, "192.168.1.1").isComplete)
    #expect(
      try format(#"{"preset": "identifier", "scheme": "br.cpf"}"#, "12345678909").text == "123.456.789-09")
    #expect(throws: (any Error).self) {
      try MaskSpec(json: #"{"preset": "date", "min": "2024-1-1"}"#).makeMask()
    }
  }
}
