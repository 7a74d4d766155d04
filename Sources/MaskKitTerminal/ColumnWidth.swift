extension Character {
  /// How many terminal columns the character takes: 2 for wide East Asian characters and emoji,
  /// 0 for a lone combining mark, otherwise 1.
  package var terminalColumns: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if Self.isZeroWidth(first) { return 0 }
    if first.properties.isEmojiPresentation || Self.isWide(first.value) { return 2 }
    if scalars.contains(Self.emojiPresentationSelector), first.properties.isEmoji { return 2 }
    return 1
  }

  /// The character as it can be drawn on one terminal line: control characters become their visible
  /// symbols (␉ for a tab, ␊ for a line feed), so they cannot move the cursor.
  package var terminalSafe: Character {
    guard let first = unicodeScalars.first, first.properties.generalCategory == .control else { return self }
    switch first.value {
    case 0x00..<0x20: return Character(Unicode.Scalar(0x2400 + first.value) ?? "?")
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }

  private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return scalar.value != 0x00AD
    default: return false
    }
  }

  /// Whether the scalar is East Asian Wide or Fullwidth.
  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// The main East Asian Wide and Fullwidth blocks, sorted (emoji are told by their presentation).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}

extension String {
  /// How many terminal columns the string takes on one line.
  package var terminalColumns: Int {
    reduce(0) { $0 + $1.terminalColumns }
  }
}
