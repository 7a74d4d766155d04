import MaskKit

/// A value a wording table's placeholder is filled with, formatted for the table's language when it is
/// filled.
enum WordingArgument: Sendable, Hashable {
  /// Text from the input or the mask, shown as it is (`09`, `K1A 0B`, `'x'`).
  case text(String)
  /// A whole number: the locale's digits, no grouping (a count, a position, a year).
  case number(Int)
  /// A decimal in ASCII digits with `.` (`-10.00`): the locale's separators and digits.
  case decimal(String)
  /// A calendar date, as the locale writes one.
  case date(CalendarDate)
  /// A region code, said as the region's name in the table's language (`DE` → `Deutschland`).
  case region(String)
  /// Region codes, as their names joined with the table's list separator.
  case regions([String])
  /// A month 1–12, as its standalone name in the table's language.
  case month(Int)
  /// Items joined with the table's list separator.
  case list([String])
  /// A sentence in the table's language already (a reason in an announcement).
  case sentence(String)

  /// The whole number, for a plural choice.
  var number: Int? {
    if case .number(let value) = self { return value }
    return nil
  }
}
