extension MaskErrorKind {
  /// A preset option is unusable: a separator that is a digit, or two separators that are the same.
  public static let invalidPresetOption = MaskErrorKind(rawValue: "invalidPresetOption")
}
