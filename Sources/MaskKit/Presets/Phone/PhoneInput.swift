/// What a phone field's text holds: a leading `+`, the digits (of any script, as ASCII values), and an
/// extension after a marker (`ext. 12`, `x12`, `#12`, `;ext=12`), with how many digits follow the caret.
///
/// Punctuation is skipped. Letters and symbols after the number are an extension marker only when they
/// spell one (libphonenumber's: `ext`, `extn`, `extension`, `x`, `#`, `;ext=`, `,`, `доб`, `anexo`,
/// `int`); others are stray characters, skipped and reported.
struct PhoneInput {
  /// The digits of the number.
  var digits: [UInt8] = []
  /// Whether a `+` (or a full-width one) comes before the first digit.
  var hasPlus = false
  /// Whether an extension marker follows the number.
  var hasExtensionMarker = false
  /// The marker as typed, while no extension digit follows it.
  var extensionMarker = ""
  /// The extension's digits.
  var extensionDigits: [UInt8] = []
  /// The digits (number and extension) after the caret.
  var digitsAfterCaret = 0
  /// Whether something (a `+` or a digit) comes before the caret.
  var anythingBeforeCaret = false
  /// Letters or symbols that were neither part of the number nor an extension marker.
  var hasStrayCharacters = false
  /// Marker characters after the last digit, not yet followed by a digit.
  private var pendingMarker = ""
  /// Letters before the number (only a `tel:` scheme is not stray).
  private var leadingLetters = ""

  /// The most digits a number is read with: a calling code and the longest national number.
  static let longestNumber = 20
  /// The most digits an extension keeps.
  static let longestExtension = 20

  init(_ input: CaretText) {
    let caret = max(0, input.caret)
    digits.reserveCapacity(16)
    var text = input.text
    let scannedBytes = text.withUTF8 { bytes -> Bool in
      guard MaskKit.isPlainASCII(bytes) else { return false }
      for (offset, byte) in bytes.enumerated() {
        if byte >= 48, byte <= 57 {
          take(digit: byte - 48, beforeCaret: offset < caret)
        } else if byte == 43 || Self.mayMark(ascii: byte) {
          take(other: Character(Unicode.Scalar(byte)), beforeCaret: offset < caret)
        }
      }
      return true
    }
    if !scannedBytes {
      for (offset, character) in input.text.enumerated() {
        if let digit = character.normalizedASCIIDigit?.asciiDigitValue {
          take(digit: digit, beforeCaret: offset < caret)
        } else {
          take(other: character, beforeCaret: offset < caret)
        }
      }
    }
    if !pendingMarker.isEmpty, !hasExtensionMarker {
      if Self.startsMarker(pendingMarker) {
        hasExtensionMarker = true
        extensionMarker = pendingMarker
      } else {
        hasStrayCharacters = true
      }
    }
  }

  private mutating func take(digit: UInt8, beforeCaret: Bool) {
    if !pendingMarker.isEmpty, !hasExtensionMarker {
      if Self.isMarker(pendingMarker) {
        hasExtensionMarker = true
      } else {
        hasStrayCharacters = true
      }
      pendingMarker = ""
    }
    if hasExtensionMarker {
      guard extensionDigits.count < Self.longestExtension else { return }
      extensionDigits.append(digit)
    } else {
      guard digits.count < Self.longestNumber else {
        hasStrayCharacters = true
        return
      }
      digits.append(digit)
    }
    if beforeCaret { anythingBeforeCaret = true } else { digitsAfterCaret += 1 }
  }

  private mutating func take(other character: Character, beforeCaret: Bool) {
    if character == "+" || character == "\u{FF0B}", digits.isEmpty, !hasPlus {
      hasPlus = true
      if beforeCaret { anythingBeforeCaret = true }
    } else if character.isLetter || "#;,=~＃ｘ".contains(character) {
      if digits.isEmpty, !hasPlus, leadingLetters.count < 3 {
        // A contact string's `tel:` scheme.
        leadingLetters.append(character)
        if !"tel".lowercased().hasPrefix(leadingLetters.lowercased()) { hasStrayCharacters = true }
      } else if digits.isEmpty || !extensionDigits.isEmpty {
        hasStrayCharacters = true
      } else if pendingMarker.count < 12 {
        pendingMarker.append(character)
      }
    }
  }

  /// Whether an ASCII byte may be part of a marker (letters, `#`, `;`, `,`, `=`, `~`).
  private static func mayMark(ascii byte: UInt8) -> Bool {
    (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte == 35 || byte == 59 || byte == 44 || byte == 61
      || byte == 126
  }

  /// The markers that start an extension, as letters and symbols without dots, colons or spaces.
  private static let markers: Set<String> = [
    "x", "ext", "extn", "extension", "extensión", "xt", "xtn", "#", ";ext=", ";", ",", ",,", "~",
    "доб", "anexo", "int", "ｘ", "＃", "～",
  ]

  private static func isMarker(_ text: String) -> Bool {
    markers.contains(text.lowercased())
  }

  /// Whether `text` begins a marker (the person is still typing it).
  private static func startsMarker(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return markers.contains { $0.hasPrefix(lowered) }
  }

  /// Whether the field holds nothing to read.
  var isEmpty: Bool { digits.isEmpty && !hasPlus }
}
