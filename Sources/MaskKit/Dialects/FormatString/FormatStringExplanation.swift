extension FormatStringMask {
  /// The format's positions in words, one line per run of equal positions:
  ///
  /// ```
  /// format "(###) ###-####": 14 positions, 10 slots
  ///   0      literal "("
  ///   1–3    3 × digit (a space when missing)
  /// ```
  public var explanation: String {
    var lines = ["format \"\(format)\": \(symbols.count) positions, \(slotCount) slots"]
    if let syntaxError { lines.append("  note: \(syntaxError.message)") }
    var start = 0
    while start < symbols.count {
      var end = start + 1
      while end < symbols.count, Self.sameRun(symbols[start], symbols[end]) { end += 1 }
      lines.append(Self.line(symbols[start..<end], from: start))
      start = end
    }
    return lines.joined(separator: "\n")
  }

  private static func sameRun(_ first: FormatStringSymbol, _ next: FormatStringSymbol) -> Bool {
    switch (first, next) {
    case (.literal, .literal): return true
    case (.slot(let a), .slot(let b)): return a == b
    default: return false
    }
  }

  private static func line(_ run: ArraySlice<FormatStringSymbol>, from start: Int) -> String {
    let end = start + run.count - 1
    let range = start == end ? "\(start)" : "\(start)–\(end)"
    let padded = range + String(repeating: " ", count: max(1, 7 - range.count))
    guard case .slot(let slot) = run.first else {
      var literals = ""
      for case .literal(let literal) in run { literals.append(literal) }
      return "  \(padded)literal \"\(literals)\""
    }
    let count = run.count == 1 ? "" : "\(run.count) × "
    return "  \(padded)\(count)\(slot.summary) `\(slot.rawValue)`"
  }
}
