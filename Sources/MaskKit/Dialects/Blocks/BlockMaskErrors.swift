extension MaskErrorKind {
  /// A blocks mask without any bracketed block.
  public static let noBlocks = MaskErrorKind(rawValue: "noBlocks")
  /// A blocks mask with an opening bracket inside a block.
  public static let nestedBracket = MaskErrorKind(rawValue: "nestedBracket")
  /// A blocks mask with a closing bracket outside any block.
  public static let strayClosingBracket = MaskErrorKind(rawValue: "strayClosingBracket")
  /// A bracket pair that is equal or uses a pattern symbol.
  public static let invalidBrackets = MaskErrorKind(rawValue: "invalidBrackets")
  /// A blocks mask with a literal that would join its neighbour into one character (a carriage return,
  /// a combining mark, a prepended mark, a conjoining jamo, half a flag), so the display would have
  /// fewer characters than the mask has positions.
  public static let joiningLiteral = MaskErrorKind(rawValue: "joiningLiteral")
}

/// Why a template does not fit a blocks mask under the strict check.
public enum TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The template is `""`.
  case empty
  /// The template is neither one character long nor as long as the displayed mask.
  case lengthMismatch(expected: Int, actual: Int)
  /// A slot of the template shows a character that cannot stand alone (a combining mark, a joiner)
  /// and would merge with its neighbours; `position` is its offset in the template.
  case joiningCharacter(position: Int)

  /// A sentence a person understands.
  public var description: String {
    switch self {
    case .empty:
      return "The template is empty; every empty slot shows *."
    case .lengthMismatch(let expected, let actual):
      return
        "The template has \(actual) characters but must have 1 or \(expected) (the mask without brackets);"
        + " every empty slot shows *."
    case .joiningCharacter(let position):
      return
        "The template character at \(position) cannot stand alone (it would join its neighbours);"
        + " every empty slot shows *."
    }
  }
}
