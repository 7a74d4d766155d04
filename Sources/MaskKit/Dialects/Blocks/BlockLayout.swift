/// One displayed position of a blocks mask: a literal, or a slot (by its index in `BlockLayout.slots`).
enum BlockCell: Sendable, Hashable {
  case literal(Character)
  case slot(Int)
}

/// One slot of a blocks mask: a pattern symbol with its place in the mask and in the display.
struct BlockSlot: Sendable, Hashable {
  let symbol: BlockSymbol
  let block: Int
  let indexInBlock: Int
  let position: Int
  let sourceOffset: Int
}

/// The geometry of a compiled blocks mask.
struct BlockLayout: Sendable, Hashable {
  var cells: [BlockCell] = []
  var slots: [BlockSlot] = []
  var blocks: [BlockMask.Block] = []
  /// For each display position `p` (and `p == cells.count`), the position of the first slot at or after `p`.
  var nextSlotPosition: [Int?] = []
  /// For a mask read from plain ASCII bytes: each display position's literal byte, or
  /// `BlockLayout.slotByte` at a slot; nil for a mask read by `Character`s.
  var literalBytes: [UInt8]?

  /// The `literalBytes` entry of a slot (no ASCII byte).
  static let slotByte: UInt8 = 0xFF

  /// Fills `nextSlotPosition` once the cells are known.
  mutating func indexSlots() {
    var table = [Int?](repeating: nil, count: cells.count + 1)
    var next: Int?
    for position in stride(from: cells.count - 1, through: 0, by: -1) {
      if case .slot = cells[position] { next = position }
      table[position] = next
    }
    nextSlotPosition = table
  }
}
