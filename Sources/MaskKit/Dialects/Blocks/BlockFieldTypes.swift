/// How much of a blocks field, or of one block, is filled.
public enum BlockStatus: String, Sendable, Hashable, CaseIterable {
  /// No slot is filled.
  case clear
  /// Some slots are filled, some are empty.
  case incomplete
  /// Every slot is filled.
  case complete

  /// The status of `filled` filled slots out of `total`.
  init(filled: Int, total: Int) {
    self = filled == 0 ? .clear : (filled >= total ? .complete : .incomplete)
  }
}

/// What one edit of a blocks field did.
public enum BlockEvent: String, Sendable, Hashable, CaseIterable {
  /// Characters were written and no slot was emptied.
  case insert
  /// Nothing was written and slots were emptied.
  case delete
  /// Characters were written and slots were emptied.
  case replace
  /// Nothing was written or emptied, and an input character was rejected.
  case error
}

/// One slot of a block, as the field holds it now.
public struct BlockSlotState: Sendable, Hashable {
  /// Its index inside the block.
  public let index: Int
  /// The index of its block.
  public let blockIndex: Int
  /// Its pattern symbol.
  public let symbol: BlockSymbol
  /// Where its symbol is in the mask source.
  public let patternRange: Range<Int>
  /// Where it is in the display.
  public let templateRange: Range<Int>
  /// What it shows while empty.
  public let template: Character
  /// The entered character, nil while empty.
  public let text: Character?

  /// `clear` while empty, `complete` once filled.
  public var status: BlockStatus { text == nil ? .clear : .complete }
}

/// One block of a blocks field, as the field holds it now.
public struct BlockState: Sendable, Hashable {
  /// The block's geometry in the mask.
  public let block: BlockMask.Block
  /// Its slots, in order.
  public let slots: [BlockSlotState]

  /// Its order in the mask.
  public var index: Int { block.index }
  /// The template characters of its slots.
  public var template: String { String(slots.map(\.template)) }
  /// What it shows: entered characters, template characters in the holes.
  public var text: String { String(slots.map { $0.text ?? $0.template }) }
  /// The entered characters only, in slot order.
  public var value: String { String(slots.compactMap(\.text)) }
  /// How much of it is filled.
  public var status: BlockStatus {
    BlockStatus(filled: slots.count { $0.text != nil }, total: slots.count)
  }
}

/// A request to change one block, which `BlockFieldHooks.shouldChangeBlock` may veto or rewrite.
public struct BlockChange: Sendable {
  /// The index of the block.
  public let blockIndex: Int
  /// The slots to change, relative to the block; a rewritten range is clamped to the block.
  public var range: Range<Int>
  /// The characters to write from `range.lowerBound`; a rewritten string is checked against the slots.
  public var string: String
  /// The field as it was before the edit, to describe the block on demand.
  let field: BlockField
  let geometry: BlockMask.Block

  /// The block before the edit (built when asked for, so hooks that do not look at it cost nothing).
  public var block: BlockState {
    guard let mask = field.mask else { return BlockState(block: geometry, slots: []) }
    return field.state(of: geometry, in: mask)
  }
}

/// Callbacks a user interface can use to follow or steer a blocks field; all are optional.
public struct BlockFieldHooks: Sendable {
  /// Called by `beginEditing()` before the caret moves.
  public var didBeginEditing: (@Sendable () -> Void)?
  /// Called once per block an edit touches, in mask order; return false to leave the block alone.
  public var shouldChangeBlock: (@Sendable (inout BlockChange) -> Bool)?
  /// Called after each edit that has an event.
  public var didChange: (@Sendable (BlockEvent) -> Void)?

  /// Creates hooks.
  public init(
    didBeginEditing: (@Sendable () -> Void)? = nil,
    shouldChangeBlock: (@Sendable (inout BlockChange) -> Bool)? = nil,
    didChange: (@Sendable (BlockEvent) -> Void)? = nil
  ) {
    self.didBeginEditing = didBeginEditing
    self.shouldChangeBlock = shouldChangeBlock
    self.didChange = didChange
  }
}
