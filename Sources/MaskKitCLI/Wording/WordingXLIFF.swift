import MaskKitFoundation

/// Why an XLIFF file cannot be read back into a wording table (or a table cannot be written as one):
/// the line and the unit concerned, when known.
struct WordingXLIFFError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line of the file (from 1), or nil.
  var line: Int?
  /// The unit's id (`problems.digitsTooMany#count=one`), or nil.
  var unit: String?
  /// What is wrong.
  var reason: String

  /// `line 12: unit 'problems.x#count=one': …`.
  var description: String {
    var parts: [String] = []
    if let line { parts.append("line \(line)") }
    if let unit { parts.append("unit '\(unit)'") }
    parts.append(reason)
    return parts.joined(separator: ": ")
  }
}

/// A wording table as an XLIFF 1.2 file for translators, and back.
///
/// One `<file>` (`source-language="en"`, `target-language` the table's language) whose units are, in
/// order, `name` and `listSeparator` (the language's name in itself and what joins a list), then every
/// entry: its id is the entry's key (`problems.failsLuhn`), its `<source>` English's text, its
/// `<target>` the table's, its `<note>` the English table's note on the entry. A plural choice is one
/// unit per branch, the key followed by `#ARGUMENT=BRANCH` for each choice on the way to it
/// (`problems.digitsTooMany#count=one`; nested choices `…#empty=one#total=other`; an exact number
/// `#count==0`). An entry English has and the table lacks is a unit without `<target>` (for a plural
/// choice, one per category the language needs); a unit without a target, or with an empty one, is
/// left out when the file is read. The table's `sameAsEnglish` keys are `<mk:same-as-english key="…"/>`
/// elements of the file's `<header>` (namespace `urn:maskkit:wording`). Reading a file back gives the
/// table it was written from, with the keys in the file's order.
enum WordingXLIFF {
  /// XLIFF 1.2's namespace.
  static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
  /// The namespace of MaskKit's own header elements.
  static let wordingNamespace = "urn:maskkit:wording"

  /// One choice on the way to a branch: the number chosen by and the branch's key (`count`, `one`).
  typealias Step = (argument: String, key: String)

  /// One unit of the file.
  struct Unit {
    var id: String
    var source: String
    var target: String?
    var note: String?
  }

  // MARK: Writing

