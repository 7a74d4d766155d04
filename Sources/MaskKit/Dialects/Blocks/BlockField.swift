/// The state of a text field that edits through a blocks mask: slots, selection, status and events.
///
/// The field always shows the whole mask, writes typed characters over slots in place (nothing ever
/// shifts), and shows `""` while it is clear and a placeholder is set, so the host shows its placeholder.
/// Every edit goes through one primitive, `edit(_:with:)`, which never crashes: ranges are clamped and
/// input past the last slot is dropped.
public struct BlockField: Sendable {
  /// The compiled mask, nil when the field is unmasked.
  public internal(set) var mask: BlockMask?
  /// The brackets used when `setMask` compiles a new mask.
  public let brackets: (Character, Character)
  /// The host's placeholder; while set and the field is clear, the field shows `""`.
  public internal(set) var placeholder: String?
  /// Whether the caret jumps to the end of the previous block when it lands at a block's start.
  public var jumpsToPreviousBlock: Bool
  /// Callbacks for a user interface.
  public var hooks: BlockFieldHooks
  /// The selection in the displayed text; a caret when empty.
  public internal(set) var selection: TextSelection = .caret(0)
  /// The event of the last edit, nil when it had none or the last operation was no edit.
  public internal(set) var lastEvent: BlockEvent?
  /// The entered character of each slot, nil while empty.
  var entries: [Character?] = []
  /// How many entries are filled.
  var filledCount = 0
  /// The text of an unmasked field.
  var plainText = ""

  /// Creates a field showing `mask` empty, with the caret at its resting position.
  public init(
    mask: BlockMask?, placeholder: String? = nil, jumpsToPreviousBlock: Bool = false,
    brackets: (Character, Character) = ("{", "}"), hooks: BlockFieldHooks = BlockFieldHooks()
  ) {
    self.brackets = brackets
    self.placeholder = placeholder
    self.jumpsToPreviousBlock = jumpsToPreviousBlock
    self.hooks = hooks
    install(mask)
  }

  /// Whether the field is clear, partly filled or complete (`clear` when unmasked).
  public var status: BlockStatus { BlockStatus(filled: filledCount, total: max(entries.count, 1)) }

  /// The mask text: the template with every filled slot showing its character.
  public var maskText: String { mask?.render(entries) ?? plainText }

  /// Whether the field shows `""` so that the host shows its placeholder.
  public var showsPlaceholder: Bool { mask != nil && placeholder != nil && filledCount == 0 }

  /// What the field shows.
  public var text: String { showsPlaceholder ? "" : maskText }

  /// The number of characters the field shows.
  var displayedCount: Int {
    guard let mask else { return plainText.count }
    return showsPlaceholder ? 0 : mask.displayLength
  }

  /// The entered characters without the mask: every block's value in order.
  public var value: String { String(entries.compactMap { $0 }) }

  /// The blocks with their slots as they are now.
  public var blocks: [BlockState] {
    guard let mask else { return [] }
    return mask.blocks.map { state(of: $0, in: mask) }
  }

  /// The state of `block`.
  func state(of block: BlockMask.Block, in mask: BlockMask) -> BlockState {
    let slots = (block.firstSlot..<block.firstSlot + block.length).map { index in
      let slot = mask.layout.slots[index]
      return BlockSlotState(
        index: slot.indexInBlock, blockIndex: slot.block, symbol: slot.symbol,
        patternRange: slot.sourceOffset..<slot.sourceOffset + 1,
        templateRange: slot.position..<slot.position + 1,
        template: mask.slotTemplates[index], text: entries[index])
    }
    return BlockState(block: block, slots: slots)
  }

  /// Where the caret rests after a non-edit operation: the first block's start while clear, the first
  /// empty slot while incomplete, the last block's end when complete, 0 while the placeholder shows.
  public var restingCaret: Int {
    guard let mask, !showsPlaceholder else { return mask == nil ? plainText.count : 0 }
    switch status {
    case .clear:
      return mask.blocks.first?.templateRange.lowerBound ?? 0
    case .incomplete:
      let empty = entries.firstIndex { $0 == nil } ?? 0
      return mask.layout.slots[empty].position
    case .complete:
      return mask.blocks.last?.templateRange.upperBound ?? 0
    }
  }

  /// Replaces the mask and empties every slot.
  mutating func install(_ newMask: BlockMask?) {
    mask = newMask
    entries = Array(repeating: nil, count: newMask?.slotCount ?? 0)
    filledCount = 0
    plainText = ""
    selection = .caret(restingCaret)
  }
}
