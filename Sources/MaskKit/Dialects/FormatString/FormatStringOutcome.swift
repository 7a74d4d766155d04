/// What applying a format string to a text gives, with what did not fit.
public struct FormatStringOutcome: Sendable, Hashable {
  /// The formatted text: every position of the format written, missing slots blank.
  public var text: String
  /// Whether every slot could take its character (the original's `validForLastInput`).
  ///
  /// Characters beyond the format do not affect it; they are reported in `overflow`.
  public var isValid: Bool
  /// Whether every slot got a character of the text.
  public var isFull: Bool
  /// The characters of the text that came after the last position of the format, which were left out.
  public var overflow: String

  /// Creates an outcome.
  public init(text: String, isValid: Bool, isFull: Bool, overflow: String) {
    self.text = text
    self.isValid = isValid
    self.isFull = isFull
    self.overflow = overflow
  }

  /// Valid, full, and nothing left out.
  public var isComplete: Bool { isValid && isFull && overflow.isEmpty }
}
