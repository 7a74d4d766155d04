import MaskKit
import Testing

/// Money options of the amount preset: prefix and suffix, cents-first entry, minimum, fraction padding.
@Suite struct AmountMoneyTests {
  @Test func prefixAndSuffixAreShownButNotInTheValue() throws {
    let dollars = try AmountMask(prefix: "$")
    #expect(dollars.format("1234.5").text == "$1,234.5")
    #expect(dollars.format("$1,234.50").value == "1234.50")
    #expect(dollars.placeholder == "$0.00")
    #expect(dollars.format("").text == "")
    let euros = try AmountMask(grouping: .spaces, decimalSeparator: ",", suffix: " €")
    #expect(euros.format("1 234,50 €").text == "1 234,50 €")
    #expect(euros.format("1 234,50 €").value == "1234.50")
    let rupees = try AmountMask(grouping: .indian, prefix: "Rs. ")
    #expect(rupees.format("Rs. 1234567.5").text == "Rs. 12,34,567.5")
    #expect(throws: PresetError.self) { try AmountMask(prefix: "1$") }
  }

  @Test func pastesInOtherLayoutsReadTheNumber() throws {
    var field = MaskedText(mask: try AmountMask(prefix: "$"))
    field.paste("1 234,50 $")
    #expect(field.text == "$1,234.50")
    #expect(field.value == "1234.50")
    var euros = MaskedText(mask: try AmountMask(grouping: .dots, decimalSeparator: ",", suffix: " €"))
    euros.paste("€1,234.50")
    #expect(euros.text == "1.234,50 €")
    // Another currency than the field's is refused, never made the field's (issue 43).
    var dollars = MaskedText(mask: try AmountMask(prefix: "$"))
    #expect(
      dollars.paste("1 234,50 €") == [.pasteRefused("1 234,50 €", reason: .amount(.otherCurrency("€")))])
  }

  @Test func typingKeepsTheCaretAfterTheSameDigitBesideThePrefix() throws {
    var field = MaskedText(mask: try AmountMask(prefix: "$"))
    field.type("1234")
    #expect(field.text == "$1,234")
    field.moveCaret(to: 2)
    field.type("0")
    #expect(field.text == "$10,234")
    #expect(field.selection == .caret(3))
    field.undo()
    #expect(field.text == "$1,234")
  }

  @Test func centsFillFromTheRight() throws {
    var field = MaskedText(mask: try AmountMask(entry: .cents))
    field.type("123")
    #expect(field.text == "1.23")
    field.backspace()
    #expect(field.text == "0.12")
    field.type("3456")
    #expect(field.text == "1,234.56")
    #expect(field.selection == .caret(8))
    field.undo()
    #expect(field.text == "0.12")
    field.backspace()
    field.backspace()
    #expect(field.text == "")
    let mask = try AmountMask(entry: .cents)
    #expect(mask.format("$1,234.50").text == "1,234.50")
    #expect(mask.match(CaretText("5")).minorUnits == 5)
  }

  @Test func centsRespectTheMaximum() throws {
    var field = MaskedText(mask: try AmountMask(maximum: 100_000, entry: .cents))
    #expect(
      field.type("1000000") == [
        .editRefused("1000000", reason: .amount(.overMaximum("1000.00")))
      ])
    field.type("100000")
    #expect(field.text == "1,000.00")
    #expect(field.type("1").contains(.inputRejected("1")))
  }

  @Test func underTheMinimumIsIncompleteWithAReason() throws {
    let mask = try AmountMask(minimum: 1_000)
    #expect(!mask.format("5").isComplete)
    #expect(mask.format("5").problem?.description == "the amount is under the minimum of 10.00")
    #expect(mask.format("10").isComplete)
    let signed = try AmountMask(allowsNegative: true, minimum: -5_000)
    #expect(!signed.format("-60").isComplete)
    #expect(signed.format("-50").isComplete)
    var field = MaskedText(mask: mask)
    #expect(field.type("5").contains(.becameInvalid(reason: .amount(.underMinimum("10.00")))))
    #expect(field.type("0").contains(.becameComplete))
    #expect(throws: PresetError.self) { try AmountMask(maximum: 100, minimum: 200) }
  }

  @Test func theFractionIsPaddedWhenTheWholeTextIsFormatted() throws {
    let mask = try AmountMask(padsFraction: true)
    #expect(mask.format("12").text == "12.00")
    #expect(mask.format("12.5").value == "12.50")
    #expect(try AmountMask(fractionDigits: 0, padsFraction: true).format("12").text == "12")
    var field = MaskedText(mask: mask)
    field.type("1")
    #expect(field.text == "1.00")
    #expect(field.selection == .caret(4))
    field.type("2.5")
    #expect(field.text == "12.50")
    field.type("3")
    #expect(field.text == "12.53")
    field.backspace()
    #expect(field.text == "12.5")
    field.undo()
    #expect(field.text == "12.53")
  }
}
