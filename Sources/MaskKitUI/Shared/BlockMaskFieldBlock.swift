import MaskKit

/// One block of a blocks field as AKMaskField's README describes it (`AKMaskFieldBlock`): its index,
/// whether it is filled, where it is, its symbols, the characters entered in it, its template and its
/// characters.
///
/// It reads a `BlockState` (``state``, MaskKit's richer form, with the three-way status and the block's
/// place in the mask source); `maskObject` of `BlockMaskField` and `BlockMaskNSTextField` is a list of
/// these, in mask order.
public struct BlockMaskFieldBlock: Sendable, Hashable {
  /// The block as MaskKit describes it.
  public let state: BlockState

  /// Describes `state` as AKMaskField does.
  public init(_ state: BlockState) {
    self.state = state
  }

  /// The block's index in the mask, from 0.
  public var index: Int { state.index }
  /// Whether every character of the block is entered (`BlockState.status` is `complete`).
  public var status: Bool { state.status == .complete }
  /// Where the block is in the mask without brackets, which is where it is in the field's text.
  public var range: Range<Int> { state.block.templateRange }
  /// The block's symbols, without brackets, such as `dddd`.
  public var mask: String { state.block.pattern }
  /// The characters entered in the block, in order (what the field shows there is `BlockState.text`).
  public var text: String { state.value }
  /// The block's template characters.
  public var template: String { state.template }
  /// The block's characters (AKMaskField's `AKMaskFieldBlockChars`).
  public var chars: [BlockMaskFieldBlockChars] { state.slots.map(BlockMaskFieldBlockChars.init) }
}

// AKMaskField's name for it, leading to MaskKit's (the compiler's fix-it writes the new name).

/// AKMaskField's block is ``BlockMaskFieldBlock``.
@available(*, unavailable, renamed: "BlockMaskFieldBlock")
public typealias AKMaskFieldBlock = BlockMaskFieldBlock