  /// The XLIFF text of `table` (laid out as `layout`), with `english`'s texts as sources and `notes` as
  /// notes; throws when a text holds a character XML 1.0 cannot carry.
  static func export(
    _ table: WordingTable, layout: WordingTableLayout, english: WordingTable,
    englishLayout: WordingTableLayout,
    notes: [String: WordingNote]
  ) throws(WordingXLIFFError) -> String {
    var units = [
      Unit(
        id: "name", source: english.name, target: table.name,
        note: "The language's name written in the language itself (English, Deutsch, 日本語)."),
      Unit(
        id: "listSeparator", source: english.listSeparator, target: table.listSeparator,
        note: "What joins the items of a list (\", \" in English, \"、\" in Japanese, \"، \" in Arabic), with "
          + "any space it needs: the regions of problems.regionNotAllowed, the brands of problems.brandNotAccepted."
      ),
    ]
    for key in unitKeys(table: table, layout: layout, english: english, englishLayout: englishLayout) {
      units += entryUnits(key, table: table, english: english, note: notes[key])
    }
    let same = layout.sameAsEnglish.filter(table.sameAsEnglish.contains)
    let sameAsEnglish = same + table.sameAsEnglish.subtracting(same).sorted()
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<xliff version="1.2" xmlns="\#(namespace)" xmlns:mk="\#(wordingNamespace)">"#,
      #"  <file original="\#(try attribute(table.language + ".json"))" source-language="\#(try attribute(english.language))" target-language="\#(try attribute(table.language))" datatype="plaintext">"#,
    ]
    if !sameAsEnglish.isEmpty {
      lines.append("    <header>")
      for key in sameAsEnglish {
        lines.append(#"      <mk:same-as-english key="\#(try attribute(key))"/>"#)
      }
      lines.append("    </header>")
    }
    lines.append("    <body>")
    for unit in units {
      do {
        lines.append(#"      <trans-unit id="\#(try attribute(unit.id))" xml:space="preserve">"#)
        lines.append("        <source>\(try content(unit.source))</source>")
        if let target = unit.target { lines.append("        <target>\(try content(target))</target>") }
        if let note = unit.note { lines.append("        <note>\(try content(note))</note>") }
        lines.append("      </trans-unit>")
      } catch {
        throw WordingXLIFFError(line: nil, unit: unit.id, reason: error.reason)
      }
    }
    lines += ["    </body>", "  </file>", "</xliff>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The entries' keys in the order of the units: the table's in its layout's order, each entry only
  /// English has placed after the nearest entry before it in English's order (or first in its section).
  static func unitKeys(
    table: WordingTable, layout: WordingTableLayout, english: WordingTable, englishLayout: WordingTableLayout
  ) -> [String] {
    var keys = layout.ordered(table.entries.keys)
    let englishKeys = englishLayout.ordered(english.entries.keys)
    func section(_ key: String) -> Int {
      WordingTable.sections.firstIndex { key.hasPrefix($0 + ".") } ?? WordingTable.sections.count
    }
    for (index, key) in englishKeys.enumerated() where table.entries[key] == nil {
      let before = englishKeys[..<index].reversed().first { section($0) == section(key) && keys.contains($0) }
      if let before, let position = keys.firstIndex(of: before) {
        keys.insert(key, at: position + 1)
      } else {
        let position = keys.firstIndex { section($0) >= section(key) } ?? keys.endIndex
        keys.insert(key, at: position)
      }
    }
    return keys
  }

  /// The units of the entry `key`: one, or one per branch of a plural choice.
  private static func entryUnits(
    _ key: String, table: WordingTable, english: WordingTable, note: WordingNote?
  )
    -> [Unit]
  {
    let source = english.entries[key]
    let noteText = note.map { $0.text(placeholderOrder: placeholderOrder(source ?? table.entries[key])) }
    guard let message = table.entries[key] else {
      // Not translated yet: the branches the language needs, without a target.
      return skeleton(source ?? .text(""), language: table.language).map { path in
        Unit(
          id: id(key, path), source: englishText(source, path), target: nil,
          note: branchNote(noteText, path, language: table.language))
      }
    }
    return branches(message).map { path, text in
      Unit(
        id: id(key, path), source: englishText(source, path), target: text,
        note: branchNote(noteText, path, language: table.language))
    }
  }

  /// Every text of `message` with its path, branches in the canonical order.
  static func branches(_ message: WordingMessage) -> [(path: [Step], text: String)] {
    switch message {
    case .text(let text): return [([], text)]
    case .plural(let argument, let branches):
      return WordingTableJSON.orderedBranches(branches).flatMap { key, branch in
        Self.branches(branch).map { ([(argument, key)] + $0.path, $0.text) }
      }
    }
  }

  /// The paths a translation of the English message `message` needs in `language`: a choice by each
  /// number English chooses by, with a branch for each category the language needs for whole numbers
  /// (a plain text where it needs only `other`).
  private static func skeleton(_ message: WordingMessage, language: String) -> [[Step]] {
    guard case .plural(let argument, let branches) = message else { return [[]] }
    let categories = PluralCategory.wholeNumberCategories(language: language)
    guard categories.count > 1 else { return [[]] }
    return categories.flatMap { category in
      let branch = branches[category.rawValue] ?? branches["other"] ?? .text("")
      return skeleton(branch, language: language).map { [(argument, category.rawValue)] + $0 }
    }
  }

  /// English's text for the branch at `path`: at each English choice, the branch the path names, else
  /// `other`.
  private static func englishText(_ message: WordingMessage?, _ path: [Step]) -> String {
    var current = message
    while case .plural(let argument, let branches) = current {
      let key = path.first { $0.argument == argument }?.key
      current = key.flatMap { branches[$0] } ?? branches["other"] ?? branches.values.first
    }
    if case .text(let text) = current { return text }
    return ""
  }

  /// The placeholders of `message` in the order its first text writes them, then its numbers.
  private static func placeholderOrder(_ message: WordingMessage?) -> [String] {
    guard let message else { return [] }
    var names: [String] = []
    for (path, text) in branches(message) {
      for name in placeholders(in: text) + path.map(\.argument) where !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The `{name}` placeholders of `text`, in order.
  private static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let name = rest[rest.index(after: open)..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) { names.append(String(name)) }
      rest = rest[rest.index(after: open)...]
    }
    return names
  }

  /// The entry's note, and for a branch which numbers it is for.
  private static func branchNote(_ note: String?, _ path: [Step], language: String) -> String? {
    guard !path.isEmpty else { return note }
    let samples = PluralCategory.numbersReaching(language: language)
    let forms = path.map { step in
      if step.key.hasPrefix("=") { return "{\(step.argument)} exactly \(step.key.dropFirst())" }
      let numbers = PluralCategory(rawValue: step.key).flatMap { samples[$0] }
      let examples = numbers.map { " (" + $0.map(String.init).joined(separator: ", ") + ", …)" } ?? ""
      return "{\(step.argument)} in the plural category \(step.key)\(examples)"
    }
    let form = "This unit is the form for " + forms.joined(separator: " and ") + "."
    return note.map { $0 + " " + form } ?? form
  }

  /// The unit id of the branch `path` of `key`.
  static func id(_ key: String, _ path: [Step]) -> String {
    key + path.map { "#\($0.argument)=\($0.key)" }.joined()
  }

  /// `text` as XML character data: `&`, `<`, `>` and a CR escaped.
  private static func content(_ text: String) throws(WordingXLIFFError) -> String {
    try escaped(text, attribute: false)
  }

  /// `text` as an attribute value in double quotes.
  private static func attribute(_ text: String) throws(WordingXLIFFError) -> String {
    try escaped(text, attribute: true)
  }

  private static func escaped(_ text: String, attribute: Bool) throws(WordingXLIFFError) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "\r": out += "&#13;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
        throw WordingXLIFFError(line: nil, unit: nil, reason: "holds \(code), which XML 1.0 cannot carry")
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
