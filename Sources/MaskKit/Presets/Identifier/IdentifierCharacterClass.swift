/// The characters one position of an identifier takes, as canonical bytes: ASCII digits and upper-case
/// letters, and `Ñ` as its Latin-1 byte 0xD1 (Mexican RFCs).
struct IdentifierCharacterClass: Sendable, Hashable {
  /// Bit `b` set: ASCII byte `b` (below 64) is taken.
  var low: UInt64 = 0
  /// Bit `b - 64` set: ASCII byte `b` (64–127) is taken.
  var high: UInt64 = 0
  /// Whether `Ñ` is taken.
  var takesEnye = false
  /// The character written here when the person types the next position's character instead (the `-`
  /// of a Swedish personnummer), or nil.
  var fill: UInt8?
  /// The placeholder character: `0` for digits, `A` for letters, `X` for both.
  var drawn: Character

  /// A class of the bytes of `members` (ASCII; `Ñ` allowed).
  init(_ members: String, drawn: Character, fill: UInt8? = nil) {
    for scalar in members.unicodeScalars {
      if scalar == "Ñ" {
        takesEnye = true
      } else if scalar.value < 64 {
        low |= 1 << UInt64(scalar.value)
      } else if scalar.value < 128 {
        high |= 1 << UInt64(scalar.value - 64)
      }
    }
    self.drawn = drawn
    self.fill = fill
  }

  /// Whether canonical byte `byte` stands here.
  func takes(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
    if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
    return byte == Self.enye && takesEnye
  }

  /// Whether the class takes only digits.
  var isDigits: Bool { high == 0 && !takesEnye && low & ~Self.digitBits == 0 }
  /// Whether the class takes only letters.
  var isLetters: Bool { low == 0 }

  /// `Ñ` as a canonical byte.
  static let enye: UInt8 = 0xD1
  private static let digitBits: UInt64 = 0x03FF << 48

  static let digits = "0123456789"
  static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

  /// The classes a layout pattern names by character; any other character of a pattern is a separator.
  static let named: [Character: IdentifierCharacterClass] = [
    "0": IdentifierCharacterClass(digits, drawn: "0"),
    "A": IdentifierCharacterClass(letters, drawn: "A"),
    "*": IdentifierCharacterClass(digits + letters, drawn: "X"),
    "K": IdentifierCharacterClass(digits + "K", drawn: "0"),
    "X": IdentifierCharacterClass(digits + "X", drawn: "0"),
    "Y": IdentifierCharacterClass("XYZ", drawn: "X"),
    "B": IdentifierCharacterClass(digits + "AB", drawn: "0"),
    "N": IdentifierCharacterClass(letters + "&Ñ", drawn: "A"),
    "L": IdentifierCharacterClass(digits + "LMNPQRSTUV", drawn: "0"),
    "M": IdentifierCharacterClass("ABCDEHLMPRST", drawn: "A"),
    "C": IdentifierCharacterClass("-+ABCDEFYXWVU", drawn: "-"),
    "H": IdentifierCharacterClass(digits + "ABCDEFHJKLMNPRSTUVWXY", drawn: "X"),
    "S": IdentifierCharacterClass("-+", drawn: "-", fill: UInt8(ascii: "-")),
  ]

  /// The canonical byte of whitespace that python-stdnum's `clean()` keeps (a tab, a line break, U+2028):
  /// taken by no position, skipped only before and after the identifier (its `strip()`).
  static let whitespace: UInt8 = 0x09

  /// The canonical byte of `character`, as python-stdnum's `clean()` reads it (`stdnumCharacters`: dashes
  /// as `-`, dots as `.`, spaces as a space, full-width digits as digits, …): ASCII letters upper-cased,
  /// digits of every script as ASCII digits, full-width letters as ASCII letters, `ñ` and `Ñ` as 0xD1,
  /// other whitespace as ``whitespace``, the other ASCII characters as themselves; nil for anything else.
  static func canonical(_ character: Character) -> UInt8? {
    if let ascii = character.asciiValue {
      if ascii >= 97, ascii <= 122 { return ascii - 32 }
      return ascii < 32 || ascii == 127 ? asciiWhitespace(ascii) : ascii
    }
    if let digit = character.normalizedASCIIDigit { return digit.asciiValue }
    if character == "Ñ" || character == "ñ" { return enye }
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
    if let mapped = stdnumCharacters[scalar.value] { return mapped }
    switch scalar.value {
    case 0xFF21...0xFF3A: return UInt8(scalar.value - 0xFEE0)
    case 0xFF41...0xFF5A: return UInt8(scalar.value - 0xFF00)
    default: return pythonWhitespace.contains(scalar.value) ? whitespace : nil
    }
  }

  /// The canonical byte of an ASCII control byte: ``whitespace`` for the ones Python's `strip()`
  /// removes, nil for the others.
  static func asciiWhitespace(_ byte: UInt8) -> UInt8? {
    (9...13).contains(byte) || (28...31).contains(byte) ? whitespace : nil
  }

  /// Appends the UTF-8 bytes of canonical byte `byte` (`Ñ` is two).
  static func appendUTF8(of byte: UInt8, to bytes: inout [UInt8]) {
    if byte == enye {
      bytes.append(0xC3)
      bytes.append(0x91)
    } else {
      bytes.append(byte)
    }
  }

  /// The value `bytes` spell, as a string.
  static func string(_ bytes: [UInt8]) -> String {
    guard bytes.contains(enye) else { return String(decoding: bytes, as: UTF8.self) }
    var utf8: [UInt8] = []
    for byte in bytes { appendUTF8(of: byte, to: &utf8) }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// `byte` as a character of the value.
  static func character(_ byte: UInt8) -> Character {
    byte == enye ? "Ñ" : Character(Unicode.Scalar(byte))
  }
}
