extension MaskErrorKind {
  /// The mask has no characters at all.
  public static let emptyMask = MaskErrorKind(rawValue: "emptyMask")
  /// A `[` or `{` is never closed.
  public static let unclosedBlock = MaskErrorKind(rawValue: "unclosedBlock")
  /// A `]` or `}` closes nothing, or closes a block of the other kind.
  public static let unexpectedClosingBracket = MaskErrorKind(rawValue: "unexpectedClosingBracket")
  /// A block opens inside another block.
  public static let nestedBlock = MaskErrorKind(rawValue: "nestedBlock")
  /// A block holds nothing: `[]` or `{}`.
  public static let emptyBlock = MaskErrorKind(rawValue: "emptyBlock")
  /// A character in a `[]` block is neither a built-in symbol nor a custom notation.
  public static let unknownSymbol = MaskErrorKind(rawValue: "unknownSymbol")
  /// A backslash ends the mask, or escapes a character inside a `[]` block.
  public static let misplacedEscape = MaskErrorKind(rawValue: "misplacedEscape")
  /// A custom notation is unusable: it redefines a built-in symbol or a bracket, or repeats another one.
  public static let invalidNotation = MaskErrorKind(rawValue: "invalidNotation")
}
