/// An identifier as read from a text in one layout: the value kept, and what could not be kept.
///
/// Digits of every script are read as ASCII digits and letters upper-cased. A separator of the scheme
/// (or a space) is skipped wherever it stands; any other character that cannot stand at the next
/// position is refused, and so is every character beyond the layout's length.
struct IdentifierReading {
  /// The layout read into, an index of the scheme's layouts.
  var layout: Int
  /// The canonical value characters kept.
  var value: [UInt8] = []
  /// How many of them stand before the caret.
  var beforeCaret = 0
  /// The first character refused (its offset in the text, in characters) and the value position it
  /// stood at.
  var firstRefused: (offset: Int, position: Int)?
  /// How many characters were refused for not standing where they were.
  var refused = 0
  /// How many value characters came after the layout was full.
  var overflow = 0
  /// The value positions at which a separator was skipped (when recorded).
  var separatorPositions: [Int] = []

  /// Whether every character found its place.
  var isClean: Bool { refused == 0 && overflow == 0 }

  /// One character of the text: its canonical byte (nil for a character no scheme reads), whether it may
  /// be skipped as a separator, and whether it stands before the caret.
  struct Token: Equatable {
    var byte: UInt8?
    var isSeparator: Bool
    var beforeCaret: Bool
  }

  /// The longest text read; the rest of a huge paste is refused as overflow.
  static let longestText = 64

  /// The characters of `input` as tokens, with `separators` marked skippable; text of plain ASCII is
  /// read byte by byte (``asciiTokens(_:separators:)``), other text `Character` by `Character`.
  static func tokens(_ input: CaretText, separators: IdentifierCharacterClass) -> (tokens: [Token], cut: Bool)
  {
    if input.text.isPlainASCII { return asciiTokens(input, separators: separators) }
    return characterTokens(input, separators: separators)
  }

  /// ``tokens(_:separators:)`` for any text.
  static func characterTokens(_ input: CaretText, separators: IdentifierCharacterClass)
    -> (tokens: [Token], cut: Bool)
  {
    var tokens: [Token] = []
    let caret = max(0, input.caret)
    for (offset, character) in input.text.enumerated() {
      if tokens.count == longestText { return (tokens, true) }
      let byte =
        PasteShape.isSpace(character) ? UInt8(ascii: " ") : IdentifierCharacterClass.canonical(character)
      tokens.append(
        Token(byte: byte, isSeparator: byte.map(separators.takes) ?? false, beforeCaret: offset < caret))
    }
    return (tokens, false)
  }

  /// ``tokens(_:separators:)`` for text whose every byte is an ASCII character (no carriage return).
  static func asciiTokens(_ input: CaretText, separators: IdentifierCharacterClass)
    -> (tokens: [Token], cut: Bool)
  {
    let caret = max(0, input.caret)
    func read(_ bytes: some Collection<UInt8>) -> (tokens: [Token], cut: Bool) {
      var tokens: [Token] = []
      tokens.reserveCapacity(min(bytes.count, longestText))
      var offset = 0
      for ascii in bytes {
        if offset == longestText { return (tokens, true) }
        let byte = ascii >= 97 && ascii <= 122 ? ascii - 32 : ascii
        tokens.append(Token(byte: byte, isSeparator: separators.takes(byte), beforeCaret: offset < caret))
        offset += 1
      }
      return (tokens, false)
    }
    return input.text.utf8.withContiguousStorageIfAvailable { read($0) } ?? read(input.text.utf8)
  }

  /// Reads `tokens` into layout number `index` of `layouts`, noting where separators stand when
  /// `recordingSeparators`.
  init(_ tokens: [Token], layouts: [IdentifierLayout], index: Int, recordingSeparators: Bool = false) {
    layout = index
    let positions = layouts[index].positions
    value.reserveCapacity(positions.count)
    for (offset, token) in tokens.enumerated() {
      let position = value.count
      if let byte = token.byte, position < positions.count {
        let here = positions[position]
        if here.takes(byte) {
          keep(byte, token)
          continue
        }
        if let fill = here.fill, position + 1 < positions.count, positions[position + 1].takes(byte) {
          keep(fill, token)
          keep(byte, token)
          continue
        }
      }
      if token.isSeparator {
        if recordingSeparators { separatorPositions.append(position) }
      } else if token.byte != nil, position >= positions.count, token.byte.map(Self.isValueCharacter) == true
      {
        overflow += 1
      } else {
        refused += 1
        if firstRefused == nil { firstRefused = (offset, position) }
      }
    }
  }

  private mutating func keep(_ byte: UInt8, _ token: Token) {
    value.append(byte)
    if token.beforeCaret { beforeCaret += 1 }
  }

  /// Whether `byte` is a letter or digit (so one beyond the length is too many, not out of place).
  private static func isValueCharacter(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || byte == IdentifierCharacterClass.enye
  }

  /// The reading the field shows: one in which every character found its place, a whole identifier
  /// before a partial one and the shorter layout before the longer; else the one that keeps the most.
  ///
  /// A layout shorter than the value characters of `tokens` (letters and digits not skipped as
  /// separators) cannot place them all, so it ranks below any layout that does: those are read first,
  /// and the shorter layouts only when none of them places every character (then every layout is read,
  /// as ``bestOfEveryLayout(_:layouts:recordingSeparators:)``, the general path this one is held to).
  static func best(_ tokens: [Token], layouts: [IdentifierLayout], recordingSeparators: Bool = false)
    -> IdentifierReading
  {
    let count = tokens.count { token in !token.isSeparator && token.byte.map(isValueCharacter) == true }
    let first = layouts.firstIndex { $0.length >= count } ?? layouts.count
    if first > 0, first < layouts.count,
      let clean = bestOf(tokens, layouts: layouts, from: first, recordingSeparators: recordingSeparators),
      clean.isClean
    {
      return clean
    }
    return bestOfEveryLayout(tokens, layouts: layouts, recordingSeparators: recordingSeparators)
  }

  /// ``best(_:layouts:recordingSeparators:)`` reading every layout, shortest first; the first whole one
  /// ends the search (nothing ranks above it).
  static func bestOfEveryLayout(
    _ tokens: [Token], layouts: [IdentifierLayout], recordingSeparators: Bool = false
  ) -> IdentifierReading {
    bestOf(tokens, layouts: layouts, from: 0, recordingSeparators: recordingSeparators)
      ?? IdentifierReading(tokens, layouts: layouts, index: 0, recordingSeparators: recordingSeparators)
  }

  /// The best reading of the layouts from index `first` on, up to the first whole one; nil when there
  /// are none.
  private static func bestOf(
    _ tokens: [Token], layouts: [IdentifierLayout], from first: Int, recordingSeparators: Bool
  ) -> IdentifierReading? {
    var best: IdentifierReading?
    var bestRank = (0, 0, 0)
    for index in layouts.indices where index >= first {
      let reading = IdentifierReading(
        tokens, layouts: layouts, index: index, recordingSeparators: recordingSeparators)
      let whole = reading.isClean && reading.value.count == layouts[index].length
      let rank = (
        whole ? 2 : reading.isClean ? 1 : 0, -(reading.refused + reading.overflow), reading.value.count
      )
      if best == nil || rank > bestRank {
        best = reading
        bestRank = rank
      }
      if whole { break }
    }
    return best
  }
}
