/// How the matcher keeps text that is not plain ASCII.
///
/// Text whose every scalar is a standalone character (see `isStandaloneCharacter`: Latin, Greek,
/// Cyrillic, kana, CJK…) has a grapheme break between every two scalars, so its `Character` offsets
/// are scalar offsets: the matcher keeps it as scalars (`scalarMode`), read without grapheme breaking
/// and turned back into a string without building `Character`s. A slot that takes such a scalar as it
/// is answers from the scalar's class; anything else goes through the `Character` rules. The first
/// character that is not standalone (a combining mark, an emoji, CR) turns the text into `Character`s
/// for good. `PictureScalarPathTests` holds this to the `Character` path.
extension PictureMatcher {
  /// Keeps the text and the output as scalars (when `character` is a standalone scalar) or as
  /// characters from now on.
  mutating func leavePlain(for character: Character) {
    guard plain else { return }
    plain = false
    if allowsScalars, character.standaloneScalar != nil {
      scalarMode = true
      scalars = bytes.map { Unicode.Scalar($0) }
      outputScalars = outputBytes.map { Unicode.Scalar($0) }
    } else {
      text = bytes.map { asciiCharacters[Int($0)] }
      output = outputBytes.map { asciiCharacters[Int($0)] }
    }
  }

  /// Keeps the text and the output as characters from now on.
  mutating func leaveScalars() {
    guard scalarMode else { return }
    text = scalars.map(Character.init)
    output = outputScalars.map(Character.init)
    scalars = []
    outputScalars = []
    scalarMode = false
  }

  /// Sets the output character at `position` (its ASCII byte: `byte`, 0 if none).
  mutating func setOutput(_ character: Character, byte: UInt8, at position: Int) {
    outputEdited = true
    if scalarMode {
      if let scalar = character.standaloneScalar {
        outputScalars[position] = scalar
      } else {
        leaveScalars()
      }
    }
    if !plain, !scalarMode { output[position] = character }
    outputBytes[position] = byte
  }

  /// Appends `character` (its ASCII byte: `byte`, 0 if none) to the text and the output.
  mutating func appendStored(_ character: Character, byte: UInt8) {
    outputEdited = true
    if plain, character.singleASCIIByte != byte { leavePlain(for: character) }
    if scalarMode {
      if let scalar = character.standaloneScalar {
        scalars.append(scalar)
        outputScalars.append(scalar)
      } else {
        leaveScalars()
      }
    }
    if !plain, !scalarMode {
      text.append(character)
      output.append(character)
    }
    bytes.append(byte)
    outputBytes.append(byte)
  }

  /// Removes the last character of the text and the output.
  mutating func removeLastStored() {
    if scalarMode {
      scalars.removeLast()
      outputScalars.removeLast()
    } else if !plain {
      text.removeLast()
      output.removeLast()
    }
    bytes.removeLast()
    outputBytes.removeLast()
  }
}

extension PictureSlot {
  /// For a standalone scalar outside ASCII: whether the slot takes it as it is (`true`) or refuses it
  /// (`false`), as `accept(_:options:)` decides; `nil` when the slot may write another character.
  func takesAsIs(_ scalar: Unicode.Scalar, options: PictureOptions) -> Bool? {
    switch self {
    case .digit:
      guard scalar.isDecimalDigit else { return false }
      return options.normalizesDigits ? nil : true
    case .letter: return scalar.isLetterOrMark
    case .anyCharacter: return true
    case .upperLetter, .lowerLetter, .upperAnyCharacter: return nil
    }
  }
}
