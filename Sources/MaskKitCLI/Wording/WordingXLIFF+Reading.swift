import MaskKitFoundation

extension WordingXLIFF {
  /// A table read from an XLIFF file, with the order its units gave.
  struct Imported {
    /// The table.
    var table: WordingTable
    /// The keys in the order of the file's units, and its `sameAsEnglish` keys in order.
    var layout: WordingTableLayout
  }

  /// One translated unit of an entry: its path of choices, text, id and line.
  private struct Branch {
    var path: ArraySlice<Step>
    var text: String
    var id: String
    var line: Int
  }

  /// Reads the XLIFF 1.2 text `text` (as ``export(_:layout:english:englishLayout:notes:)`` writes it,
  /// or as a translator's tool saves it) into a table; a unit without a target, or with an empty one,
  /// is left out. Throws naming the line and unit of the first fault.
  static func read(_ text: String) throws(WordingXLIFFError) -> Imported {
    let root: XMLElement
    do {
      root = try XMLReader.read(text)
    } catch {
      throw WordingXLIFFError(line: error.line, unit: nil, reason: "not XML: \(error.reason)")
    }
    guard root.localName == "xliff" else {
      throw WordingXLIFFError(
        line: root.line, unit: nil, reason: "the root element is <\(root.name)>, not <xliff>")
    }
    guard root.attribute("version") == "1.2" else {
      let version = root.attribute("version") ?? "none"
      throw WordingXLIFFError(line: root.line, unit: nil, reason: "XLIFF version \(version), not 1.2")
    }
    let files = root.elements.filter { $0.localName == "file" }
    guard files.count == 1, let file = files.first else {
      throw WordingXLIFFError(
        line: files.dropFirst().first?.line ?? root.line, unit: nil,
        reason: "\(files.count) <file> elements; a wording table is one")
    }
    guard let language = file.attribute("target-language"), !language.isEmpty else {
      throw WordingXLIFFError(line: file.line, unit: nil, reason: "<file> has no target-language")
    }
    var sameAsEnglish: [String] = []
    for header in file.elements where header.localName == "header" {
      for element in header.elements where element.localName == "same-as-english" {
        guard let key = element.attribute("key"), !key.isEmpty else {
          throw WordingXLIFFError(line: element.line, unit: nil, reason: "<\(element.name)> has no key")
        }
        if !sameAsEnglish.contains(key) { sameAsEnglish.append(key) }
      }
    }
    var units: [XMLElement] = []
    for body in file.elements where body.localName == "body" { collectUnits(body, into: &units) }
    var table = WordingTable(language: language, name: language, entries: [:])
    table.sameAsEnglish = Set(sameAsEnglish)
    var branches: [String: [Branch]] = [:]
    var order: [String] = []
    var seen: [String: Int] = [:]
    for unit in units {
      guard let id = unit.attribute("id"), !id.isEmpty else {
        throw WordingXLIFFError(line: unit.line, unit: nil, reason: "<trans-unit> has no id")
      }
      if let first = seen[id] {
        throw WordingXLIFFError(
          line: unit.line, unit: id, reason: "the id is given twice (first on line \(first))")
      }
      seen[id] = unit.line
      let target = try targetText(of: unit, id: id)
      switch id {
      case "name":
        if let target { table.name = target }
      case "listSeparator":
        if let target { table.listSeparator = target }
      default:
        let (key, path) = try parse(id: id, line: unit.line)
        guard let target, !target.isEmpty else { continue }
        if branches[key] == nil { order.append(key) }
        branches[key, default: []].append(Branch(path: path[...], text: target, id: id, line: unit.line))
      }
    }
    for key in order {
      table.entries[key] = try message(branches[key] ?? [])
    }
    return Imported(table: table, layout: WordingTableLayout(keys: order, sameAsEnglish: sameAsEnglish))
  }

  /// The `<trans-unit>` elements under `element`, in order (inside `<group>`s too).
  private static func collectUnits(_ element: XMLElement, into units: inout [XMLElement]) {
    for child in element.elements {
      switch child.localName {
      case "trans-unit": units.append(child)
      case "group": collectUnits(child, into: &units)
      default: break
      }
    }
  }

