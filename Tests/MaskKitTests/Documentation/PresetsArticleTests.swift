import MaskKit
import Testing

/// Issue 28 items 1 and 3: the Presets article's examples compile and hold, and `minimum`/`maximum`
/// mean what the article says in each place (minor units in Swift, amounts as written in text).
@Suite struct PresetsArticleTests {
  @Test func theMoneyRowCompilesAndHolds() throws {
    let money = try AmountMask(minimum: 1_000, prefix: "$", entry: .cents)
    let result = money.format("123450")
    #expect(result.text == "$1,234.50")
    #expect(result.value == "1234.50")
    #expect(result.isComplete)
    #expect(
      money.match(CaretText("999")).result.problem?.description == "the amount is under the minimum of 10.00")
  }

  @Test func textOptionsAreWholeUnitsAndSwiftOptionsMinorUnits() throws {
    let text = try #require(
      try PresetSpec(name: "amount", ["maximum": "1000", "minimum": "10"]).makeMask() as? AmountMask)
    let swift = try AmountMask(maximum: 100_000, minimum: 1_000)
    #expect(text.maximum == swift.maximum && text.minimum == swift.minimum)
    let json = try MaskSpec(json: #"{"preset": "amount", "maximum": 1000, "minimum": "10"}"#)
    let fromJSON = try #require(try json.makeMask() as? AmountMask)
    #expect(fromJSON.maximum == 100_000 && fromJSON.minimum == 1_000)
  }

  @Test func theDateBoundsParagraphHolds() throws {
    let year2024 = try DateMask(
      earliest: CalendarDate(iso: "2024-01-01"), latest: CalendarDate(iso: "2024-12-31"))
    let reason = "no date from 2024-01-01 to 2024-12-31 can be completed from these digits"
    var typed = MaskedText(mask: year2024)
    typed.type("3112203")
    #expect(typed.text == "31/12/203")
    #expect(typed.problem?.description == reason)
    var twoDigits = MaskedText(mask: year2024)
    twoDigits.type("311223")
    #expect(twoDigits.text == "31/12/23" && !twoDigits.isComplete)
    #expect(year2024.pasteLayout(of: "31/12/23") == .refused(reason: .date(.needsFourDigitYear)))
  }

  @Test func theOverviewSnippetHolds() throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"))
    field.type("89161234567")
    #expect(field.text == "+7 916 123-45-67" && field.isComplete)
    let match = try PhoneMask(region: "RU").match(CaretText("+1 876 555 0123"))
    #expect(match.country?.region == "JM")
    #expect(!CardNumberMask().match(CaretText("4242424242424241")).passesLuhn)
  }

  /// The table at the top of the article: each row's expression compiles as written, and typing the
  /// example input key by key gives what the row shows, with that value (the amount's third fraction
  /// digit is refused as it is typed).
  @Test func theTableRowsCompileAndHold() throws {
    let rows: [(mask: any Mask, input: String, shows: String, value: String)] = [
      (try PhoneMask(region: "RU"), "89161234567", "+7 916 123-45-67", "+79161234567"),
      (CardNumberMask(), "378282246310005", "3782 822463 10005", "378282246310005"),
      (CardExpiryMask(), "1226", "12/26", "1226"),
      (CardSecurityCodeMask(brand: .americanExpress), "1234", "1234", "1234"),
      (try DateMask(order: .dmy, separator: "/"), "29022024", "29/02/2024", "29022024"),
      (try TimeMask(clock: .twelveHour), "930p", "09:30 PM", "0930PM"),
      (try AmountMask(grouping: .commas, decimalSeparator: "."), "1234567.891", "1,234,567.89", "1234567.89"),
      (try AmountMask(minimum: 1_000, prefix: "$", entry: .cents), "123450", "$1,234.50", "1234.50"),
      (IBANMask(), "gb82west12345698765432", "GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432"),
      (IPv4Mask(), "192.168.1.1", "192.168.1.1", "192.168.1.1"),
      (try PostalMask(region: "CA"), "k1a0b1", "K1A 0B1", "K1A0B1"),
      (try IdentifierMask(scheme: "br.cpf"), "12345678909", "123.456.789-09", "12345678909"),
    ]
    for row in rows {
      var field = MaskedText(mask: row.mask)
      for character in row.input { field.type(String(character)) }
      #expect(field.text == row.shows && field.value == row.value, "\(row.input): \(field.text)")
    }
  }

  /// The prose's other expressions compile as written.
  @Test func theInlineInitializersCompile() throws {
    _ = try DateMask(earliest: CalendarDate(iso: "2024-01-01"), latest: CalendarDate(iso: "2024-12-31"))
    #expect(try DateMask(yearDigits: 2).yearDigits == 2)
    #expect(try AmountMask(minimum: 1_000).minimum == 1_000)
    #expect(try IdentifierMask(scheme: "dk.cpr").format("060156-7041").isComplete)
    _ = CardExpiryMask(currentYear: 2026, month: 11)
    _ = CardNumberMask(acceptedBrands: [.visa, .mastercard])
  }
}
