/// `Character`-offset access to a text: byte offsets for plain ASCII text, scalar offsets for text whose
/// every scalar is a standalone character (see `standaloneScalarCount`), an array of `Character`s
/// otherwise, so edits in long fields of those texts never split the whole text into graphemes.
///
/// It reads all of `text` or, for a view made by `prefixCharacters(_:)`, its first `count` characters.
struct TextCharacters {
  let text: String
  /// The number of `Character`s read.
  let count: Int
  private let characters: [Character]?
  /// Whether offsets count scalars (standalone-scalar text) rather than bytes (plain ASCII text).
  private let countsScalars: Bool
  /// The number of `Character`s in the whole of `text`.
  private let wholeCount: Int
  /// The UTF-8 offset where the characters read end.
  private let endByte: Int

  /// Reads `text`, whose scalars, when known, are `standaloneScalarCount` standalone characters.
  init(_ text: String, standaloneScalarCount: Int? = nil) {
    self.text = text
    endByte = text.utf8.count
    if text.isPlainASCII {
      characters = nil
      countsScalars = false
      count = endByte
    } else if let scalarCount = standaloneScalarCount ?? text.standaloneScalarCount {
      characters = nil
      countsScalars = true
      count = scalarCount
    } else {
      let characters = Array(text)
      self.characters = characters
      countsScalars = false
      count = characters.count
    }
    wholeCount = count
  }

  private init(_ whole: TextCharacters, count: Int, endByte: Int) {
    text = whole.text
    characters = whole.characters
    countsScalars = whole.countsScalars
    wholeCount = whole.wholeCount
    self.count = count
    self.endByte = endByte
  }

  /// The first `offset` characters (at most `count`), read from the same text without copying or
  /// counting it again.
  func prefixCharacters(_ offset: Int) -> TextCharacters {
    let offset = max(0, min(offset, count))
    guard offset < count else { return self }
    guard characters == nil else { return TextCharacters(prefix(offset)) }
    return TextCharacters(self, count: offset, endByte: byteOffset(offset))
  }

  /// The character at `offset` (which must be inside the characters read).
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

  /// The characters read from `offset` on.
  func suffix(from offset: Int) -> String {
    guard let characters else {
      return String(text[utf8Index(offset)..<text.utf8.index(text.utf8.startIndex, offsetBy: endByte)])
    }
    return String(characters[offset..<count])
  }

  /// The characters read with `range` replaced by `inserted` (and those before it by `head` when
  /// given), built in one string: each byte is copied once, where joining the parts copied the text
  /// three times.
  func replacing(_ range: Range<Int>, with inserted: String, after head: String? = nil) -> String {
    let joinedParts = { (head ?? prefix(range.lowerBound)) + inserted + suffix(from: range.upperBound) }
    guard characters == nil else { return joinedParts() }
    let startByte = head == nil ? byteOffset(range.lowerBound) : 0
    let endByte = range.isEmpty && head == nil ? startByte : byteOffset(range.upperBound)
    let headBytes = head?.utf8.count ?? startByte
    let length = headBytes + inserted.utf8.count + self.endByte - endByte
    // Up to 15 bytes a string is stored inline: joining its parts allocates nothing.
    guard length > 15 else { return joinedParts() }
    guard !countsScalars else {
      // Written as bytes, a text of other scripts would be validated as UTF-8 again; appended parts
      // of known-valid strings are not.
      let bytes = text.utf8
      let start = bytes.index(bytes.startIndex, offsetBy: startByte)
      let end = bytes.index(bytes.startIndex, offsetBy: endByte)
      let last = bytes.index(bytes.startIndex, offsetBy: self.endByte)
      var joined = ""
      joined.reserveCapacity(length)
      joined += head ?? String(text[..<start])
      joined += inserted
      joined += text[end..<last]
      return joined
    }
    var head = head
    var inserted = inserted
    var text = text
    return head.withBytes { headPart in
      inserted.withBytes { insertedPart in
        text.withBytes { all in
          String.writingUTF8(capacity: length) { buffer in
            let first = headPart ?? all.rebased(0..<startByte)
            let tail = all.rebased(endByte..<self.endByte)
            var written = 0
            func append(_ part: ReadBuffer<UInt8>) {
              part.copy(0..<part.count, into: buffer, at: written)
              written += part.count
            }
            append(first)
            append(insertedPart)
            append(tail)
            return written
          }
        }
      }
    }
  }

  /// The characters before `range` and from its end on, the offset found once for an empty range.
  func parts(around range: Range<Int>) -> (prefix: String, suffix: String) {
    guard characters == nil, range.isEmpty else {
      return (prefix(range.lowerBound), suffix(from: range.upperBound))
    }
    let index = utf8Index(range.lowerBound)
    return (
      String(text[..<index]), String(text[index..<text.utf8.index(text.utf8.startIndex, offsetBy: endByte)])
    )
  }

  /// The characters just before `start` and at `end`, if any, the offset found once when they are the
  /// same.
  func neighbours(before start: Int, at end: Int) -> (before: Character?, at: Character?) {
    guard countsScalars, start == end, start > 0 || end < count else {
      return (character(before: start), character(at: end))
    }
    let index = utf8Index(start)
    let scalars = text.unicodeScalars
    return (
      start > 0 ? Character(scalars[scalars.index(before: index)]) : nil,
      end < count ? Character(scalars[index]) : nil
    )
  }

  /// The character just before `offset`, if any.
  func character(before offset: Int) -> Character? { offset > 0 ? self[offset - 1] : nil }

  /// The character at `offset`, if it is inside the characters read.
  func character(at offset: Int) -> Character? { offset < count ? self[offset] : nil }

  /// Whether the characters read start with `prefix`.
  func starts(with prefix: [Character]) -> Bool {
    guard prefix.count <= count else { return false }
    guard let characters else { return text.starts(with: prefix) }
    return characters.starts(with: prefix)
  }

  /// The index of the `Character` at `offset` in a text of ASCII bytes or standalone scalars.
  private func utf8Index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: byteOffset(offset))
  }

  /// The UTF-8 offset of the `Character` at `offset` in a text of ASCII bytes or standalone scalars,
  /// counted from whichever end of the text is nearer.
  private func byteOffset(_ offset: Int) -> Int {
    guard countsScalars else { return offset }
    let bytes = text.utf8.withContiguousReadBuffer { bytes in
      offset > wholeCount / 2
        ? MaskKit.byteOffset(bytes, ofScalarsBeforeEnd: wholeCount - offset)
        : MaskKit.byteOffset(bytes, ofScalar: offset)
    }
    return bytes
      ?? text.utf8.distance(
        from: text.utf8.startIndex,
        to: text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: offset))
  }
}
