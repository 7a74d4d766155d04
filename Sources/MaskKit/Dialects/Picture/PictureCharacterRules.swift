extension PictureSlot {
  /// The character the slot writes for `character`, or `nil` when the slot does not accept it.
  func accept(_ character: Character, options: PictureOptions) -> Character? {
    if let ascii = character.singleASCIIByte {
      return accept(ascii: ascii).map { Character(Unicode.Scalar($0)) }
    }
    switch self {
    case .digit:
      guard character.isUnicodeDigit else { return nil }
      return options.normalizesDigits ? (character.normalizedASCIIDigit ?? character) : character
    case .letter:
      return character.isUnicodeLetter ? character : nil
    case .upperLetter:
      return character.isUnicodeLetter ? character.singleUppercased : nil
    case .lowerLetter:
      return character.isUnicodeLetter ? character.singleLowercased : nil
    case .anyCharacter:
      return character
    case .upperAnyCharacter:
      return character.singleUppercased
    }
  }
}

extension PictureSlot {
  /// The ASCII byte the slot writes for the ASCII character `ascii`, or `nil` when it is refused.
  func accept(ascii: UInt8) -> UInt8? {
    let isDigit = (48...57).contains(ascii)
    let isUpper = (65...90).contains(ascii)
    let isLower = (97...122).contains(ascii)
    switch self {
    case .digit: return isDigit ? ascii : nil
    case .letter: return isUpper || isLower ? ascii : nil
    case .upperLetter: return isLower ? ascii - 32 : (isUpper ? ascii : nil)
    case .lowerLetter: return isUpper ? ascii + 32 : (isLower ? ascii : nil)
    case .anyCharacter: return ascii
    case .upperAnyCharacter: return isLower ? ascii - 32 : ascii
    }
  }
}

extension Character {
  /// The upper-case form, or the character itself when that form is not one character (`ß` → `SS`).
  var singleUppercased: Character {
    let upper = uppercased()
    guard upper.count == 1, let first = upper.first else { return self }
    return first
  }

  /// The lower-case form, or the character itself when that form is not one character.
  var singleLowercased: Character {
    let lower = lowercased()
    guard lower.count == 1, let first = lower.first else { return self }
    return first
  }

  /// Whether typed text `self` fits the mask literal `literal`, ignoring case.
  func matchesLiteral(_ literal: Character) -> Bool {
    if standsForLiteral(literal) { return true }
    if let ascii = singleASCIIByte, let other = literal.singleASCIIByte {
      return ascii | 0x20 == other | 0x20 && isLetter
    }
    return uppercased() == literal.uppercased()
  }
}
