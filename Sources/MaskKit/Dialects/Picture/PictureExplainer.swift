/// Renders a compiled picture mask as an indented tree, without recursion.
enum PictureExplainer {
  /// Deeper levels are not indented further (so the dump of a deep mask stays linear in size).
  static let maxIndent = 32
  /// Longer mask excerpts are cut.
  static let maxExcerpt = 60

  /// One line per node: its kind and the mask text it came from, indented by depth.
  ///
  /// Lines deeper than `maxIndent` levels keep that indentation and show their depth instead.
  static func explain(_ program: PictureProgram) -> String {
    var lines: [String] = []
    var pending: [(node: Int, depth: Int, label: String?)] = [(program.root, 0, "mask")]
    while let (index, depth, label) = pending.popLast() {
      guard program.code.ops.indices.contains(index) else { continue }
      let kind = program.kind(of: index)
      let name = label ?? describe(kind)
      let indent =
        depth <= maxIndent
        ? String(repeating: "  ", count: depth)
        : String(repeating: "  ", count: maxIndent) + "(depth \(depth)) "
      lines.append("\(indent)\(name) \"\(excerpt(of: program.sources[index], in: program))\"")
      let childLabel: String? =
        switch kind {
        case .choice, .optional: "alternative"
        default: nil
        }
      for child in program.children(of: index).reversed() { pending.append((child, depth + 1, childLabel)) }
    }
    return lines.joined(separator: "\n")
  }

  /// The node's mask text, shortened to `maxExcerpt` characters with an ellipsis.
  private static func excerpt(of source: Range<Int>, in program: PictureProgram) -> String {
    guard source.count > maxExcerpt else { return program.sourceText(source) }
    return program.sourceText(source.lowerBound..<source.lowerBound + maxExcerpt - 1) + "…"
  }

  private static func describe(_ kind: PictureNodeKind) -> String {
    switch kind {
    case .slot(let slot): slot.name
    case .literal: "literal"
    case .sequence: "sequence"
    case .choice: "choice"
    case .optional: "optional"
    case .repetition(let count): count > 0 ? "repeat \(count) times" : "repeat any number of times"
    }
  }
}
