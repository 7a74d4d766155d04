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

  /// The first invisible format character of `text` that stands between two digits (the soft hyphen
  /// U+00AD, U+200B, a bidirectional mark; `1` U+00AD `2`), or nil. A field of fixed-width numbers (a
  /// date, a time, an expiry) refuses it: skipped, it would either end a field (`1` U+00AD `2` read
  /// as `01`, then `2` in the next field, every later digit moved) or join two digits the text may
  /// mean apart, and the value read would not be one the text shows. Elsewhere (at the ends, beside a
  /// separator) it changes no field and is skipped; marks and joiners attached to a digit are dropped
  /// with the digit kept (`DigitAttachments`), and a digit they push out of its field is refused as a
  /// digit too many.
  static func firstHidden(in text: String) -> Unicode.Scalar? {
    // Only a single-scalar character of category Cf is hidden: a text with no such scalar has none.
    if text.isPlainASCII || !text.unicodeScalars.contains(where: \.isFormat) { return nil }
    var previousIsDigit = false
    var pending: Unicode.Scalar?
    for character in text {
      if character.isIgnorableFormat {
        if previousIsDigit, pending == nil { pending = character.unicodeScalars.first }
        continue
      }
      let isDigit = character.normalizedASCIIDigit != nil
      if isDigit, let pending { return pending }
      pending = nil
      previousIsDigit = isDigit
    }
    return nil
  }
}

extension MaskResult {
  /// This result, refused (``refused(_:)``) when `text` holds a character that can be neither read nor
  /// skipped (`StrayCharacters`).
  func refusingStrayCharacters(
    in text: String, skipsPunctuation: Bool = true, allowed: (Character) -> Bool = { _ in false }
  ) -> MaskResult {
    guard let stray = StrayCharacters.first(in: text, skipsPunctuation: skipsPunctuation, allowed: allowed)
    else { return self }
    return refused(.notPartOfValue(stray))
  }

  /// This result, refused when `text` holds a character a date, time or expiry can neither read nor
  /// skip: a stray one (``refusingStrayCharacters(in:skipsPunctuation:allowed:)``), else an invisible
  /// format character between two digits (`StrayCharacters.firstHidden(in:)`); else refused for
  /// `overflow` (why digits of the text found no field) when given, so the value read never leaves
  /// out a digit the text holds.
  func refusingUnreadCharacters(
    in text: String, overflow: MaskProblem?, allowed: (Character) -> Bool = { _ in false }
  ) -> MaskResult {
    if let stray = StrayCharacters.first(in: text, allowed: allowed) {
      return refused(.notPartOfValue(stray))
    }
    if let hidden = StrayCharacters.firstHidden(in: text) {
      return refused(.hiddenCharacter(hidden))
    }
    if let overflow { return refused(overflow) }
    return self
  }
}
