/// The slots of a compiled input mask, each kept once: in the four-byte form of an ``ASCIISlotTable``
/// when every literal is one ASCII byte (read back as ``InputMaskSlot``s), as ``InputMaskSlot``s
/// otherwise. A mask keeps them behind its one shared storage reference.
struct InputMaskSlots: RandomAccessCollection, Sendable {
  /// The compact form the ASCII fast path walks; nil when a literal is not ASCII.
  let ascii: ASCIISlotTable?
  /// The slots in the general form; empty when `ascii` holds them.
  private let general: [InputMaskSlot]

  init(_ table: ASCIISlotTable) {
    ascii = table
    general = []
  }

  /// `slots` in the compact form when it can hold them.
  init(_ slots: [InputMaskSlot]) {
    let table = ASCIISlotTable.compact(slots)
    ascii = table
    general = table == nil ? slots : []
  }

  var startIndex: Int { 0 }

  var endIndex: Int { ascii?.slots.count ?? general.count }

  subscript(position: Int) -> InputMaskSlot {
    if let ascii { return ascii.slot(at: position) }
    return general[position]
  }
}
