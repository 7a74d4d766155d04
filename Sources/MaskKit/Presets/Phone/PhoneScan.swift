/// What the phone preset's formatting reads of a scanned text: the number's digits and `+`, the
/// extension and its marker, what the caret follows, and why the text is not one number. ``PhoneInput``
/// scans any text; ``PlainPhoneScan`` is a plain number's scan, built without the scanner's state, so
/// `PhoneMask.format` is written once for both and specialized for each.
protocol PhoneScan {
  /// The digits of the number.
  var digits: [UInt8] { get }
  /// Whether a `+` comes before the first digit.
  var hasPlus: Bool { get }
  /// Whether an extension marker follows the number.
  var hasExtensionMarker: Bool { get }
  /// The extension marker as typed (`ext`, `x`, `;ext=`).
  var extensionMarker: String { get }
  /// The extension's digits.
  var extensionDigits: [UInt8] { get }
  /// What ends the text after the last extension digit.
  var extensionEnd: String { get }
  /// The extension's digits in the groups they were given in.
  var extensionGroupsText: String { get }
  /// Why the digits after the marker are not one extension, or nil.
  var extensionProblem: MaskProblem? { get }
  /// The digits (number and extension) after the caret.
  var digitsAfterCaret: Int { get }
  /// Whether something (a `+` or a digit) comes before the caret.
  var anythingBeforeCaret: Bool { get }
  /// Letters or symbols that were neither part of the number nor an extension marker.
  var hasStrayCharacters: Bool { get }
  /// Whether a `~` read as a pause still awaits the group that confirms it.
  var hasUnconfirmedPause: Bool { get }
  /// The number as typed while its pause is unconfirmed.
  var unconfirmedPauseText: String { get }
  /// Whether the field holds nothing to read.
  var isEmpty: Bool { get }
  /// Why the text cannot be read as one phone number without changing it, or nil.
  var problem: MaskProblem? { get }
}

extension PhoneInput: PhoneScan {}
