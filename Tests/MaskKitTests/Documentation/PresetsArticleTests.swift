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
    #expect(money.match(CaretText("999")).result.problem == "the amount is under the minimum of 10.00")
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
    #expect(typed.problem == reason)
    var twoDigits = MaskedText(mask: year2024)
    twoDigits.type("311223")
    #expect(twoDigits.text == "31/12/23" && !twoDigits.isComplete)
    #expect(year2024.pasteLayout(of: "31/12/23") == .refused(reason: "the date needs a four-digit year"))
  }

  @Test func theOverviewSnippetHolds() throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"))
    field.type("89161234567")
    #expect(field.text == "+7 916 123-45-67" && field.isComplete)
    let match = try PhoneMask(region: "RU").match(CaretText("+1 876 555 0123"))
    #expect(match.country?.region == "JM")
    #expect(!CardNumberMask().match(CaretText("4242424242424241")).passesLuhn)
  }
}
