/// Which characters count as digits and letters in a format string's slots.
public enum FormatStringClasses: Sendable, Hashable {
  /// Digits and letters of every script; digits are written as ASCII digits, and a case conversion
  /// that would turn one character into several (`ß` → `SS`) keeps the character as typed.
  case unicode
  /// The original's classes: ASCII digits and the letters `A`–`Z`, `a`–`z`; a letter is accepted when
  /// its case conversion is a run of consecutive ASCII letters (`ﬆ` → `ST`).
  case ascii

  /// What `slot` writes for `character`, or `nil` when the character does not fit.
  func fit(_ character: Character, in slot: FormatStringSlot) -> String? {
    switch self {
    case .unicode: return Self.unicodeFit(character, in: slot)
    case .ascii: return Self.asciiFit(character, in: slot)
    }
  }

  private static func unicodeFit(_ character: Character, in slot: FormatStringSlot) -> String? {
    switch slot {
    case .optionalDigit, .fixedDigit:
      return character.normalizedASCIIDigit.map { String($0) }
    case .upperLetter:
      return character.isUnicodeLetter ? singleCharacter(String(character).uppercased(), or: character) : nil
    case .lowerLetter:
      return character.isUnicodeLetter ? singleCharacter(String(character).lowercased(), or: character) : nil
    case .letter:
      return character.isUnicodeLetter ? String(character) : nil
    case .anyCharacter:
      return String(character)
    }
  }

  private static func asciiFit(_ character: Character, in slot: FormatStringSlot) -> String? {
    switch slot {
    case .optionalDigit, .fixedDigit:
      guard character.unicodeScalars.count == 1, let ascii = character.asciiValue, (48...57).contains(ascii)
      else { return nil }
      return String(character)
    case .upperLetter:
      let converted = String(character).uppercased()
      return isLetterRun(converted, from: 65...90) ? converted : nil
    case .lowerLetter:
      let converted = String(character).lowercased()
      return isLetterRun(converted, from: 97...122) ? converted : nil
    case .letter:
      guard character.unicodeScalars.count == 1, let ascii = character.asciiValue,
        (65...90).contains(ascii) || (97...122).contains(ascii)
      else { return nil }
      return String(character)
    case .anyCharacter:
      return String(character)
    }
  }

  /// `converted` when it is one character, else `original` as typed.
  private static func singleCharacter(_ converted: String, or original: Character) -> String {
    converted.count == 1 ? converted : String(original)
  }

  /// Whether `text` is a non-empty run of consecutive letters of one ASCII alphabet (`ST`, `abc`), as
  /// the original's substring test of its alphabet accepted.
  private static func isLetterRun(_ text: String, from alphabet: ClosedRange<UInt32>) -> Bool {
    var previous: UInt32?
    for scalar in text.unicodeScalars {
      guard alphabet.contains(scalar.value) else { return false }
      if let previous, scalar.value != previous + 1 { return false }
      previous = scalar.value
    }
    return previous != nil
  }
}
