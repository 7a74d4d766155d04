import Foundation
import MaskKit

extension NumberFormatter {
  /// The amount preset's mask that reads numbers as this formatter writes them, or nil for a style the
  /// preset does not write (spelled out, ordinal, scientific).
  ///
  /// The mask takes the formatter's grouping (separator and sizes, none when
  /// `usesGroupingSeparator` is off), its decimal separator (the currency one in a currency style), at
  /// most `maximumFractionDigits` decimals and `maximumIntegerDigits` digits before them (15 at most),
  /// and its positive prefix and suffix (`€`, `%`). The amounts are positive (a `-` is refused with the
  /// preset's reason). Affixes or separators the preset cannot take (a separator that is a digit, a
  /// suffix that does not stand alone) are left out, then the grouping, then the decimal separator.
  public var amountMask: AmountMask? {
    let currency: Bool
    switch numberStyle {
    case .none, .decimal, .percent: currency = false
    case .currency, .currencyISOCode, .currencyPlural, .currencyAccounting: currency = true
    default: return nil
    }
    let separatorText = (currency ? currencyDecimalSeparator : nil) ?? decimalSeparator ?? "."
    let decimal = separatorText.count == 1 ? separatorText.first ?? "." : "."
    let grouping: AmountGrouping
    if usesGroupingSeparator, let separator = groupingSeparator, separator.count == 1, groupingSize > 0 {
      grouping = AmountGrouping(
        separator: separator.first, size: groupingSize,
        secondarySize: secondaryGroupingSize > 0 && secondaryGroupingSize != groupingSize
          ? secondaryGroupingSize : nil)
    } else {
      grouping = .none
    }
    let fraction = numberStyle == .none ? 0 : min(max(maximumFractionDigits, 0), 15)
    let integers = min(max(maximumIntegerDigits, 1), 15)
    let prefix = positivePrefix ?? ""
    let suffix = positiveSuffix ?? ""
    let attempts: [(AmountGrouping, Character, String, String)] = [
      (grouping, decimal, prefix, suffix), (grouping, decimal, "", ""), (.none, decimal, "", ""),
      (.commas, ".", "", ""),
    ]
    for (grouping, decimal, prefix, suffix) in attempts {
      if let mask = try? AmountMask(
        grouping: grouping, decimalSeparator: decimal, fractionDigits: fraction,
        maximumIntegerDigits: integers,
        prefix: prefix, suffix: suffix)
      {
        return mask
      }
    }
    return nil
  }
}
