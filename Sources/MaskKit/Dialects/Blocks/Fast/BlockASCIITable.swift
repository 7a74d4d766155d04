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
  /// plain ASCII byte (or is a carriage return). Literals come from the layout's bytes when it was read
  /// from bytes. `uniform` is the template character of every slot, when there is one.
  init?(layout: BlockLayout, templates: [Character], uniform: Character?) {
    let templateBytes: [UInt8]
    if let uniform {
      guard let byte = uniform.singleASCIIByte, byte != 0x0D else { return nil }
      templateBytes = Array(repeating: byte, count: templates.count)
    } else {
      guard let bytes = Self.bytes(of: templates) else { return nil }
      templateBytes = bytes
    }
    let literals = layout.literalBytes ?? Self.literalBytes(of: layout.cells)
    guard let literals else { return nil }
    var shown = [UInt8](repeating: 0, count: literals.count)
    var slotAt = [Int32](repeating: -1, count: literals.count)
    var slot: Int32 = 0
    for (position, byte) in literals.enumerated() {
      if byte == BlockLayout.slotByte {
        shown[position] = templateBytes[Int(slot)]
        slotAt[position] = slot
        slot += 1
      } else {
        guard byte != 0x0D else { return nil }
        shown[position] = byte
      }
    }
    self.shown = shown
    self.slotAt = slotAt
    self.symbols = layout.slots.map(\.symbol)
  }
}

extension BlockASCIITable {
  /// The byte of each character, nil unless every one is a single ASCII byte other than a carriage
  /// return. Templates repeat one character, so the last one's byte is reused.
  private static func bytes(of templates: [Character]) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(templates.count)
    var last: (character: Character, byte: UInt8)?
    for template in templates {
      if let last, last.character == template {
        bytes.append(last.byte)
        continue
      }
      guard let byte = template.singleASCIIByte, byte != 0x0D else { return nil }
      last = (template, byte)
      bytes.append(byte)
    }
    return bytes
  }

  /// `BlockLayout.literalBytes` worked out from the cells, nil when a literal is not one ASCII byte.
  private static func literalBytes(of cells: [BlockCell]) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(cells.count)
    for cell in cells {
      switch cell {
      case .literal(let literal):
        guard let byte = literal.singleASCIIByte else { return nil }
        bytes.append(byte)
      case .slot: bytes.append(BlockLayout.slotByte)
      }
    }
    return bytes
  }

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

  /// The symbol's letter as one ASCII byte.
  var asciiByte: UInt8 {
    switch self {
    case .digit: return UInt8(ascii: "d")
    case .nonDigit: return UInt8(ascii: "D")
    case .nonWord: return UInt8(ascii: "W")
    case .asciiLetter: return UInt8(ascii: "a")
    case .any: return UInt8(ascii: ".")
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

/// The read views of an ASCII table and its layout that the fast paths walk, lent by
/// ``BlockASCIITable/withViews(of:_:)``.
struct BlockTableViews {
  /// The table's `shown`.
  let shown: ReadBuffer<UInt8>
  /// The table's `slotAt`.
  let slotAt: ReadBuffer<Int32>
  /// The table's `symbols`.
  let symbols: ReadBuffer<BlockSymbol>
  /// The layout's `nextSlotPosition`.
  let next: ReadBuffer<Int?>
  /// The layout's `slots`.
  let slots: ReadBuffer<BlockSlot>
}

extension BlockASCIITable {
  /// `body` over the views of the table and of `layout`, the layout it was made from.
  @inline(__always)
  func withViews<R>(of layout: BlockLayout, _ body: (BlockTableViews) -> R) -> R {
    shown.withReadBuffer { shown in
      slotAt.withReadBuffer { slotAt in
        symbols.withReadBuffer { symbols in
          layout.nextSlotPosition.withReadBuffer { next in
            layout.slots.withReadBuffer { slots in
              body(BlockTableViews(shown: shown, slotAt: slotAt, symbols: symbols, next: next, slots: slots))
            }
          }
        }
      }
    }
  }
}
