/// The scan of a plain number with the caret at its end: the digits ``PhoneInput/plainDigits(_:)``
/// read and whether the text starts with `+`; no extension, nothing stray, no problem. What
/// ``PhoneInput/init(_:)`` scans from such a text (`PhoneWholeTextShortcutTests` holds the readings of
/// the two to each other), without building the scanner's state.
struct PlainPhoneScan: PhoneScan {
  let digits: [UInt8]
  let hasPlus: Bool

  /// The scan of `text`, whose digits ``PhoneInput/plainDigits(_:)`` read as `digits`.
  init(_ digits: [UInt8], of text: String) {
    self.digits = digits
    hasPlus = text.utf8.first == UInt8(ascii: "+")
  }

  var hasExtensionMarker: Bool { false }
  var extensionMarker: String { "" }
  var extensionDigits: [UInt8] { [] }
  var extensionEnd: String { "" }
  var extensionGroupsText: String { "" }
  var extensionProblem: MaskProblem? { nil }
  var digitsAfterCaret: Int { 0 }
  var anythingBeforeCaret: Bool { hasPlus || !digits.isEmpty }
  var hasStrayCharacters: Bool { false }
  var hasUnconfirmedPause: Bool { false }
  var unconfirmedPauseText: String { "" }
  var isEmpty: Bool { digits.isEmpty && !hasPlus }
  var problem: MaskProblem? { nil }
}
