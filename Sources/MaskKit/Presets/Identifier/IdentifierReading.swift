/// An identifier as read from a text in one layout: the value kept, and what could not be kept.
///
/// Characters are read as python-stdnum's `clean()` reads them (``IdentifierCharacterClass/canonical(_:)``),
/// digits of every script as ASCII digits and letters upper-cased; format characters (general category Cf:
/// the bidirectional marks, the byte order mark, the zero-width space, the soft hyphen) are skipped. A
/// separator the scheme's `compact()` deletes is skipped where the scheme allows one
/// (``IdentifierScheme/SeparatorPlacement``), whitespace before and after the identifier too where it
/// strips it; any other character that cannot stand at the next position is refused, and so is every
/// character beyond the layout's length.
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
  /// Whether that character is a separator standing where the scheme has none.
  var firstRefusedIsSeparator = false
  /// How many characters were refused for not standing where they were.
  var refused = 0
  /// How many value characters came after the layout was full.
  var overflow = 0
  /// The value positions at which a separator was skipped (when recorded).
  var separatorPositions: [Int] = []

  /// Whether every character found its place.
  var isClean: Bool { refused == 0 && overflow == 0 }

  /// One character of the text: its canonical byte (nil for a character no scheme reads), whether it may
  /// be skipped as a separator (deleted by the scheme's `compact()`, or whitespace stripped around the
  /// identifier), whether it is such whitespace, its offset in the text, and whether it stands before
  /// the caret.
  struct Token: Equatable {
    var byte: UInt8?
    var isSeparator: Bool
    var beforeCaret: Bool
    var isStripped = false
    var offset = 0
  }

  /// The longest text read; the rest of a huge paste is refused as overflow.
  static let longestText = 64

  /// The characters of `input` as tokens, with `separators` marked skippable and, when `strips`, the
  /// whitespace before and after the identifier too; text of plain ASCII is read byte by byte
  /// (``asciiTokens(_:separators:)``), other text `Character` by `Character`.
  static func tokens(_ input: CaretText, separators: IdentifierCharacterClass, strips: Bool = true)
    -> (tokens: [Token], cut: Bool)
  {
    var read =
      input.text.isPlainASCII
      ? asciiTokens(input, separators: separators) : characterTokens(input, separators: separators)
    if strips { stripEnds(&read.tokens) }
    return read
  }

  /// Marks the whitespace before the first and after the last character that is neither a separator
  /// nor whitespace as stripped separators (all of it when there is no such character).
  static func stripEnds(_ tokens: inout [Token]) {
    func isSpace(_ token: Token) -> Bool {
      token.byte == IdentifierCharacterClass.whitespace || token.byte == 32
    }
    guard let head = tokens.first, let tail = tokens.last,
      head.isSeparator || isSpace(head) || tail.isSeparator || isSpace(tail)
    else { return }
    let first = tokens.firstIndex { !$0.isSeparator && !isSpace($0) } ?? tokens.count
    let last = tokens.lastIndex { !$0.isSeparator && !isSpace($0) } ?? -1
    for index in tokens.indices where (index < first || index > last) && isSpace(tokens[index]) {
      tokens[index].isSeparator = true
      tokens[index].isStripped = true
    }
  }

  /// ``tokens(_:separators:strips:)`` for any text.
  static func characterTokens(_ input: CaretText, separators: IdentifierCharacterClass)
    -> (tokens: [Token], cut: Bool)
  {
    var tokens: [Token] = []
    let caret = max(0, input.caret)
    for (offset, character) in input.text.enumerated() where !character.isIgnorableFormat {
      if tokens.count == longestText { return (tokens, true) }
      let byte = IdentifierCharacterClass.canonical(character)
      tokens.append(
        Token(
          byte: byte, isSeparator: byte.map(separators.takes) ?? false, beforeCaret: offset < caret,
          offset: offset))
    }
    return (tokens, false)
  }

  /// ``tokens(_:separators:strips:)`` for text whose every byte is an ASCII character (no carriage
  /// return).
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
        let byte =
          ascii >= 97 && ascii <= 122
          ? ascii - 32 : ascii < 32 ? IdentifierCharacterClass.asciiWhitespace(ascii) ?? ascii : ascii
        tokens.append(
          Token(byte: byte, isSeparator: separators.takes(byte), beforeCaret: offset < caret, offset: offset))
        offset += 1
      }
      return (tokens, false)
    }
    return input.text.utf8.withContiguousReadBuffer { read($0) } ?? read(input.text.utf8)
  }

  /// Reads `tokens` into layout number `index` of `layouts`, skipping separators where `placement`
  /// allows them, noting where they stand when `recordingSeparators`.
  init(
    _ tokens: [Token], layouts: [IdentifierLayout], index: Int,
    placement: IdentifierScheme.SeparatorPlacement = .anywhere, recordingSeparators: Bool = false
  ) {
    layout = index
    let positions = layouts[index].positions
    value.reserveCapacity(positions.count)
    var lastSeparator = -1
    var typedFill = false
    // A sign skipped before the sign position (`16-0330-6711`): python-stdnum drops it only when the
    // sign itself stands at its position, so it is refused once the sign is filled in or never typed.
    // In an edit before the end (text after the caret), the sign is the field's own, shifted by the
    // edit: it is carried to its position as it is (`+` stays `+`) rather than refused.
    var earlySign: (token: Token, position: Int)?
    var signTyped = false
    let carriesSign = tokens.last.map { !$0.beforeCaret } ?? false
    // Where the sign was filled in rather than typed: a sign after it in an edit is the field's own,
    // shifted right by the edit, and takes its place.
    var filledSign: Int?
    for token in tokens {
      let position = value.count
      if placement == .beforeFill, typedFill, let byte = token.byte, positions[position - 1].takes(byte) {
        // A second `-`/`+` right after the one read as the century sign: stdnum reads the later one.
        value[position - 1] = byte
        continue
      }
      if let byte = token.byte, position < positions.count {
        let here = positions[position]
        if here.takes(byte) {
          typedFill = here.fill != nil
          if typedFill { signTyped = true }
          keep(byte, token)
          continue
        }
        if let fill = here.fill, position + 1 < positions.count, positions[position + 1].takes(byte) {
          typedFill = false
          var sign = fill
          if let early = earlySign, placement == .beforeFill {
            if carriesSign, let byte = early.token.byte {
              sign = byte
            } else {
              refuse(early.token, at: early.position, separator: true)
            }
            earlySign = nil
          }
          if sign == fill { filledSign = value.count }
          keep(sign, token)
          keep(byte, token)
          continue
        }
      }
      if token.isSeparator {
        if carriesSign, placement == .beforeFill, !signTyped, let at = filledSign, let byte = token.byte,
          positions[at].takes(byte)
        {
          value[at] = byte
          signTyped = true
          continue
        }
        if !token.isStripped,
          !Self.allows(token.byte, placement, at: position, after: lastSeparator, in: layouts[index])
        {
          refuse(token, at: position, separator: true)
          continue
        }
        if !token.isStripped { lastSeparator = position }
        if placement == .beforeFill, !token.isStripped, earlySign == nil, let byte = token.byte,
          positions.contains(where: { $0.fill != nil && $0.takes(byte) })
        {
          earlySign = (token, position)
        }
        if recordingSeparators { separatorPositions.append(position) }
      } else if token.byte != nil, position >= positions.count, token.byte.map(Self.isValueCharacter) == true
      {
        overflow += 1
      } else {
        refuse(token, at: position, separator: false)
      }
    }
    if let earlySign, !signTyped, !carriesSign {
      refuse(earlySign.token, at: earlySign.position, separator: true)
    }
  }

  /// Whether `placement` lets separator `byte` stand before value position `position` of `layout`, the
  /// last separator having stood before `last` (-1: none yet).
  private static func allows(
    _ byte: UInt8?, _ placement: IdentifierScheme.SeparatorPlacement, at position: Int, after last: Int,
    in layout: IdentifierLayout
  ) -> Bool {
    switch placement {
    case .anywhere: return true
    case .onceAtBoundaries: return position != last && layout.boundaries.contains(position)
    case .beforeFill:
      guard let fill = layout.positions.firstIndex(where: { $0.fill != nil }),
        let byte, layout.positions[fill].takes(byte)
      else { return true }
      return position <= fill
    }
  }

  private mutating func refuse(_ token: Token, at position: Int, separator: Bool) {
    refused += 1
    if firstRefused == nil {
      firstRefused = (token.offset, position)
      firstRefusedIsSeparator = separator
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
  /// as ``bestOfEveryLayout(_:layouts:placement:recordingSeparators:)``, the general path this one is held to).
  static func best(
    _ tokens: [Token], layouts: [IdentifierLayout],
    placement: IdentifierScheme.SeparatorPlacement = .anywhere,
    recordingSeparators: Bool = false
  ) -> IdentifierReading {
    let count = tokens.count { token in !token.isSeparator && token.byte.map(isValueCharacter) == true }
    let first = layouts.firstIndex { $0.length >= count } ?? layouts.count
    if first > 0, first < layouts.count,
      let clean = bestOf(
        tokens, layouts: layouts, from: first, placement: placement, recordingSeparators: recordingSeparators),
      clean.isClean
    {
      return clean
    }
    return bestOfEveryLayout(
      tokens, layouts: layouts, placement: placement, recordingSeparators: recordingSeparators)
  }

  /// ``best(_:layouts:placement:recordingSeparators:)`` reading every layout, shortest first; the first whole one
  /// ends the search (nothing ranks above it).
  static func bestOfEveryLayout(
    _ tokens: [Token], layouts: [IdentifierLayout],
    placement: IdentifierScheme.SeparatorPlacement = .anywhere,
    recordingSeparators: Bool = false
  ) -> IdentifierReading {
    bestOf(tokens, layouts: layouts, from: 0, placement: placement, recordingSeparators: recordingSeparators)
      ?? IdentifierReading(
        tokens, layouts: layouts, index: 0, placement: placement, recordingSeparators: recordingSeparators)
  }

  /// The best reading of the layouts from index `first` on, up to the first whole one; nil when there
  /// are none.
  private static func bestOf(
    _ tokens: [Token], layouts: [IdentifierLayout], from first: Int,
    placement: IdentifierScheme.SeparatorPlacement, recordingSeparators: Bool
  ) -> IdentifierReading? {
    var best: IdentifierReading?
    var bestRank = (0, 0, 0)
    for index in layouts.indices where index >= first {
      let reading = IdentifierReading(
        tokens, layouts: layouts, index: index, placement: placement, recordingSeparators: recordingSeparators
      )
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
