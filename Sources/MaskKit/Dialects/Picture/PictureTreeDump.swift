/// Writes a compiled picture mask the way NBPictureMaskField's `maskTreeToString` lays it out, without
/// recursion: a `-- MASK --` header, the mask, then between `-- START --` and `-- END --` one line per
/// node, `kind 'mask text'`, indented two spaces per level.
///
/// The kinds are the original's node types: `digit`, `letter`, `letterToUpper`, `letterToLower`,
/// `anyChar`, `anyCharToUpper`, `literal`, `repetition` (labelled with `*` and its count), `grouping`
/// (`{…}`), `optional` (`[…]`) and `group` (one alternative of either).
enum PictureTreeDump {
  /// Deeper levels are not indented further (so the dump of a deep mask stays linear in size).
  static let maxIndent = PictureExplainer.maxIndent
  /// Longer labels are cut.
  static let maxLabel = 256

  /// The dump of `program`.
  static func dump(_ program: PictureProgram) -> String {
    var lines = ["-- MASK --", String(program.mask), "-- START --"]
    var pending: [(node: Int, depth: Int)] = []
    if program.code.ops.indices.contains(program.root) {
      pending = program.children(of: program.root).reversed().map { ($0, 0) }
    }
    while let (node, depth) = pending.popLast() {
      guard program.code.ops.indices.contains(node) else { continue }
      let indent =
        depth <= maxIndent
        ? String(repeating: "  ", count: depth)
        : String(repeating: "  ", count: maxIndent) + "(depth \(depth)) "
      lines.append("\(indent)\(name(of: node, in: program)) '\(label(of: node, in: program))'")
      for child in program.children(of: node).reversed() { pending.append((child, depth + 1)) }
    }
    lines.append("-- END --")
    return lines.joined(separator: "\n")
  }

  /// The original's name for the node's type.
  private static func name(of node: Int, in program: PictureProgram) -> String {
    switch program.kind(of: node) {
    case .slot(.digit): "digit"
    case .slot(.letter): "letter"
    case .slot(.upperLetter): "letterToUpper"
    case .slot(.lowerLetter): "letterToLower"
    case .slot(.anyCharacter): "anyChar"
    case .slot(.upperAnyCharacter): "anyCharToUpper"
    case .literal: "literal"
    case .sequence: "group"
    case .choice: "grouping"
    case .optional: "optional"
    case .repetition: "repetition"
    }
  }

  /// The mask text of the node (a repetition: `*` and its count, as written), cut to `maxLabel`.
  private static func label(of node: Int, in program: PictureProgram) -> String {
    var source = program.sources[node]
    if case .repetition = program.kind(of: node), let body = program.children(of: node).first {
      source = source.lowerBound..<max(source.lowerBound, program.sources[body].lowerBound)
    }
    guard source.count > maxLabel else { return program.sourceText(source) }
    return program.sourceText(source.lowerBound..<source.lowerBound + maxLabel - 1) + "…"
  }
}
