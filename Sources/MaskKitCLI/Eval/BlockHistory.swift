import MaskKit

/// The undo and redo stacks of a blocks session: field states before each edit (undo) and after each
/// undo (redo). Bounded like `MaskedText`'s history: at most 1,000 undo steps and at most
/// 4,000,000 slots kept over both stacks; the oldest steps go first.
struct BlockHistory {
  private var undoStack: [BlockField] = []
  private var redoStack: [BlockField] = []
  private var keptSlots = 0

  /// The most undo steps kept.
  static let stepLimit = 1_000
  /// The most slots kept over every stored state.
  static let slotLimit = 4_000_000

  /// Records the state before an edit and forgets what could be redone.
  mutating func record(_ before: BlockField) {
    undoStack.append(before)
    keptSlots += before.keptSize
    keptSlots -= redoStack.reduce(0) { $0 + $1.keptSize }
    redoStack.removeAll()
    var dropped = 0
    while undoStack.count - dropped > Self.stepLimit
      || (keptSlots > Self.slotLimit && dropped < undoStack.count)
    {
      keptSlots -= undoStack[dropped].keptSize
      dropped += 1
    }
    undoStack.removeFirst(dropped)
  }

  /// Restores up to `count` earlier states.
  mutating func undo(_ count: Int, field: inout BlockField) {
    Self.step(count, from: &undoStack, to: &redoStack, keptSlots: &keptSlots, field: &field)
  }

  /// Restores up to `count` undone states.
  mutating func redo(_ count: Int, field: inout BlockField) {
    Self.step(count, from: &redoStack, to: &undoStack, keptSlots: &keptSlots, field: &field)
  }

  /// Moves up to `count` states from the end of `source` into `field`, each replaced state onto
  /// `destination`, keeping `keptSlots` the kept size of the undo stack and the field.
  private static func step(
    _ count: Int, from source: inout [BlockField], to destination: inout [BlockField], keptSlots: inout Int,
    field: inout BlockField
  ) {
    var remaining = count
    while remaining > 0, let state = source.popLast() {
      destination.append(field)
      keptSlots += field.keptSize - state.keptSize
      field = state
      remaining -= 1
    }
  }
}

extension BlockField {
  /// What a stored state weighs in the history: its slots, or the text of an unmasked field.
  fileprivate var keptSize: Int { mask?.slotCount ?? text.utf8.count }
}
