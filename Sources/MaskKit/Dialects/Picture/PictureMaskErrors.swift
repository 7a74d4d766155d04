extension MaskErrorKind {
  /// A picture mask with no symbols at all.
  public static let pictureEmptyMask = MaskErrorKind(rawValue: "emptyMask")
  /// A picture mask that ends with the escape `;`.
  public static let pictureDanglingEscape = MaskErrorKind(rawValue: "danglingEscape")
  /// A picture mask that ends with `*` (and maybe a count) but nothing to repeat.
  public static let pictureDanglingRepetition = MaskErrorKind(rawValue: "danglingRepetition")
  /// A repetition count larger than `Int.max` (`*9223372036854775808#`).
  public static let pictureRepetitionTooLarge = MaskErrorKind(rawValue: "repetitionTooLarge")
  /// A `{` or `[` that is never closed.
  public static let pictureUnclosedGroup = MaskErrorKind(rawValue: "unclosedGroup")
  /// A `}` or `]` without its opening bracket.
  public static let pictureUnopenedGroup = MaskErrorKind(rawValue: "unopenedGroup")
  /// An alternative of a `{…}` or `[…]` with nothing in it.
  public static let pictureEmptyAlternative = MaskErrorKind(rawValue: "emptyAlternative")
  /// A `,` outside any `{…}` or `[…]`.
  public static let pictureStrayComma = MaskErrorKind(rawValue: "strayComma")
}

/// The bracket pairs of a picture mask.
enum PictureGroupKind: Sendable, Hashable {
  /// `{a,b}`: one alternative is required.
  case choice
  /// `[a,b]`: the alternatives are optional.
  case optional

  /// The opening bracket.
  var opening: Character { self == .choice ? "{" : "[" }
  /// The closing bracket.
  var closing: Character { self == .choice ? "}" : "]" }
  /// The op the group compiles to.
  var op: PictureOp { self == .choice ? .choice : .optional }
  /// A word for messages.
  var noun: String { self == .choice ? "group" : "optional part" }

  /// The group is still open at the end of the mask.
  func unclosed(openedAt start: Int, at position: Int) -> MaskSyntaxError {
    MaskSyntaxError(
      .pictureUnclosedGroup, at: position,
      "The \(noun) opened with '\(opening)' at character \(start) is never closed with '\(closing)'.")
  }

  /// An alternative of the group is empty.
  func emptyAlternative(at position: Int) -> MaskSyntaxError {
    MaskSyntaxError(
      .pictureEmptyAlternative, at: position,
      "An alternative of this \(noun) is empty at character \(position); put a symbol before it.")
  }

  /// A closing bracket without an opening one.
  func unopened(at position: Int) -> MaskSyntaxError {
    MaskSyntaxError(
      .pictureUnopenedGroup, at: position,
      "'\(closing)' at character \(position) closes a \(noun) that was never opened with '\(opening)'; "
        + "write ';\(closing)' for the character itself.")
  }
}
