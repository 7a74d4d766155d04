/// Marks, joiners, variation selectors and format characters attached to a digit.
///
/// A digit followed by a combining mark (`5` U+0301), a joiner (U+200D, U+200C), a variation selector
/// (U+FE0F) or an enclosing keycap, or preceded by a prepended format character (U+0600), is one
/// `Character` that is not a digit, so a reader that takes whole `Character`s would skip it and the digit
/// with it. Every reader of MaskKit reads such a character as its digit: the attachments are dropped and
/// the digit is kept (they carry no value). A character counts when exactly one of its scalars is a
/// decimal digit and none of the others is a letter or a number; a character that also holds a letter
/// or a second number is not a digit.
extension Character {
  /// The decimal digit scalar (any script) of a character made of one digit and attachments, or of a
  /// lone digit; nil for any other character.
  var attachedDigitScalar: Unicode.Scalar? {
    var digit: Unicode.Scalar?
    for scalar in unicodeScalars {
      if scalar.isDecimalDigit {
        guard digit == nil else { return nil }
        digit = scalar
      } else if scalar.isLetterOrMark && !Self.isMark(scalar) || scalar.isNumber {
        return nil
      }
    }
    return digit
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}

extension Character {
  /// Whether `self`, a character of a text read with its digits' attachments dropped, stands for the
  /// mask literal `literal`: it is that literal, or `literal` is a digit with attachments (`4` U+0366,
  /// a keycap) and `self` is its digit, since a reader never keeps the attachments of a digit it reads
  /// (so a text the mask shows reads back).
  func standsForLiteral(_ literal: Character) -> Bool {
    if self == literal { return true }
    guard literal.unicodeScalars.count > 1, let digit = literal.attachedDigitScalar else { return false }
    return unicodeScalars.count == 1 && unicodeScalars.first == digit
  }
}

extension String {
  /// The text with the attachments of every digit dropped (see `Character.attachedDigitScalar`); the
  /// `Character` count, and so every caret offset, stays the same.
  var droppingDigitAttachments: String {
    if isPlainASCII || standaloneScalarCount != nil { return self }
    var result = ""
    var changed = false
    for character in self {
      if character.unicodeScalars.count > 1, let digit = character.attachedDigitScalar {
        result.unicodeScalars.append(digit)
        changed = true
      } else {
        result.append(character)
      }
    }
    return changed ? result : self
  }
}

extension CaretText {
  /// The same input with the attachments of every digit dropped (see `Character.attachedDigitScalar`).
  var droppingDigitAttachments: CaretText {
    var input = self
    input.text = text.droppingDigitAttachments
    return input
  }
}

extension Character {
  /// A format character standing alone (general category Cf: the bidirectional marks U+200E/U+200F,
  /// U+202A–U+202E, U+2066–U+2069, the zero-width space U+200B, U+2060, the byte order mark U+FEFF, the
  /// soft hyphen U+00AD), which never changes a value: readers skip it.
  var isIgnorableFormat: Bool {
    // No ASCII scalar is of category Cf, and CR LF is two scalars (`asciiValue`, which compares with
    // CR LF first, is not needed).
    guard let scalar = singleScalar else { return false }
    return scalar.isFormat
  }
}
