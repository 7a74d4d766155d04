extension Unicode.Scalar {
  /// A decimal digit of any script (general category Nd).
  var isDecimalDigit: Bool {
    value < 0x800 ? smallScalarClasses[Int(value)] & 1 != 0 : properties.generalCategory == .decimalNumber
  }

  /// A letter or a combining mark (general categories L* and M*).
  var isLetterOrMark: Bool {
    value < 0x800 ? smallScalarClasses[Int(value)] & 2 != 0 : computedIsLetterOrMark
  }

  /// A number of any kind (general categories N*).
  var isNumber: Bool {
    value < 0x800 ? smallScalarClasses[Int(value)] & 4 != 0 : computedIsNumber
  }

  /// An invisible format character (general category Cf: a soft hyphen, a joiner, a direction mark).
  var isFormat: Bool {
    value < 0x800 ? smallScalarClasses[Int(value)] & 8 != 0 : properties.generalCategory == .format
  }

  fileprivate var computedIsLetterOrMark: Bool {
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  fileprivate var computedIsNumber: Bool {
    switch properties.generalCategory {
    case .decimalNumber, .letterNumber, .otherNumber: return true
    default: return false
    }
  }

  /// The ASCII digit of the same value when this scalar is a decimal digit of another script.
  var asciiDigit: Character? {
    asciiDigitByte.map { Character(Unicode.Scalar($0)) }
  }

  /// ``asciiDigit`` as its byte (`0x30`–`0x39`).
  var asciiDigitByte: UInt8? {
    guard isDecimalDigit else { return nil }
    if value < 0x800 {
      let byte = smallDigitBytes[Int(value)]
      return byte == 0 ? nil : byte
    }
    guard let value = properties.numericValue, value >= 0, value <= 9 else { return nil }
    return UInt8(48 + Int(value))
  }
}

/// The classes of the scalars below U+0800 (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic…), worked
/// out once from their general categories: bit 0 decimal digit, bit 1 letter or mark, bit 2 number, bit 3
/// format; bit 4 is `Character.isLetter` of the scalar as a character of its own.
private let smallScalarClasses: [UInt8] = (0..<0x800).map { value in
  guard let scalar = Unicode.Scalar(UInt32(value)) else { return 0 }
  let digit: UInt8 = scalar.properties.generalCategory == .decimalNumber ? 1 : 0
  let format: UInt8 = scalar.properties.generalCategory == .format ? 8 : 0
  let letter: UInt8 = Character(scalar).isLetter ? 16 : 0
  return digit | (scalar.computedIsLetterOrMark ? 2 : 0) | (scalar.computedIsNumber ? 4 : 0) | format | letter
}

/// The ASCII digit byte of each decimal digit scalar below U+0800 (ASCII, Arabic-Indic, extended
/// Arabic-Indic, NKo), worked out once from its numeric value; 0 for the other scalars.
private let smallDigitBytes: [UInt8] = (0..<0x800).map { value in
  guard let scalar = Unicode.Scalar(UInt32(value)), scalar.properties.generalCategory == .decimalNumber,
    let number = scalar.properties.numericValue, number >= 0, number <= 9
  else { return 0 }
  return UInt8(48 + Int(number))
}

extension Character {
  /// The one scalar of a character that `==` tells apart from every other by its value alone: an ASCII
  /// character or a standalone scalar (``Unicode/Scalar/isStandaloneCharacter``, none of which is
  /// canonically equivalent to another scalar); nil for other characters, which `==` compares
  /// normalized. Lets a hot comparison with single-scalar literals skip the normalized comparison.
  var plainScalar: Unicode.Scalar? {
    guard let scalar = singleScalar, scalar.isASCII || scalar.isStandaloneCharacter else { return nil }
    return scalar
  }

  /// The scalar of a character of one scalar, nil for a character of several: read from its UTF-8
  /// bytes (a lead byte and as many continuation bytes as it says), cheaper than its scalar view.
  var singleScalar: Unicode.Scalar? {
    var text = String(self)
    let value = text.withUTF8 { bytes -> UInt32? in
      guard let lead = bytes.first else { return nil }
      if lead < 0x80 { return bytes.count == 1 ? UInt32(lead) : nil }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard bytes.count == length else { return nil }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[offset] & 0x3F) }
      return value
    }
    return value.flatMap(Unicode.Scalar.init)
  }

  /// Whether `self == other`, comparing scalar values when both are plain scalars (``plainScalar``),
  /// where `==` would compare them normalized (the same answer: a plain scalar is canonically
  /// equivalent to no other scalar).
  func isSame(as other: Character) -> Bool {
    if let mine = plainScalar, let theirs = other.plainScalar { return mine == theirs }
    return self == other
  }

  /// Whether `self == Character(literal)` for a `literal` that is canonically equivalent to no other
  /// scalar and is its own normal form (an ASCII character, `−` U+2212, `’` U+2019, `٫` U+066B…),
  /// given `plain`, this character's ``plainScalar``: by value when there is one.
  @inline(__always)
  func isSame(as literal: Unicode.Scalar, plain: Unicode.Scalar?) -> Bool {
    if let plain { return plain == literal }
    return self == Character(literal)
  }

  /// Whether `self == Character(literal)` for one of `literals`, each canonically equivalent to no other
  /// scalar and its own normal form (``isSame(as:plain:)``), with ``plainScalar`` worked out once.
  func isOne(of literals: [Unicode.Scalar]) -> Bool {
    let plain = plainScalar
    return literals.contains { isSame(as: $0, plain: plain) }
  }

  /// `isLetter`, read from a table for a character of one scalar below U+0800 (Latin, Greek, Cyrillic,
  /// Hebrew, Arabic…), where the standard library's answer was worked out once.
  var isLetterByTable: Bool {
    guard let scalar = singleScalar, scalar.value < 0x800 else { return isLetter }
    return smallScalarClasses[Int(scalar.value)] & 16 != 0
  }

  /// Every scalar is a decimal digit of some script.
  package var isUnicodeDigit: Bool { unicodeScalars.allSatisfy(\.isDecimalDigit) }

  /// Every scalar is a letter or a combining mark.
  package var isUnicodeLetter: Bool { unicodeScalars.allSatisfy(\.isLetterOrMark) }

  /// Every scalar is a letter, a combining mark or a number.
  package var isUnicodeAlphanumeric: Bool {
    unicodeScalars.allSatisfy { $0.isLetterOrMark || $0.isNumber }
  }

  /// The ASCII digit for a decimal digit of any script (`٣`, `۳`, `３` → `3`), also when marks, joiners or
  /// format characters are attached to it (`5` U+200D → `5`, see `attachedDigitScalar`), else `nil`.
  package var normalizedASCIIDigit: Character? {
    guard let scalar = singleScalar else { return attachedDigitScalar?.asciiDigit }
    if scalar.isASCII { return (48...57).contains(scalar.value) ? self : nil }
    return scalar.asciiDigit
  }
}

