/// What an edit changed, for validation messages and accessibility announcements.
public enum EditEvent: Sendable, Hashable {
  /// The extracted value changed.
  case valueChanged(from: String, to: String)
  /// Every mandatory character is now filled.
  case becameComplete
  /// A mandatory character is missing again.
  case becameIncomplete
  /// The mask refused these characters; the text is unchanged.
  case inputRejected(String)
}
