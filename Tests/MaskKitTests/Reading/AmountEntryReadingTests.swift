import MaskKit
import Testing

/// Issue 25, items 5 and 9: a whole amount's decimal separator is where the person put it in every entry
/// mode, and a padded field takes a paste with a short fraction.
@Suite struct AmountEntryReadingTests {
  @Test(arguments: [("12.3", "12.30", 1230), ("1,234.5", "1,234.50", 123_450), ("1234", "12.34", 1234)])
  func centsEntryKeepsAnExplicitDecimalPoint(_ text: String, _ shown: String, _ minorUnits: Int) throws {
    let mask = try AmountMask(entry: .cents)
    let whole = mask.formatWhole(text).result
    #expect(whole.text == shown)
    #expect(whole.isComplete)
    var field = MaskedText(mask: mask)
    field.paste(text)
    #expect(field.text == shown)
    #expect(field.isComplete)
  }

  @Test(arguments: [("12", "12.00"), ("12.5", "12.50"), ("$1,234", "1,234.00"), ("12.34", "12.34")])
  func aPaddedFieldTakesAShortFraction(_ pasted: String, _ shown: String) throws {
    let mask = try AmountMask(padsFraction: true)
    var field = MaskedText(mask: mask)
    field.paste(pasted)
    #expect(field.text == shown)
    #expect(field.isComplete)
    #expect(mask.formatWhole(pasted).result.text == shown)
  }
}
