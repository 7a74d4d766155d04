extension Unicode.Scalar {
  /// A decimal digit of any script (general category Nd).
  var isDecimalDigit: Bool { properties.generalCategory == .decimalNumber }

  /// A letter or a combining mark (general categories L* and M*).
  var isLetterOrMark: Bool {
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  /// A number of any kind (general categories N*).
  var isNumber: Bool {
    switch properties.generalCategory {
    case .decimalNumber, .letterNumber, .otherNumber: return true
    default: return false
    }
  }

  /// The ASCII digit of the same value when this scalar is a decimal digit of another script.
  var asciiDigit: Character? {
    guard isDecimalDigit, let value = properties.numericValue, value >= 0, value <= 9 else { return nil }
    return Character(Unicode.Scalar(UInt8(48 + Int(value))))
  }
}

extension Character {
  /// Every scalar is a decimal digit of some script.
  public var isUnicodeDigit: Bool { unicodeScalars.allSatisfy(\.isDecimalDigit) }

  /// Every scalar is a letter or a combining mark.
  public var isUnicodeLetter: Bool { unicodeScalars.allSatisfy(\.isLetterOrMark) }

  /// Every scalar is a letter, a combining mark or a number.
  public var isUnicodeAlphanumeric: Bool {
    unicodeScalars.allSatisfy { $0.isLetterOrMark || $0.isNumber }
  }

  /// The ASCII digit for a decimal digit of any script (`٣`, `۳`, `３` → `3`), else `nil`.
  public var normalizedASCIIDigit: Character? {
    if let ascii = asciiValue { return (48...57).contains(ascii) ? self : nil }
    guard unicodeScalars.count == 1, let scalar = unicodeScalars.first else { return nil }
    return scalar.asciiDigit
  }
}
