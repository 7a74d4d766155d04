extension MaskErrorKind {
  /// A format string with no characters at all.
  public static let formatStringEmpty = MaskErrorKind(rawValue: "emptyFormat")
  /// A format string that ends with a backslash that has nothing to escape.
  public static let formatStringDanglingEscape = MaskErrorKind(rawValue: "danglingEscape")
  /// Two literals that would join into one character in the output (CR, then an escaped LF).
  public static let formatStringJoiningLiterals = MaskErrorKind(rawValue: "joiningLiterals")
}
