import MaskKit
import Testing

/// The amount preset: grouping, decimal separator, fraction digits, sign, maximum and caret.
@Suite struct AmountMaskTests {
  @Test(arguments: [
    ("1234567.891", "1,234,567.89", "1234567.89"),
    ("0001234", "1,234", "1234"),
    (".5", "0.5", "0.5"),
    ("12,345", "12,345", "12345"),
    ("999", "999", "999"),
    ("1000", "1,000", "1000"),
    ("12.", "12.", "12."),
    ("", "", ""),
  ])
  func commasAndAPoint(_ text: String, _ formatted: String, _ value: String) throws {
    let result = try AmountMask().apply(CaretText(text, autocomplete: true))
    #expect(result.text == formatted)
    #expect(result.value == value)
  }

  @Test func europeanGroupingAndSign() throws {
    let mask = try AmountMask(grouping: .dots, decimalSeparator: ",", allowsNegative: true)
    #expect(mask.format("1234567,5").text == "1.234.567,5")
    #expect(mask.format("-1.234,56").text == "-1.234,56")
    #expect(mask.format("1-2").text == "12")
    let match = mask.match(CaretText("-1.234,5"))
    #expect(match.minorUnits == -123_450)
    #expect(match.normalized == "-1234.50")
  }

  @Test func spacesAndEitherDecimalKey() throws {
    let mask = try AmountMask(grouping: .spaces, decimalSeparator: ",")
    #expect(mask.format("1234567.25").text == "1 234 567,25")
    #expect(mask.format("1234567,25").text == "1 234 567,25")
  }

  @Test func indianGrouping() throws {
    #expect(try AmountMask(grouping: .indian).format("12345678.9").text == "1,23,45,678.9")
    #expect(try AmountMask(grouping: .none).format("12345678").text == "12345678")
  }

  /// Typing stops at the last fraction digit; a whole text with more is refused, never cut.
  @Test func fractionDigitsAreLimited() throws {
    #expect(try AmountMask(fractionDigits: 0).apply(CaretText("12.34")).text == "1,234")
    #expect(try AmountMask(fractionDigits: 3).apply(CaretText("1.23456")).text == "1.234")
    #expect(try AmountMask(fractionDigits: 3).format("1.23456").refusal != nil)
    #expect(try AmountMask().format("1234567.891").refusal != nil)
  }

  @Test func theMaximumRefusesDigitsThatExceedIt() throws {
    let mask = try AmountMask(maximum: 100_000)
    #expect(mask.format("1000").text == "1,000")
    #expect(mask.format("10001").text == "1,000")
    #expect(mask.format("1000.01").text == "1,000.0")
    #expect(mask.format("99999").text == "999")
  }

  @Test func theSignNeedsPermission() throws {
    #expect(try AmountMask().apply(CaretText("-12")).text == "12")
    #expect(try AmountMask().format("-12").refusal?.description == "the field takes no negative amount")
    #expect(try AmountMask(allowsNegative: true).format("-").text == "-")
    #expect(!(try AmountMask(allowsNegative: true).format("-").isComplete))
  }

  @Test func theCaretStaysOnItsDigitWhenSeparatorsMove() throws {
    let mask = try AmountMask()
    let grown = mask.apply(CaretText("1234", caret: 1))
    #expect(grown.text == "1,234")
    #expect(grown.caret == 1)
    let after = mask.apply(CaretText("12345", caret: 3))
    #expect(after.text == "12,345")
    #expect(after.caret == 4)
    let shrunk = mask.apply(CaretText("1,34", caret: 2))
    #expect(shrunk.text == "134")
    #expect(shrunk.caret == 1)
  }

  @Test func badOptionsAreRefused() {
    #expect(throws: PresetError.self) { try AmountMask(grouping: .commas, decimalSeparator: ",") }
    #expect(throws: PresetError.self) { try AmountMask(decimalSeparator: "5") }
    #expect(throws: PresetError.self) { try AmountMask(fractionDigits: 7) }
    #expect(throws: PresetError.self) { try AmountMask(fractionDigits: 2, maximumIntegerDigits: 17) }
  }

  @Test func minorUnitsAndNormalizedText() throws {
    let match = try AmountMask().match(CaretText("1,234.5"))
    #expect(match.minorUnits == 123_450)
    #expect(match.normalized == "1234.50")
    #expect(try AmountMask().match(CaretText("")).minorUnits == nil)
    #expect(try AmountMask().match(CaretText("0.05")).normalized == "0.05")
  }
}

/// Issue 17, class 8: amount arithmetic never traps and the maximum holds on every path.
@Suite struct AmountArithmeticTests {
  @Test func aHugePasteOverASelectionDoesNotTrap() throws {
    let mask = try AmountMask(
      fractionDigits: 6, allowsNegative: true, maximum: 999_999, maximumIntegerDigits: 12)
    var field = MaskedText(mask: mask, text: "0.855872")
    field.select(TextSelection(start: 0, end: 2))
    field.paste("-144115188075.")
    let match = mask.match(CaretText(field.text))
    #expect((match.minorUnits ?? 0).magnitude <= 999_999)
  }

  @Test func aCaretAfterTheDecimalSeparatorNeverMergesTheFraction() throws {
    let mask = try AmountMask(maximum: 100_000)
    let match = mask.match(CaretText("5000.25", caret: 5))
    #expect(match.result.text.contains("."))
    #expect((match.minorUnits ?? 0) <= 100_000)
    let tiny = try AmountMask(fractionDigits: 3, maximum: 1_000)
    let over = tiny.match(CaretText("18446744073709.552", caret: 15))
    #expect((over.minorUnits ?? 0) <= 1_000)
    #expect(over.result.text.contains("."))
  }

  @Test func anAmountOverTheMaximumIsRefusedWhenPasted() throws {
    var field = MaskedText(mask: try AmountMask(maximum: 100_000))
    let events = field.paste("5000.25")
    #expect(field.text.isEmpty)
    #expect(events.contains { if case .pasteRefused = $0 { true } else { false } })
  }
}
