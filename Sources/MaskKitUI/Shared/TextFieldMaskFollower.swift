import MaskKit

/// Reads a field after each change and may switch its mask as part of that change: a phone field's
/// region follows the calling code typed or pasted (``PhoneFieldModel``).
///
/// A ``TextFieldAdapter`` with a ``TextFieldAdapter/maskFollower`` calls ``follow(_:mayFollow:)`` once
/// after every change of its model (an edit, a mask set by the app, undo and redo) and once when the
/// follower is set. A mask it returns is switched to inside the same edit: the edit stays one undo
/// step and gives one ``TextFieldUpdate``, so the view shows it and sends its change events once.
public protocol TextFieldMaskFollower: Sendable {
  /// Reads `field` as a change left it and returns the mask to switch to (the value is kept, as
  /// ``TextFieldAdapter/setMask(_:)`` keeps it), or nil to keep the mask.
  ///
  /// `mayFollow` is false when the change chose the mask (``TextFieldAdapter/setMask(_:)``,
  /// ``TextFieldAdapter/setMask(_:text:)``) or restored an earlier state (undo, redo), and when the
  /// follower is set: the follower then only reads the field and returns nil.
  mutating func follow(_ field: MaskedText, mayFollow: Bool) -> (any Mask)?
}
