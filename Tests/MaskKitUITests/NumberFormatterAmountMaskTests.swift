import Foundation
import Testing

@testable import MaskKit
@testable import MaskKitUI

/// `NumberFormatter.amountMask`: the amount preset reading numbers as a formatter writes them (what
/// input-mask-ios 7's `NumberInputListener` types with).
@Suite struct NumberFormatterAmountMaskTests {
  private func formatter(_ style: NumberFormatter.Style, _ change: (NumberFormatter) -> Void = { _ in })
    -> NumberFormatter
  {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = style
    change(formatter)
    return formatter
  }

  @Test func aDecimalFormatterGroupsByThreesWithItsSeparators() throws {
    let mask = try #require(formatter(.decimal).amountMask)
    #expect(mask.grouping.separator == ",")
    #expect(mask.decimalSeparator == ".")
    #expect(mask.fractionDigits == 3)
    #expect(mask.format("1234567.891").text == "1,234,567.891")
    #expect(mask.format("1234567.891").value == "1234567.891")
  }

  @Test func aCurrencyFormatterHasItsSymbolAndTwoDecimals() throws {
    let mask = try #require(formatter(.currency) { $0.currencySymbol = "€" }.amountMask)
    #expect(mask.prefix == "€")
    #expect(mask.fractionDigits == 2)
    let result = mask.format("1234.5")
    #expect(result.text == "€1,234.5")
    #expect(result.value == "1234.5")
  }

  @Test func anotherLocalesSeparatorsAreTaken() throws {
    let german = formatter(.decimal) { $0.locale = Locale(identifier: "de_DE") }
    let mask = try #require(german.amountMask)
    #expect(mask.grouping.separator == ".")
    #expect(mask.decimalSeparator == ",")
    #expect(mask.format("1234,5").text == "1.234,5")
  }

  @Test func withoutGroupingOrDecimalsTheMaskHasNone() throws {
    let plain = try #require(formatter(.none).amountMask)
    #expect(plain.grouping.separator == nil)
    #expect(plain.fractionDigits == 0)
    let ungrouped = try #require(formatter(.decimal) { $0.usesGroupingSeparator = false }.amountMask)
    #expect(ungrouped.format("1234567").text == "1234567")
  }

  @Test func aStyleThePresetDoesNotWriteHasNoMask() {
    #expect(formatter(.spellOut).amountMask == nil)
    #expect(formatter(.scientific).amountMask == nil)
    #expect(formatter(.ordinal).amountMask == nil)
  }

  @Test func aSeparatorThatIsADigitIsLeftOut() throws {
    let odd = formatter(.decimal) { $0.groupingSeparator = "1" }
    let mask = try #require(odd.amountMask)
    #expect(mask.grouping.separator == nil)
  }
}
