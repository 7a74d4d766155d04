/// What a phone field's text holds: a leading `+`, the digits (of any script, as ASCII values), and an
/// extension after a marker (`ext. 12`, `x12`, `#12`, `;ext=12`), with how many digits follow the caret.
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
        } else if byte == 43 || (!digits.isEmpty && Self.marksExtension(ascii: byte)) {
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
    if !extensionDigits.isEmpty { extensionMarker = "" }
  }

  private mutating func take(digit: UInt8, beforeCaret: Bool) {
    if hasExtensionMarker {
      guard extensionDigits.count < Self.longestExtension else { return }
      extensionDigits.append(digit)
    } else {
      guard digits.count < Self.longestNumber else { return }
      digits.append(digit)
    }
    if beforeCaret { anythingBeforeCaret = true } else { digitsAfterCaret += 1 }
  }

  private mutating func take(other character: Character, beforeCaret: Bool) {
    if character == "+" || character == "\u{FF0B}", digits.isEmpty, !hasPlus {
      hasPlus = true
      if beforeCaret { anythingBeforeCaret = true }
    } else if !digits.isEmpty, Self.marksExtension(character) {
      hasExtensionMarker = true
      if extensionDigits.isEmpty, extensionMarker.count < 12 { extensionMarker.append(character) }
    }
  }

  /// ASCII letters, `#`, `;` and `,` start an extension.
  private static func marksExtension(ascii byte: UInt8) -> Bool {
    (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte == 35 || byte == 59 || byte == 44
  }

  /// Letters (`x`, `ext`, `доб`), `#`, `;` and `,` after the number start an extension.
  private static func marksExtension(_ character: Character) -> Bool {
    character.isLetter || character == "#" || character == ";" || character == "," || character == "\u{FF03}"
  }

  /// Whether the field holds nothing to read.
  var isEmpty: Bool { digits.isEmpty && !hasPlus }
}
