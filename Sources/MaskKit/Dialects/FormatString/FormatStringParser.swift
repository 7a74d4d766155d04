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
    var joining: MaskSyntaxError?
    for (position, character) in format.enumerated() {
      if escapePosition == nil, character == "\\" {
        escapePosition = position
        continue
      }
      let symbol: FormatStringSymbol =
        escapePosition == nil
        ? FormatStringSlot(rawValue: character).map { .slot($0) } ?? .literal(character)
        : .literal(character)
      escapePosition = nil
      if joining == nil, case .literal(let previous)? = symbols.last, case .literal = symbol,
        (String(previous) + String(character)).count == 1
      {
        joining = MaskSyntaxError(
          .formatStringJoiningLiterals, at: position,
          "This literal joins the one before it into one character; put a slot between them.")
      }
      symbols.append(symbol)
    }
    if let joining { return (symbols, joining) }
    guard let escapePosition else { return (symbols, nil) }
    let error = MaskSyntaxError(
      .formatStringDanglingEscape, at: escapePosition,
      "The backslash at the end escapes nothing; write \\\\ for a literal backslash.")
    return (symbols, error)
  }
}
