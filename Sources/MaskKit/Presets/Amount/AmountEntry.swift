/// How typed digits fill an amount field.
public enum AmountEntry: String, Sendable, Hashable, CaseIterable {
  /// From the left, as on a keyboard: `1`, `12`, `12.`, `12.3`.
  case leftToRight
  /// From the right, as on a card terminal: `123` is `1.23`; the decimal separator is never typed.
  case cents
}
