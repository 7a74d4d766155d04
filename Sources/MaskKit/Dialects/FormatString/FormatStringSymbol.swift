/// A position of a format string that takes one character of the text.
public enum FormatStringSlot: Character, Sendable, Hashable, CaseIterable {
  /// `#`: a digit, or a space when there is none.
  case optionalDigit = "#"
  /// `0`: a digit, or a zero when there is none.
  case fixedDigit = "0"
  /// `X`: a letter, written in upper case, or a space.
  case upperLetter = "X"
  /// `x`: a letter, written in lower case, or a space.
  case lowerLetter = "x"
  /// `*`: a letter as typed, or a space.
  case letter = "*"
  /// `_`: any character as typed.
  case anyCharacter = "_"

  /// What the slot shows when its character is missing or does not fit.
  var blank: Character { self == .fixedDigit ? "0" : " " }

  /// What the slot takes, in words.
  var summary: String {
    switch self {
    case .optionalDigit: return "digit (a space when missing)"
    case .fixedDigit: return "digit (a zero when missing)"
    case .upperLetter: return "letter, upper-cased (a space when missing)"
    case .lowerLetter: return "letter, lower-cased (a space when missing)"
    case .letter: return "letter as typed (a space when missing)"
    case .anyCharacter: return "any character (a space when missing)"
    }
  }
}

/// One compiled position of a format string.
enum FormatStringSymbol: Sendable, Hashable {
  /// A character that is written as it is.
  case literal(Character)
  /// A position that takes one character of the text.
  case slot(FormatStringSlot)
}
