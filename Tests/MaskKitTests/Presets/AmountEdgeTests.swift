import MaskKit
import Testing

/// Issue 28, item 12: padded fractions, negative zero, ambiguous affixes and zeros in cents entry.
@Suite struct AmountEdgeTests {
  @Test func aPaddedWholeTextEndingInTheSeparatorIsPadded() throws {
    let mask = try AmountMask(padsFraction: true)
    let whole = mask.formatWhole("12.").result
    #expect(whole.text == "12.00")
    #expect(whole.value == "12.00")
    #expect(whole.isComplete)
    var pasted = MaskedText(mask: mask)
    pasted.paste("12.")
    #expect(pasted.value == "12.00")
    var field = MaskedText(mask: mask)
    field.type("12.")
    field.type("5")
    #expect(field.value == "12.50")
  }

  /// A separator, or the first character of a suffix, that is a combining mark would join the digit
  /// before it into one character, so the field's text would count otherwise than the mask reads it (the
  /// `editing` fuzz target found a field whose selection ran past its text): the mask refuses it, as
  /// the preset's options do.
  @Test func aCombiningMarkIsNeitherASeparatorNorTheStartOfASuffix() {
    #expect(throws: PresetError.self) { try AmountMask(decimalSeparator: "\u{711}") }
    #expect(throws: PresetError.self) { try AmountMask(grouping: AmountGrouping(separator: "\u{301}")) }
    #expect(throws: PresetError.self) { try AmountMask(suffix: "\u{301} €") }
    #expect(throws: Never.self) { try AmountMask(suffix: " €\u{301}") }
  }

  /// A decimal separator alone is no amount and shows no digit (babel's `parse_decimal` refuses `.`), so
  /// the shown text reads back the same: never `0.`, which is an amount; the `0` comes with a digit.
  @Test(arguments: [false, true])
  func aLoneSeparatorShowsNoDigit(_ padsFraction: Bool) throws {
    let mask = try AmountMask(allowsNegative: true, padsFraction: padsFraction)
    for text in [".", "-."] {
      let formatted = mask.format(text)
      #expect(formatted.text == text)
      #expect(!formatted.isComplete)
      #expect(mask.format(formatted.text) == formatted)
    }
    var field = MaskedText(mask: mask)
    field.type(".")
    #expect(field.text == ".")
    #expect(field.selection == TextSelection(start: 1, end: 1))
    field.type("5")
    #expect(field.text == (padsFraction ? "0.50" : "0.5"))
    #expect(field.isComplete)
  }

  @Test func negativeZeroHasTheValueZero() throws {
    let mask = try AmountMask(allowsNegative: true)
    #expect(mask.format("-0").value == "0")
    #expect(mask.format("-0.00").value == "0.00")
    #expect(mask.match(CaretText("-0")).minorUnits == 0)
    #expect(mask.format("-0.5").value == "-0.5")
  }

  @Test(arguments: [".", ",", " . ", "-", "+"])
  func anAffixOfOnlySeparatorsOrSignsIsRefused(_ affix: String) {
    #expect(throws: PresetError.self) { try AmountMask(prefix: affix) }
    #expect(throws: PresetError.self) { try AmountMask(suffix: affix) }
  }

  @Test func affixesWithLettersOrSymbolsStayAllowed() throws {
    #expect(try AmountMask(prefix: "Rs. ").format("5").text == "Rs. 5")
    #expect(try AmountMask(suffix: " €").format("5").text == "5 €")
  }

  /// A prefix that starts with a minus sign is read as the prefix, not as a sign before it, so what the
  /// field shows reads back to the same amount (fuzz regression input `regress-918911254139`).
  @Test(arguments: ["-\u{FFFD}\u{FFFD}\u{00A0}", "-€ ", "\u{2212}x"])
  func aPrefixStartingWithAMinusReadsBackAsThePrefix(_ prefix: String) throws {
    let mask = try AmountMask(prefix: prefix)
    let shown = mask.format("12.5")
    #expect(shown.isComplete)
    let again = mask.format(shown.text)
    #expect(again.isComplete && again.value == shown.value && again.text == shown.text)
  }

  @Test func zerosInCentsEntryAreTheAmountZero() throws {
    let mask = try AmountMask(entry: .cents)
    #expect(mask.format("0").text == "0.00")
    #expect(mask.format("0").isComplete)
    #expect(mask.format("000123").value == "1.23")
    #expect(mask.format("000123").refusal == nil)
    var field = MaskedText(mask: mask)
    field.type("0")
    field.type("1")
    #expect(field.text == "0.01")
    field.backspace()
    #expect(field.text.isEmpty)
  }
}
