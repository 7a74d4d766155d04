import MaskKit
import MaskKitFoundation

/// The order a wording table's JSON text writes its keys in, which a `WordingTable` (a dictionary)
/// does not keep: the entries' keys (`problems.checkDigits`) and the `sameAsEnglish` list as written.
struct WordingTableLayout: Sendable, Hashable {
  /// The entries' full keys in the order written, section by section.
  var keys: [String] = []
  /// The `sameAsEnglish` keys in the order written.
  var sameAsEnglish: [String] = []

  /// The layout of the table JSON `text`; empty when it is not a JSON object.
  init(json text: String) {
    guard let root = try? JSONReader.read(text), case .object(let members) = root.value else { return }
    for (name, member) in members {
      switch member.value {
      case .object(let entries) where WordingTable.sections.contains(name):
        keys += entries.map { name + "." + $0.key }
      case .array(let items) where name == "sameAsEnglish":
        sameAsEnglish = items.compactMap { if case .string(let key) = $0.value { key } else { nil } }
      default: break
      }
    }
  }

  /// A layout listing `keys` and `sameAsEnglish` in these orders.
  init(keys: [String], sameAsEnglish: [String]) {
    self.keys = keys
    self.sameAsEnglish = sameAsEnglish
  }

  /// `keys` in this layout's order, then the others by name.
  func ordered(_ keys: some Collection<String>) -> [String] {
    let present = Set(keys)
    var seen = Set<String>()
    let known = self.keys.filter { present.contains($0) && seen.insert($0).inserted }
    return known + present.subtracting(known).sorted()
  }
}

/// Writes a wording table as the canonical JSON text of the bundled files: two-space indentation, one
/// member per line, `language`, `name`, `listSeparator`, `sameAsEnglish` (when not empty), then the
/// sections in ``WordingTable/sections`` order with their keys in the layout's order, a plural choice's
/// `plural` first and its branches exact numbers first (`=0`), then CLDR's order of categories. Strings
/// are escaped as Python's `json.dumps(…, ensure_ascii=False)` escapes them, so a file written by
/// `json.dump(table, file, indent=2, ensure_ascii=False)` in the same order is this text.
enum WordingTableJSON {
  /// The JSON text of `table`, ending with a newline.
  static func text(_ table: WordingTable, layout: WordingTableLayout) -> String {
    var members: [(String, String)] = [
      ("language", string(table.language)), ("name", string(table.name)),
      ("listSeparator", string(table.listSeparator)),
    ]
    let same = layout.sameAsEnglish.filter(table.sameAsEnglish.contains)
    let sameAsEnglish = same + table.sameAsEnglish.subtracting(same).sorted()
    if !sameAsEnglish.isEmpty {
      members.append(("sameAsEnglish", array(sameAsEnglish.map(string), depth: 1)))
    }
    let keys = layout.ordered(table.entries.keys)
    for section in WordingTable.sections {
      let prefix = section + "."
      let entries = keys.filter { $0.hasPrefix(prefix) }.compactMap { key in
        table.entries[key].map { (String(key.dropFirst(prefix.count)), message($0, depth: 2)) }
      }
      if !entries.isEmpty { members.append((section, object(entries, depth: 1))) }
    }
    return object(members, depth: 0) + "\n"
  }

  /// The branches of a choice in the canonical order: exact numbers by value, categories as CLDR
  /// lists them, any other key by name.
  static func orderedBranches(_ branches: [String: WordingMessage]) -> [(
    key: String, message: WordingMessage
  )] {
    func rank(_ key: String) -> (Int, Int, String) {
      if key.hasPrefix("="), let number = Int(key.dropFirst()) { return (0, number, key) }
      if let category = PluralCategory(rawValue: key) {
        return (1, PluralCategory.allCases.firstIndex(of: category) ?? 0, key)
      }
      return (2, 0, key)
    }
    return branches.sorted { rank($0.key) < rank($1.key) }.map { ($0.key, $0.value) }
  }

  private static func message(_ message: WordingMessage, depth: Int) -> String {
    switch message {
    case .text(let text): return string(text)
    case .plural(let argument, let branches):
      let members =
        [("plural", string(argument))]
        + orderedBranches(branches).map { ($0.key, Self.message($0.message, depth: depth + 1)) }
      return object(members, depth: depth)
    }
  }

  private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

  private static func object(_ members: [(String, String)], depth: Int) -> String {
    guard !members.isEmpty else { return "{}" }
    let inner = indent(depth + 1)
    let lines = members.map { inner + string($0.0) + ": " + $0.1 }
    return "{\n" + lines.joined(separator: ",\n") + "\n" + indent(depth) + "}"
  }

  private static func array(_ items: [String], depth: Int) -> String {
    guard !items.isEmpty else { return "[]" }
    let inner = indent(depth + 1)
    return "[\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent(depth) + "]"
  }

  /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t` … or `\u001f`.
  static func string(_ text: String) -> String {
    var out = ""
    JSONNode.write(text, to: &out)
    return out
  }
}
