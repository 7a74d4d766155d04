/// `Character`-offset access to a text: byte offsets for plain ASCII text, an array of `Character`s
/// otherwise, so edits in long ASCII fields never split the whole text into graphemes.
struct TextCharacters {
  let text: String
  private let characters: [Character]?

  init(_ text: String) {
    self.text = text
    characters = text.isPlainASCII ? nil : Array(text)
  }

  /// The number of `Character`s.
  var count: Int { characters?.count ?? text.utf8.count }

  /// The character at `offset` (which must be inside the text).
  subscript(offset: Int) -> Character {
    guard let characters else { return Character(Unicode.Scalar(text.utf8[utf8Index(offset)])) }
    return characters[offset]
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

  private func utf8Index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }
}
