/// What an edit changed, for validation messages and accessibility announcements; every reason is a typed
/// ``MaskProblem`` (its `description` is the English sentence).
public enum EditEvent: Sendable, Hashable {
  /// The extracted value changed.
  case valueChanged(from: String, to: String)
  /// Every mandatory character is now filled.
  case becameComplete
  /// A mandatory character is missing again.
  case becameIncomplete
  /// The value is now invalid for a reason other than missing characters (``MaskResult/problem``).
  case becameInvalid(reason: MaskProblem)
  /// The mask refused these characters; the text is unchanged.
  case inputRejected(String)
  /// A paste was refused because every reading of it would lose some of its digits (too long for the
  /// mask, or over a preset's limit); the text is unchanged and `reason` says why.
  case pasteRefused(String, reason: MaskProblem)
  /// A validation rule refused the edit (``Validation/refused(reason:)``); the text is unchanged.
  case editRefused(String, reason: MaskProblem)
}

extension EditEvent {
  /// Whether the event says the edit was not made (``inputRejected(_:)``, ``pasteRefused(_:reason:)``,
  /// ``editRefused(_:reason:)``).
  var refusesEdit: Bool {
    switch self {
    case .inputRejected, .pasteRefused, .editRefused: true
    default: false
    }
  }
}
