import Foundation
import MaskKit

extension MaskProblem {
  /// The problem's reason in the language of `locale` (`Locale.current` unless the app chooses):
  /// ``WordingTable/bundled(for:)``'s sentence with the problem's values formatted for the locale; a
  /// `custom` problem's own text.
  ///
  /// `MaskProblem.identifier(.checkDigits("09")).localizedDescription(locale: Locale(identifier: "de"))`
  /// is `Prüfziffern müssen 09 lauten`. A language MaskKit has no table for reads English.
  public func localizedDescription(locale: Locale = .current) -> String {
    localizedDescription(with: WordingFormatter.bundled(for: locale))
  }

  /// The problem's reason as `table` words it, with numbers and dates formatted for `locale`; the
  /// English table's words where `table` has no entry for the problem.
  public func localizedDescription(table: WordingTable, locale: Locale = .current) -> String {
    localizedDescription(with: WordingFormatter(table: table, locale: locale))
  }

  /// The reason from `formatter`'s table, else the English table's, else `description`: the entry
  /// `problems.<key>` of the problem's ``MaskProblem/shape``, filled with its arguments. A kind's new
  /// problem needs only its entries in the tables.
  func localizedDescription(with formatter: WordingFormatter) -> String {
    if case .custom(let reason) = self { return reason }
    let (key, arguments) = wordingEntry(term: { key, fallback in
      formatter.table.entries[key].flatMap {
        $0.text(numbers: { _ in nil }, language: formatter.table.language)
      } ?? fallback
    })
    return formatter.text("problems." + key, arguments) ?? description
  }

  /// The table key of the problem's sentence (`checkDigits`, `shouldBeDigit.missing`) and its
  /// arguments; `term` words a ``ProblemArgument/term(key:fallback:)`` (a scheme's name).
  func wordingEntry(
    term: (_ key: String, _ fallback: String) -> String
  ) -> (key: String, arguments: [String: WordingArgument]) {
    let shape = shape
    return (shape.key, shape.arguments.mapValues { WordingArgument($0, term: term) })
  }
}

extension WordingArgument {
  /// The wording argument of a problem's argument; `term` words a term.
  init(_ argument: ProblemArgument, term: (_ key: String, _ fallback: String) -> String) {
    if case .term(let key, let fallback) = argument {
      self = .text(term(key, fallback))
    } else {
      self = .value(argument)
    }
  }
}
