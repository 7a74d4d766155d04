/// Reads a format string into symbols: `# 0 X x * _` are slots, `\` makes the next character a literal,
/// everything else is a literal.
enum FormatStringParser {
  /// The symbols of `format`, and the syntax error when the format is malformed.
  ///
  /// A trailing backslash is reported and left out; the symbols before it are kept.
  static func parse(_ format: String) -> (symbols: [FormatStringSymbol], error: MaskSyntaxError?) {
    guard !format.isEmpty else {
      let error = MaskSyntaxError(.formatStringEmpty, at: 0, "The format is empty, so it shows nothing.")
      return ([], error)
    }
    var symbols: [FormatStringSymbol] = []
    var escapePosition: Int?
    for (position, character) in format.enumerated() {
      if escapePosition != nil {
        symbols.append(.literal(character))
        escapePosition = nil
      } else if character == "\\" {
        escapePosition = position
      } else if let slot = FormatStringSlot(rawValue: character) {
        symbols.append(.slot(slot))
      } else {
        symbols.append(.literal(character))
      }
    }
    guard let escapePosition else { return (symbols, nil) }
    let error = MaskSyntaxError(
      .formatStringDanglingEscape, at: escapePosition,
      "The backslash at the end escapes nothing; write \\\\ for a literal backslash.")
    return (symbols, error)
  }
}