  /// The text of the unit's `<target>` (its `<mrk>` and `<g>` elements read as their text), or nil
  /// without one.
  private static func targetText(of unit: XMLElement, id: String) throws(WordingXLIFFError) -> String? {
    let targets = unit.elements.filter { $0.localName == "target" }
    guard let target = targets.first else { return nil }
    guard targets.count == 1 else {
      throw WordingXLIFFError(line: targets[1].line, unit: id, reason: "more than one <target>")
    }
    return try flattened(target, id: id)
  }

  private static func flattened(_ element: XMLElement, id: String) throws(WordingXLIFFError) -> String {
    var text = ""
    for child in element.children {
      switch child {
      case .text(let run): text += run
      case .element(let inner) where inner.localName == "mrk" || inner.localName == "g":
        text += try flattened(inner, id: id)
      case .element(let inner):
        throw WordingXLIFFError(
          line: inner.line, unit: id,
          reason: "<\(inner.name)> inside <\(element.name)>: a wording text is plain text (write it out)")
      }
    }
    return text
  }

  /// The entry key and the path of choices of a unit id (`problems.digitsTooMany#count=one`).
  private static func parse(id: String, line: Int) throws(WordingXLIFFError) -> (String, [Step]) {
    let parts = id.split(separator: "#", omittingEmptySubsequences: false)
    let key = String(parts[0])
    let sections = WordingTable.sections
    guard let dot = key.firstIndex(of: "."), sections.contains(String(key[..<dot])),
      key.index(after: dot) < key.endIndex
    else {
      throw WordingXLIFFError(
        line: line, unit: id,
        reason: "not an entry's id: SECTION.KEY, the section one of \(sections.joined(separator: ", "))")
    }
    var path: [Step] = []
    for part in parts.dropFirst() {
      guard let equals = part.firstIndex(of: "="), equals > part.startIndex,
        part[..<equals].allSatisfy({ $0.isASCII && $0.isLetter }), part.index(after: equals) < part.endIndex
      else {
        throw WordingXLIFFError(
          line: line, unit: id, reason: "'#\(part)' is not a plural branch #NUMBER=BRANCH (#count=one)")
      }
      let argument = String(part[..<equals])
      if path.contains(where: { $0.argument == argument }) {
        throw WordingXLIFFError(line: line, unit: id, reason: "chooses by {\(argument)} twice")
      }
      path.append((argument, String(part[part.index(after: equals)...])))
    }
    return (key, path)
  }

  /// The message of an entry's branches: a text, or a choice built from their paths.
  private static func message(_ branches: [Branch]) throws(WordingXLIFFError) -> WordingMessage {
    guard let first = branches.first else { return .text("") }
    if first.path.isEmpty || branches.contains(where: { $0.path.isEmpty }) {
      guard branches.count == 1 else {
        let plain = branches.first { $0.path.isEmpty } ?? first
        let other = branches.first { $0.id != plain.id } ?? first
        throw WordingXLIFFError(
          line: other.line, unit: other.id,
          reason: "unit '\(plain.id)' (line \(plain.line)) gives this entry one text, so it has no branches")
      }
      return .text(first.text)
    }
    let argument = first.path[first.path.startIndex].argument
    var keys: [String] = []
    var grouped: [String: [Branch]] = [:]
    for branch in branches {
      let step = branch.path[branch.path.startIndex]
      guard step.argument == argument else {
        throw WordingXLIFFError(
          line: branch.line, unit: branch.id,
          reason:
            "chooses by {\(step.argument)} where unit '\(first.id)' (line \(first.line)) chooses by {\(argument)}"
        )
      }
      if grouped[step.key] == nil { keys.append(step.key) }
      var rest = branch
      rest.path = branch.path.dropFirst()
      grouped[step.key, default: []].append(rest)
    }
    var messages: [String: WordingMessage] = [:]
    for key in keys { messages[key] = try message(grouped[key] ?? []) }
    return .plural(argument: argument, branches: messages)
  }
}
