extension BlockMask {
  /// A readable description of the mask: its display, then each block with its symbols.
  public var explanation: String {
    var lines = ["blocks mask \(source)", "shows \(templateText) (\(displayLength) characters)"]
    for block in blocks {
      let range = "\(block.templateRange.lowerBound)..<\(block.templateRange.upperBound)"
      lines.append("block \(block.index): \(block.pattern) at display \(range), \(block.length) slot(s)")
    }
    var seen = Set<BlockSymbol>()
    for slot in layout.slots where seen.insert(slot.symbol).inserted {
      lines.append("  \(slot.symbol.rawValue): \(slot.symbol.summary)")
    }
    if let templateDiagnostic { lines.append("template: \(templateDiagnostic)") }
    return lines.joined(separator: "\n")
  }
}
