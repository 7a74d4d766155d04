/// Prepares typed or pasted text before the mask sees it.
enum InputFilter {
  /// Digits of every script become ASCII digits; everything else is kept.
  static func normalizingDigits(_ text: String) -> String {
    // Plain ASCII bytes are checked eight at a time; only other text is read by `Character`.
    guard !text.isPlainASCII, mayHoldDigitToNormalize(text) else { return text }
    if let normalized = normalizingDigitsScalarWise(text) { return normalized }
    var normalized = ""
    normalized.reserveCapacity(text.utf8.count)
    for character in text { normalized.append(character.normalizedASCIIDigit ?? character) }
    return normalized
  }

  /// ``normalizingDigits(_:)`` of a text whose characters are each one scalar or a base scalar with
  /// combining marks, read scalar by scalar into UTF-8 bytes; nil when some scalar may join a neighbour
  /// otherwise (then `Character`s are read).
  ///
  /// A base scalar that is ASCII (but a carriage return, which joins a line feed), a standalone character
  /// (``Unicode/Scalar/isStandaloneCharacter``) or a decimal digit of any script is never an extending
  /// mark, joiner, spacing mark, prepended mark, regional indicator, Hangul jamo or Indic consonant, so a
  /// character breaks before each one, and nonspacing and enclosing marks (categories Mn and Me) attach
  /// to the base before them. So each digit scalar with the marks after it is one `Character`, which
  /// `normalizedASCIIDigit` reads as its ASCII digit (the marks dropped); any other character is kept
  /// as it is. `FastPathDifferentialTests` holds this to the `Character` walk.
  static func normalizingDigitsScalarWise(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    // Whether the last base scalar was a digit, so the marks after it are dropped with it.
    var afterDigit = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        guard scalar.value != 0x0D else { return nil }
        bytes.append(UInt8(scalar.value))
        afterDigit = scalar.value &- 48 < 10
      } else if scalar.isDecimalDigit {
        guard let digit = scalar.asciiDigitByte else { return nil }
        bytes.append(digit)
        afterDigit = true
      } else if scalar.isStandaloneCharacter {
        UTF8.encode(scalar) { bytes.append($0) }
        afterDigit = false
      } else {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
          if !afterDigit { UTF8.encode(scalar) { bytes.append($0) } }
        default:
          return nil
        }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether some character of `text` may read as a different ASCII digit under `normalizedASCIIDigit`:
  /// a non-ASCII decimal digit scalar, or a non-ASCII scalar next to an ASCII digit (a joiner or mark
  /// attached after it, a prepended mark before it). False proves `text` unchanged by the Character walk,
  /// read scalar by scalar without breaking graphemes (`FastPathDifferentialTests` holds it to the walk).
  static func mayHoldDigitToNormalize(_ text: String) -> Bool {
    var previousIsASCIIDigit = false
    var previousIsNonASCII = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let isDigit = (48...57).contains(scalar.value)
        if isDigit && previousIsNonASCII { return true }
        previousIsASCIIDigit = isDigit
        previousIsNonASCII = false
      } else {
        if previousIsASCIIDigit || scalar.isDecimalDigit { return true }
        previousIsASCIIDigit = false
        previousIsNonASCII = true
      }
    }
    return false
  }

  /// Whether inserting `inserted` between `before` and `after` keeps every character whole: a lone
  /// combining mark, joiner or emoji modifier would merge with its neighbour and change existing text.
  static func insertsWholeCharacters(_ inserted: String, after previous: Character?, before next: Character?)
    -> Bool
  {
    if let first = inserted.unicodeScalars.first, isPlainASCIIKeystroke(inserted, first),
      previous?.isASCII ?? true, next?.isASCII ?? true
    {
      return true
    }
    return insertsWholeCharactersByCounting(inserted, after: previous, before: next)
  }

  /// `insertsWholeCharacters` for every text: the characters are counted with and without each neighbour.
  static func insertsWholeCharactersByCounting(
    _ inserted: String, after previous: Character?, before next: Character?
  ) -> Bool {
    guard let first = inserted.unicodeScalars.first else { return true }
    if first.properties.isGraphemeExtend || first.properties.isEmojiModifier || first == "\u{200D}" {
      return false
    }
    if let previous, 1 + inserted.count != (String(previous) + inserted).count {
      return false
    }
    if let next, inserted.count + 1 != (inserted + String(next)).count {
      return false
    }
    return true
  }

  /// Whether `inserted` is one ASCII scalar other than CR and LF: between ASCII neighbours (or none) it
  /// stays a character of its own, since among ASCII scalars only CR LF forms one character.
  static func isPlainASCIIKeystroke(_ inserted: String, _ first: Unicode.Scalar) -> Bool {
    first.isASCII && first != "\r" && first != "\n" && inserted.utf8.count == 1
  }
}
