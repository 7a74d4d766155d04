/// The compact form of a blocks mask whose literals and template are plain ASCII (no carriage return):
/// every displayed position is one byte, so applying plain ASCII text needs no `Character` at all.
struct BlockASCIITable: Sendable, Hashable {
  /// For each displayed position: the literal's byte, or the template byte its slot shows while empty.
  let shown: [UInt8]
  /// For each displayed position: its slot index, or -1 for a literal.
  let slotAt: [Int32]
  /// For each slot: its symbol.
  let symbols: [BlockSymbol]

  /// The table of `layout` with `templates`, nil when a literal or a template character is not a
  /// plain ASCII byte.
  init?(layout: BlockLayout, templates: [Character]) {
    var shown: [UInt8] = []
    var slotAt: [Int32] = []
    shown.reserveCapacity(layout.cells.count)
    slotAt.reserveCapacity(layout.cells.count)
    for cell in layout.cells {
      let character: Character
      switch cell {
      case .literal(let literal):
        character = literal
        slotAt.append(-1)
      case .slot(let index):
        character = templates[index]
        slotAt.append(Int32(truncatingIfNeeded: index))
      }
      guard character.utf8.count == 1, let byte = character.utf8.first, byte < 0x80, byte != 0x0D else {
        return nil
      }
      shown.append(byte)
    }
    self.shown = shown
    self.slotAt = slotAt
    self.symbols = layout.slots.map(\.symbol)
  }
}

extension BlockASCIITable {
  /// The display as bytes with `entries[i]` in slot `i`; nil when an entry is not one plain ASCII byte.
  func render(_ entries: [Character?]) -> [UInt8]? {
    var bytes = shown
    for position in 0..<bytes.count {
      let slot = slotAt[position]
      guard slot >= 0, let entry = entries[Int(slot)] else { continue }
      guard let byte = entry.asciiValue, byte != 0x0D, entry != "\r\n" else { return nil }
      bytes[position] = byte
    }
    return bytes
  }
}

extension BlockSymbol {
  /// The symbol written as the ASCII byte `byte`, nil for any other byte.
  init?(ascii byte: UInt8) {
    switch byte {
    case UInt8(ascii: "d"): self = .digit
    case UInt8(ascii: "D"): self = .nonDigit
    case UInt8(ascii: "W"): self = .nonWord
    case UInt8(ascii: "a"): self = .asciiLetter
    case UInt8(ascii: "."): self = .any
    default: return nil
    }
  }

  /// The symbol's letter as one scalar.
  var scalar: Unicode.Scalar {
    switch self {
    case .digit: return "d"
    case .nonDigit: return "D"
    case .nonWord: return "W"
    case .asciiLetter: return "a"
    case .any: return "."
    }
  }

  /// `accepts(_:)` for one plain ASCII byte (never a carriage return), without building a `Character`.
  func accepts(ascii byte: UInt8) -> Bool {
    let isDigit = (0x30...0x39).contains(byte)
    let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    switch self {
    case .digit: return isDigit
    case .nonDigit: return !isDigit
    case .nonWord: return !isDigit && !isLetter && byte != 0x5F
    case .asciiLetter: return isLetter
    case .any: return !(0x0A...0x0D).contains(byte)
    }
  }
}
