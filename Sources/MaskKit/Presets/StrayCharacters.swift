/// The characters a number-reading preset (card, security code, expiry, date, time, amount) may skip
/// without changing the value it reads, and the refusal of any other.
///
/// Skipped: spaces, punctuation (`/`, `-`, `.`, `:`, brackets), format characters
/// (`Character.isIgnorableFormat`), the marks attached to a digit, and what the preset itself reads or
/// allows (`allowed`: `AM`/`PM` in a time, an amount's prefix, suffix and currency symbols). Refused: any
/// other letter, symbol or number that is not a decimal digit (`²`, `½`), and control or private-use
/// characters, since skipping them would read a value the text does not give.
enum StrayCharacters {
  /// The first character of `text` that can be neither read nor skipped, or nil; without
  /// `skipsPunctuation` only spaces, format characters, digits and `allowed` characters are skipped.
  static func first(
    in text: String, skipsPunctuation: Bool = true, allowed: (Character) -> Bool = { _ in false }
  ) -> Character? {
    if text.isPlainASCII {
      let table = asciiStray
      for byte in text.utf8 where table[Int(byte)] || !skipsPunctuation && isASCIIPunctuation(byte) {
        let character = Character(Unicode.Scalar(byte))
        if !allowed(character) { return character }
      }
      return nil
    }
    return text.first { character in
      (isStray(character) || !skipsPunctuation && character.isPunctuation) && !allowed(character)
    }
  }

  /// Whether `byte` is ASCII punctuation (not stray, not a space, not a digit).
  private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    !asciiStray[Int(byte)] && byte != 0x20 && !(0x30...0x39).contains(byte) && !(0x09...0x0D).contains(byte)
  }

  /// Why the input is refused for `character`.
  static func reason(_ character: Character) -> String { "'\(character)' is not part of the value" }

  /// Whether `character` is neither a digit nor a character that may be skipped.
  private static func isStray(_ character: Character) -> Bool {
    if character.isWhitespace || character.isIgnorableFormat || character.normalizedASCIIDigit != nil {
      return false
    }
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .spaceSeparator:
      return false
    default:
      return true
    }
  }

  /// `isStray` for each ASCII byte, worked out once.
  static let asciiStray: [Bool] = (0..<128).map { isStray(Character(Unicode.Scalar(UInt8($0)))) }
}

extension MaskResult {
  /// This result, refused (``refused(_:)``) when `text` holds a character that can be neither read nor
  /// skipped (`StrayCharacters`).
  func refusingStrayCharacters(
    in text: String, skipsPunctuation: Bool = true, allowed: (Character) -> Bool = { _ in false }
  ) -> MaskResult {
    guard let stray = StrayCharacters.first(in: text, skipsPunctuation: skipsPunctuation, allowed: allowed)
    else { return self }
    return refused(StrayCharacters.reason(stray))
  }
}
