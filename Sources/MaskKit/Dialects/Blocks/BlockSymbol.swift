/// A pattern symbol of a blocks mask: the class of characters one slot accepts.
public enum BlockSymbol: Character, Sendable, Hashable, CaseIterable {
  /// A decimal digit of any script (one scalar of general category Nd).
  case digit = "d"
  /// Anything that is not a `d` digit: letters, space, punctuation, symbols, emoji.
  case nonDigit = "D"
  /// A non-word character: not a letter, mark, decimal digit, connector punctuation or joiner.
  case nonWord = "W"
  /// An ASCII letter `A`–`Z` or `a`–`z`.
  case asciiLetter = "a"
  /// Any character except a line terminator.
  case any = "."

  /// Whether a slot of this symbol accepts `character`; a character that would join its neighbour
  /// (a lone combining mark, half a flag) fits no slot.
  public func accepts(_ character: Character) -> Bool {
    guard character.canStandAlone else { return false }
    switch self {
    case .digit: return character.isBlockDigit
    case .nonDigit: return !character.isBlockDigit
    case .nonWord: return character.isBlockNonWord
    case .asciiLetter: return character.isBlockASCIILetter
    case .any: return !character.isBlockLineTerminator
    }
  }

  /// What the symbol accepts, in words.
  public var summary: String {
    switch self {
    case .digit: return "a decimal digit"
    case .nonDigit: return "any character that is not a digit"
    case .nonWord: return "a space, punctuation or symbol (no letter, digit or _)"
    case .asciiLetter: return "an ASCII letter a-z or A-Z"
    case .any: return "any character except a line break"
    }
  }
}

extension Character {
  /// One scalar of general category Nd.
  fileprivate var isBlockDigit: Bool {
    unicodeScalars.count == 1 && unicodeScalars.allSatisfy(\.isDecimalDigit)
  }

  /// The first scalar is no letter, mark, decimal digit, connector punctuation or zero-width joiner.
  fileprivate var isBlockNonWord: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    if scalar.value == 0x200C || scalar.value == 0x200D || scalar.properties.isAlphabetic { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
      return false
    default:
      return true
    }
  }

  /// A single ASCII letter.
  fileprivate var isBlockASCIILetter: Bool {
    guard unicodeScalars.count == 1, let value = unicodeScalars.first?.value else { return false }
    return (65...90).contains(value) || (97...122).contains(value)
  }

  /// Starts with a line terminator (LF, VT, FF, CR, NEL, LS, PS).
  fileprivate var isBlockLineTerminator: Bool {
    guard let value = unicodeScalars.first?.value else { return false }
    return (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
  }
}
