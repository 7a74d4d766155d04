/// One entry of a ``WordingTable``: a text with `{name}` placeholders, or a choice among texts by the
/// plural category of a number.
///
/// In a table's JSON a text is a string and a choice an object naming its number and a branch per
/// category (`{"plural": "count", "one": "{count} Ziffer zu viel", "other": "{count} Ziffern zu viel"}`);
/// a branch may be an exact number (`"=0"`), tried before the categories, or another choice.
public indirect enum WordingMessage: Sendable, Hashable {
  /// A text; each `{name}` is replaced by the argument called `name`.
  case text(String)
  /// A choice by the number `argument`: the branch `=N` for exactly N, else the branch of the number's
  /// plural category, else `other`.
  case plural(argument: String, branches: [String: WordingMessage])

  /// Reads a message from a JSON value (a string, or an object with `plural`); nil for anything else.
  init?(json: Any) {
    if let text = json as? String {
      self = .text(text)
      return
    }
    guard let object = json as? [String: Any], let argument = object["plural"] as? String else { return nil }
    var branches: [String: WordingMessage] = [:]
    for (key, value) in object where key != "plural" {
      guard let branch = WordingMessage(json: value) else { return nil }
      branches[key] = branch
    }
    self = .plural(argument: argument, branches: branches)
  }

  /// The text chosen for `numbers` in `language`; nil when a choice names a number it is not given or
  /// has neither the number's branch nor `other`.
  func text(numbers: (String) -> Int?, language: String) -> String? {
    let rule = PluralCategory.rule(for: language)
    return text(numbers: numbers) { PluralCategory.wholeNumberRule(rule, $0.magnitude) }
  }

  /// The text chosen for `numbers`, each number's category given by `category`.
  func text(numbers: (String) -> Int?, category: (Int) -> PluralCategory) -> String? {
    switch self {
    case .text(let text): return text
    case .plural(let argument, let branches):
      guard let number = numbers(argument) else { return nil }
      let branch =
        branches["=\(number)"] ?? branches[category(number).rawValue]
        ?? branches[PluralCategory.other.rawValue]
      return branch?.text(numbers: numbers, category: category)
    }
  }

  /// Every text of the message with the plural choices on the way to it (argument and branch key).
  var branches: [(path: [(argument: String, key: String)], text: String)] {
    switch self {
    case .text(let text): return [([], text)]
    case .plural(let argument, let branches):
      return branches.sorted { $0.key < $1.key }.flatMap { key, branch in
        branch.branches.map { ([(argument, key)] + $0.path, $0.text) }
      }
    }
  }

  /// Every choice of the message, outermost first.
  var choices: [(argument: String, keys: [String])] {
    guard case .plural(let argument, let branches) = self else { return [] }
    return [(argument, branches.keys.sorted())] + branches.values.flatMap(\.choices)
  }

  /// The placeholder names of `text`: each `{name}` of ASCII letters.
  static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      let name = after[..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) {
        names.append(String(name))
        rest = after[after.index(after: close)...]
      } else {
        rest = after
      }
    }
    return names
  }
}
