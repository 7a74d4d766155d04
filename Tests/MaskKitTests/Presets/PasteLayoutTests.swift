import MaskKit
import Testing

/// Issue 17, class 6: pastes in another layout are read by their shape, never digit by digit.
@Suite struct PasteLayoutTests {
  func pasted(_ string: String, into mask: any Mask) -> (field: MaskedText, events: [EditEvent]) {
    var field = MaskedText(mask: mask)
    let events = field.paste(string)
    return (field, events)
  }

  @Test(arguments: ["2024-02-29", "02/29/2024", "29.02.2024", "29 02 2024", "2024/2/29", "2/29/2024"])
  func aLeapDayInEveryLayoutIsTheSameDateInADMYField(_ layout: String) throws {
    let (field, _) = pasted(layout, into: try DateMask(order: .dmy))
    #expect(field.text == "29/02/2024")
    #expect(field.isComplete)
    #expect(try DateMask(order: .dmy).formatWhole(layout).result.text == "29/02/2024")
  }

  @Test func isoDatesGoIntoEveryOrder() throws {
    #expect(pasted("2024-02-29", into: try DateMask(order: .mdy)).field.text == "02/29/2024")
    #expect(pasted("2024-02-29", into: try DateMask(order: .ymd, separator: "-")).field.text == "2024-02-29")
    #expect(pasted("29/02/2024", into: try DateMask(order: .ymd, separator: "-")).field.text == "2024-02-29")
  }

  @Test func anAmbiguousDayAndMonthFollowTheFieldsOwnOrder() throws {
    #expect(pasted("03/04/2024", into: try DateMask(order: .dmy)).field.text == "03/04/2024")
    #expect(pasted("03/04/2024", into: try DateMask(order: .mdy)).field.text == "03/04/2024")
    #expect(pasted("03/04/2024", into: try DateMask(order: .ymd)).field.text == "2024/03/04")
  }

  @Test func impossibleOrTwoDigitYearDatesAreRefusedOrShownInvalid() throws {
    let (refused, events) = pasted("15/13/2024", into: try DateMask())
    #expect(refused.text.isEmpty)
    #expect(events == [.pasteRefused("15/13/2024", reason: .date(.neitherIsMonth("15", "13")))])
    #expect(pasted("1/2/24", into: try DateMask()).field.text.isEmpty)
    let invalid = pasted("31/04/2024", into: try DateMask()).field
    #expect(invalid.text == "31/04/2024")
    #expect(!invalid.isComplete)
  }

  @Test func digitsWithoutSeparatorsAreReadInTheFieldsOrderAndNeverPaddedOutOfTheField() throws {
    let mask = try DateMask(order: .dmy)
    let basic = mask.match(CaretText("20240229"))
    #expect(basic.result.text == "20/24/0229")
    #expect(!basic.result.isComplete)
    #expect(basic.problem?.description == "month 24 does not exist")
    #expect(!mask.match(CaretText("4202420")).result.isComplete)
    var typed = MaskedText(mask: mask)
    typed.type("422024")
    #expect(typed.text == "04/02/2024")
    #expect(typed.type("5") == [.inputRejected("5")])
    #expect(typed.isComplete)
  }

  @Test(arguments: ["12/2026", "12/26", "1226", "122026", "12-2026", "12 / 26", "12.26"])
  func expiryLayouts(_ layout: String) {
    let (field, _) = pasted(layout, into: CardExpiryMask())
    #expect(field.text == "12/26")
    #expect(field.isComplete)
    #expect(CardExpiryMask().formatWhole(layout).result.text == "12/26")
  }

  @Test func anExpiryYearOutsideTheCenturyIsRefused() {
    let (field, events) = pasted("12/1999", into: CardExpiryMask())
    #expect(field.text.isEmpty)
    #expect(events == [.pasteRefused("12/1999", reason: .card(.expiryYearOutOfRange))])
    #expect(pasted("1/2026", into: CardExpiryMask()).field.text == "01/26")
  }

  @Test(arguments: [
    "1,234.56", "1.234,56", "1 234,56", "1\u{202F}234,56", "1'234.56", "$1,234.56", "1.234,56 €",
    "USD 1,234.56",
    "€\u{00A0}1.234,56", "1234.56", "1234,56",
  ])
  func anAmountInAnotherLocaleKeepsItsValue(_ layout: String) throws {
    let mask = try AmountMask(grouping: .dots, decimalSeparator: ",")
    let (field, _) = pasted(layout, into: mask)
    #expect(field.text == "1.234,56")
    #expect(field.value == "1234.56")
    #expect(mask.formatWhole(layout).result.text == "1.234,56")
  }

  @Test func thousandsAndLakhsAreGroupsNotFractions() throws {
    let dots = try AmountMask(grouping: .dots, decimalSeparator: ",")
    #expect(pasted("1,234,567", into: dots).field.text == "1.234.567")
    #expect(pasted("12,34,567.89", into: dots).field.text == "1.234.567,89")
    let commas = try AmountMask()
    #expect(pasted("1.234.567", into: commas).field.text == "1,234,567")
    #expect(pasted("1 234", into: commas).field.text == "1,234")
    #expect(pasted("1 234 567,5 ₽", into: commas).field.text == "1,234,567.5")
    #expect(pasted("1,234,567.89", into: try AmountMask(grouping: .indian)).field.text == "12,34,567.89")
  }

  @Test func anIntegerFieldRefusesAFraction() throws {
    let mask = try AmountMask(fractionDigits: 0)
    let (field, events) = pasted("1234.56", into: mask)
    #expect(field.text.isEmpty)
    #expect(
      events == [.pasteRefused("1234.56", reason: .amount(.fractionTooLong(digits: 2, maximum: 0)))])
    let whole = mask.formatWhole("1234.56")
    #expect(whole.result.text.isEmpty)
    #expect(whole.refusal != nil)
    #expect(pasted("1,234", into: mask).field.text == "1,234")
  }

  @Test func theSignIsTakenOnlyWhereTheFieldIsSigned() throws {
    let signed = try AmountMask(allowsNegative: true)
    #expect(pasted("-$1,234.50", into: signed).field.value == "-1234.50")
    #expect(pasted("−1 234,5 EUR", into: signed).field.value == "-1234.5")
    let (field, events) = pasted("-5", into: try AmountMask())
    #expect(field.text.isEmpty)
    #expect(events == [.pasteRefused("-5", reason: .amount(.negativeNotTaken))])
  }

  @Test func aLayoutIsReadOnlyWhenThePasteReplacesTheWholeValue() throws {
    var field = MaskedText(mask: try AmountMask())
    field.type("12")
    field.paste("3.4")
    #expect(field.text == "123.4")
    field.selectAll()
    field.paste("1.234,5")
    #expect(field.text == "1,234.5")
  }
}
