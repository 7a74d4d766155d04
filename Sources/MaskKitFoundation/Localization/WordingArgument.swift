import MaskKit

/// A value a wording table's placeholder is filled with, formatted for the table's language when it is
/// filled: a problem's value (``ProblemArgument``, its terms already worded as text) or a sentence.
enum WordingArgument: Sendable, Hashable {
  /// A value of a problem's kinds, as the locale shows it: text as it is, a number in the locale's digits
  /// (no grouping), a decimal with the locale's separators, a date as the locale writes one, a region by
  /// its name in the table's language, a month by its standalone name, regions and items joined with the
  /// table's list separator.
  case value(ProblemArgument)
  /// A sentence in the table's language already (a reason in an announcement).
  case sentence(String)

  /// Text from the input or the mask, shown as it is (`09`, `K1A 0B`, `'x'`).
  static func text(_ text: String) -> Self { .value(.text(text)) }

  /// A whole number (a count, a position, a year).
  static func number(_ number: Int) -> Self { .value(.number(number)) }

  /// The whole number, for a plural choice.
  var number: Int? {
    if case .value(.number(let value)) = self { return value }
    return nil
  }
}
