/// `Character`-offset access to a text: byte offsets for plain ASCII text, scalar offsets for text whose
/// every scalar is a standalone character (see `standaloneScalarCount`), an array of `Character`s
/// otherwise, so edits in long fields of those texts never split the whole text into graphemes.
struct TextCharacters {
  let text: String
  /// The number of `Character`s.
  let count: Int
  private let characters: [Character]?
  /// Whether offsets count scalars (standalone-scalar text) rather than bytes (plain ASCII text).
  private let countsScalars: Bool

  init(_ text: String) {
    self.text = text
    if text.isPlainASCII {
      characters = nil
      countsScalars = false
      count = text.utf8.count
    } else if let scalarCount = text.standaloneScalarCount {
      characters = nil
      countsScalars = true
      count = scalarCount
    } else {
      let characters = Array(text)
      self.characters = characters
      countsScalars = false
      count = characters.count
    }
  }

  /// The character at `offset` (which must be inside the text).
  subscript(offset: Int) -> Character {
    if let characters { return characters[offset] }
    let index = utf8Index(offset)
    return countsScalars ? Character(text.unicodeScalars[index]) : Character(Unicode.Scalar(text.utf8[index]))
  }

  /// The characters before `offset`.
  func prefix(_ offset: Int) -> String {
    guard let characters else { return String(text[..<utf8Index(offset)]) }
    return String(characters[..<offset])
  }

  /// The characters from `offset` on.
  func suffix(from offset: Int) -> String {
    guard let characters else { return String(text[utf8Index(offset)...]) }
    return String(characters[offset...])
  }

  /// The character just before `offset`, if any.
  func character(before offset: Int) -> Character? { offset > 0 ? self[offset - 1] : nil }

  /// The character at `offset`, if it is inside the text.
  func character(at offset: Int) -> Character? { offset < count ? self[offset] : nil }

  /// Whether the text starts with `prefix`.
  func starts(with prefix: [Character]) -> Bool {
    guard let characters else { return text.starts(with: prefix) }
    return characters.starts(with: prefix)
  }

  /// The index of the `Character` at `offset` in a text of ASCII bytes or standalone scalars.
  private func utf8Index(_ offset: Int) -> String.Index {
    guard countsScalars else { return text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
    guard let bytes = text.utf8.withContiguousStorageIfAvailable({ byteOffset($0, ofScalar: offset) }) else {
      return text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: offset)
    }
    return text.utf8.index(text.utf8.startIndex, offsetBy: bytes)
  }
}
