/// A custom symbol for `[]` blocks of input masks: which characters it accepts and whether it is optional.
public struct Notation: Sendable, Hashable {
  /// A Unicode class a notation may accept in addition to its explicit characters.
  public enum CharacterClass: String, Sendable, Hashable, CaseIterable {
    /// Letters and combining marks of every script.
    case letters
    /// Decimal digits of every script.
    case digits
    /// Letters, combining marks and numbers of every script.
    case alphanumerics
  }

  /// The symbol as written in the mask.
  public let character: Character
  /// The characters the symbol accepts, besides its classes.
  public let characters: String
  /// The Unicode classes the symbol accepts.
  public let classes: Set<CharacterClass>
  /// An optional symbol may be left out; a mandatory one must be filled.
  public let isOptional: Bool
  private let scalars: Set<Unicode.Scalar>

  /// Creates a notation for `character` accepting `characters` and the given classes.
  public init(
    character: Character, characters: String, classes: Set<CharacterClass> = [], isOptional: Bool = false
  ) {
    self.character = character
    self.characters = characters
    self.classes = classes
    self.isOptional = isOptional
    self.scalars = Set(characters.unicodeScalars)
  }

  /// Whether the symbol accepts `character`: each of its scalars is one of the characters or in a class.
  public func accepts(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(accepts)
  }

  /// Whether the symbol accepts `scalar`: it is one of the characters or in a class.
  func accepts(_ scalar: Unicode.Scalar) -> Bool {
    scalars.contains(scalar) || classes.contains { $0.contains(scalar) }
  }

  /// The ASCII bytes the symbol accepts, carriage return aside, as a 128-bit set (bits 0…63 in `low`,
  /// 64…127 in `high`): the same answers as `accepts`, from its characters and classes directly.
  var asciiAccepts: (low: UInt64, high: UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for scalar in scalars where scalar.isASCII && scalar != "\r" {
      let byte = UInt64(scalar.value)
      if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
    }
    for characterClass in classes {
      let accepted = characterClass.asciiAccepts
      low |= accepted.low
      high |= accepted.high
    }
    return (low, high)
  }
}

extension Notation.CharacterClass {
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .letters: return scalar.isLetterOrMark
    case .digits: return scalar.isDecimalDigit
    case .alphanumerics: return scalar.isLetterOrMark || scalar.isNumber
    }
  }

  /// The ASCII bytes of the class (carriage return aside), as `Notation.asciiAccepts` counts them.
  var asciiAccepts: (low: UInt64, high: UInt64) {
    switch self {
    case .letters: return Self.asciiLetters
    case .digits: return Self.asciiDigits
    case .alphanumerics: return Self.asciiAlphanumerics
    }
  }

  private static let asciiLetters = asciiBytes(of: .letters)
  private static let asciiDigits = asciiBytes(of: .digits)
  private static let asciiAlphanumerics = asciiBytes(of: .alphanumerics)

  private static func asciiBytes(of characterClass: Self) -> (low: UInt64, high: UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for byte in UInt64(0)..<128 where byte != 0x0D && characterClass.contains(Unicode.Scalar(UInt8(byte))) {
      if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
    }
    return (low, high)
  }
}
