/// MaskKit's English sentences for problems, from the English wording table: their one home.
///
/// `Scripts/generate-wording-tables.py` writes the table's `problems` entries into
/// `Generated/EnglishWording+Generated.swift`; a kind declares a problem's code, key and arguments and
/// its English sentence is the table's, filled here with each argument's English text.
enum EnglishWording {
  /// One entry of the English table: a sentence, or one sentence per plural category.
  enum Entry: Sendable {
    /// A sentence with `{name}` placeholders.
    case text(String)
    /// The sentence for `one` or `other` by the number argument `argument`.
    case plural(String, one: String, other: String)
  }

  /// The sentence of `key` (below `problems.`) with its placeholders filled from `arguments` (or from
  /// `values`, the English text a kind gives an argument in place of its usual one); `key` itself when
  /// the table has no such entry.
  static func sentence(
    _ key: String, _ arguments: [String: ProblemArgument], values: [String: String]
  ) -> String {
    guard let entry = entries["problems." + key] else { return key }
    let template: String
    switch entry {
    case .text(let text): template = text
    case .plural(let argument, let one, let other):
      if case .number(let count)? = arguments[argument], count == 1 {
        template = one
      } else {
        template = other
      }
    }
    return fill(template) { name in values[String(name)] ?? arguments[String(name)].map(english) }
  }

  /// `template` with each `{name}` that `value` knows replaced by its text; other braces kept.
  static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}"),
        let text = value(rest[afterOpen..<close])
      else {
        result.append("{")
        rest = rest[afterOpen...]
        continue
      }
      result += text
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// An argument's English text: text as it is, numbers in ASCII digits, a month by its name, a
  /// region by its code, lists joined by `, `, a term by its English name.
  static func english(_ argument: ProblemArgument) -> String {
    switch argument {
    case .text(let text), .decimal(let text), .region(let text): text
    case .number(let number): String(number)
    case .date(let date): date.description
    case .regions(let items), .list(let items): items.joined(separator: ", ")
    case .month(let month): MaskProblem.monthNames[min(max(month, 1), 12) - 1]
    case .term(_, let fallback): fallback
    }
  }
}
