import MaskKit
import Testing

/// Issue 33: `AmountMask.match` refuses a text whose amount it does not show whole (the judgement the
/// command line made on its own before), in one pass, and still lets the field's own text be edited.
@Suite struct AmountScanTests {
  private func refusal(_ text: String, _ mask: AmountMask, caret: Int? = nil) -> String? {
    mask.match(CaretText(text, caret: caret, autocomplete: true)).result.refusal?.description
  }

  @Test func minusSignsNotTakenAreRefused() throws {
    let unsigned = try AmountMask()
    #expect(refusal("-5", unsigned) == "the field takes no negative amount")
    #expect(refusal("5-", unsigned) == "the minus sign is not taken")
    let signed = try AmountMask(allowsNegative: true)
    #expect(refusal("--5", signed) == "two minus signs")
    #expect(refusal("1-2", signed) == "the minus sign is not taken")
    #expect(signed.format("1-2").text == "12")
    #expect(refusal("-0", signed) == nil)
    #expect(refusal("-5", signed) == nil)
    var field = MaskedText(mask: signed)
    #expect(field.type("--5") == [.editRefused("--5", reason: .amount(.twoMinusSigns))])
  }

  @Test func decimalSeparatorsNotTakenAreRefused() throws {
    #expect(
      refusal("12.5", try AmountMask(fractionDigits: 0))
        == "the decimal separator is not taken: the field takes no fraction")
    #expect(refusal("1.2.3", try AmountMask()) == "a second decimal separator is not taken")
    #expect(refusal("12.", try AmountMask()) == nil)
  }

  @Test func digitsNotTakenSayWhichLimit() throws {
    let mask = try AmountMask()
    #expect(refusal("1234567890123456", mask) == "more than 15 digits before the decimal separator")
    #expect(refusal("1.234", mask) == "more than 2 digits after the decimal separator")
    #expect(refusal("2000", try AmountMask(maximum: 100_000)) == "over the maximum 1000.00")
    #expect(refusal("000123", mask) == nil)
    #expect(refusal("0.05", mask) == nil)
  }

  @Test func strayLettersAreRefusedButTheAffixesAreNot() throws {
    #expect(refusal("12 eur", try AmountMask()) == "'e' is not part of the value")
    #expect(refusal("12 kr.", try AmountMask(suffix: " kr.")) == nil)
  }

  @Test func misplacedGroupingIsRefusedInAWholeTextOnly() throws {
    let mask = try AmountMask()
    let misplaced = "its separators are not those of an amount"
    #expect(refusal("1,2342.56", mask) == misplaced)
    #expect(refusal("0,500", mask) == misplaced)
    #expect(refusal(",5", mask) == misplaced)
    #expect(refusal("1.2,3", mask) == misplaced)
    #expect(refusal("1,2342.56", mask, caret: 6) == nil)
    #expect(refusal("1,2345", mask) == nil)
    #expect(refusal("1,234,", mask) == nil)
    #expect(refusal("12,34,567", try AmountMask(grouping: .indian)) == nil)
    #expect(refusal("1,2342.56", try AmountMask(entry: .cents)) == misplaced)
  }

  @Test func theFieldsOwnTextStaysEditable() throws {
    var field = MaskedText(mask: try AmountMask())
    field.paste("1,234")
    field.type("5")
    #expect(field.text == "12,345")
    field.select(.caret(2))
    field.type("9")
    #expect(field.text == "129,345")
    field.backspace()
    #expect(field.text == "12,345")
    var cents = MaskedText(mask: try AmountMask(entry: .cents))
    cents.paste("1,234.56")
    cents.type("7")
    #expect(cents.text == "12,345.67")
  }

  @Test func aLongTextIsReadInOnePass() throws {
    let digits = String(repeating: "1", count: 300_000)
    #expect(refusal(digits, try AmountMask()) == "more than 15 digits before the decimal separator")
    #expect(
      refusal(digits, try AmountMask(entry: .cents)) == "more than 15 digits before the decimal separator")
    let grouped = "1" + String(repeating: ",234", count: 100_000) + ".5"
    #expect(refusal(grouped, try AmountMask()) == "more than 15 digits before the decimal separator")
    #expect(
      try AmountMask().formatWhole(grouped).result.refusal?.description
        == "more than 15 digits before the decimal separator")
  }
}