extension Character {
  /// Whether the character stays a character of its own next to any neighbour.
  ///
  /// False for characters that join the one before or after them into one grapheme: combining and
  /// spacing marks, joiners, emoji modifiers, a lone regional indicator (half a flag), conjoining Hangul
  /// jamo, prepended concatenation marks and a carriage return (which joins a following line feed).
  package var canStandAlone: Bool {
    if let ascii = asciiValue { return ascii != 0x0D }
    guard let first = unicodeScalars.first else { return false }
    if self == "\r" { return false }
    // None of the checks below holds for a standalone scalar (see `isStandaloneCharacter`).
    if first.isStandaloneCharacter { return true }
    let properties = first.properties
    if properties.isGraphemeExtend || properties.isEmojiModifier || properties.generalCategory == .spacingMark
      || first == "\u{200D}"
    {
      return false
    }
    if unicodeScalars.count == 1, (0x1F1E6...0x1F1FF).contains(first.value) || Self.joinsAsJamo(first) {
      return false
    }
    return !Self.prependsToNext(first)
  }

  private static func joinsAsJamo(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
    default: return false
    }
  }

  private static func prependsToNext(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return true
    default: return false
    }
  }
}

extension Character {
  /// The value of an ASCII digit.
  var asciiDigitValue: UInt8? {
    guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
    return ascii - 48
  }

  /// Whether this is one of the ASCII digits 0–9.
  var isASCIIDigit: Bool { asciiDigitValue != nil }
}
