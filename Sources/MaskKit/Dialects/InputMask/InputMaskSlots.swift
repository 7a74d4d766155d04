/// The slots of a compiled input mask, each kept once: in the four-byte form of an ``ASCIISlotTable``
/// when every literal is one ASCII byte (read back as ``InputMaskSlot``s), as ``InputMaskSlot``s
/// otherwise. One reference either way, so a copy costs one retain.
struct InputMaskSlots: RandomAccessCollection, Sendable {
  private enum Store {
    case ascii(ASCIISlotTable)
    case general([InputMaskSlot])
  }

  private let store: Store

  init(_ table: ASCIISlotTable) { store = .ascii(table) }

  /// `slots` in the compact form when it can hold them.
  init(_ slots: [InputMaskSlot]) {
    store = ASCIISlotTable(slots).map(Store.ascii) ?? .general(slots)
  }

  /// The compact form the ASCII fast path walks; nil when a literal is not ASCII.
  var ascii: ASCIISlotTable? {
    if case .ascii(let table) = store { return table }
    return nil
  }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch store {
    case .ascii(let table): return table.slots.count
    case .general(let slots): return slots.count
    }
  }

  subscript(position: Int) -> InputMaskSlot {
    switch store {
    case .ascii(let table): return table.slot(at: position)
    case .general(let slots): return slots[position]
    }
  }
}
