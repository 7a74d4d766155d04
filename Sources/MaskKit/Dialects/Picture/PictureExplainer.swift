/// Renders a compiled picture mask as an indented tree, without recursion.
enum PictureExplainer {
  /// One line per node: its kind and the mask text it came from, indented by depth.
  static func explain(_ program: PictureProgram) -> String {
    var lines: [String] = []
    var pending: [(node: Int, depth: Int, label: String?)] = [(program.root, 0, "mask")]
    while let (index, depth, label) = pending.popLast() {
      guard program.nodes.indices.contains(index) else { continue }
      let node = program.nodes[index]
      let name = label ?? describe(node.kind)
      let indent = String(repeating: "  ", count: depth)
      lines.append("\(indent)\(name) \"\(program.sourceText(of: node))\"")
      let childLabel: String? =
        switch node.kind {
        case .choice, .optional: "alternative"
        default: nil
        }
      for child in node.children.reversed() { pending.append((child, depth + 1, childLabel)) }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ kind: PictureNodeKind) -> String {
    switch kind {
    case .slot(let slot): slot.name
    case .literal(let character): "literal '\(character)'"
    case .sequence: "sequence"
    case .choice: "choice"
    case .optional: "optional"
    case .repetition(let count): count > 0 ? "repeat \(count) times" : "repeat any number of times"
    }
  }
}
