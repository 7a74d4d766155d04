/// How the integer digits of an amount are grouped: `1,234,567` or the Indian `12,34,567`.
public struct AmountGrouping: Sendable, Hashable {
  /// The character between groups; nil for no grouping.
  public var separator: Character?
  /// The size of the group next to the decimal separator.
  public var size: Int
  /// The size of every group further left.
  public var secondarySize: Int

  /// Creates a grouping; `secondarySize` defaults to `size`.
  public init(separator: Character?, size: Int = 3, secondarySize: Int? = nil) {
    self.separator = separator
    self.size = size
    self.secondarySize = secondarySize ?? size
  }

  /// No grouping: `1234567`.
  public static let none = AmountGrouping(separator: nil)
  /// Thousands separated by commas: `1,234,567`.
  public static let commas = AmountGrouping(separator: ",")
  /// Thousands separated by full stops: `1.234.567`.
  public static let dots = AmountGrouping(separator: ".")
  /// Thousands separated by spaces: `1 234 567`.
  public static let spaces = AmountGrouping(separator: " ")
  /// Lakh and crore grouping: `12,34,567`.
  public static let indian = AmountGrouping(separator: ",", size: 3, secondarySize: 2)

  /// `digits` with separators inserted, and for each digit its offset in the result.
  func group(_ digits: [Character]) -> (text: [Character], offsets: [Int]) {
    var text: [Character] = []
    var offsets: [Int] = []
    text.reserveCapacity(digits.count * 2)
    for (index, digit) in digits.enumerated() {
      let remaining = digits.count - index
      if index > 0, let separator, isBoundary(remaining) { text.append(separator) }
      offsets.append(text.count)
      text.append(digit)
    }
    return (text, offsets)
  }

  /// Whether a separator goes before the digit that has `remaining - 1` digits after it.
  private func isBoundary(_ remaining: Int) -> Bool {
    guard size > 0, remaining > size else { return remaining == size && size > 0 }
    guard secondarySize > 0 else { return false }
    return (remaining - size) % secondarySize == 0
  }
}
