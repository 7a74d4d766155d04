import MaskKit

/// One character of a block as AKMaskField's README describes it (`AKMaskFieldBlockChars`): its index,
/// whether it is entered, the entered character and where it is.
///
/// It reads a `BlockSlotState` (``slot``, MaskKit's richer form, with the entered character as a
/// `Character?`, the slot's symbol and its template character).
public struct BlockMaskFieldBlockChars: Sendable, Hashable {
  /// The character's slot as MaskKit describes it.
  public let slot: BlockSlotState

  /// Describes `slot` as AKMaskField does.
  public init(_ slot: BlockSlotState) {
    self.slot = slot
  }

  /// The character's index in its block, from 0.
  public var index: Int { slot.index }
  /// Whether a character is entered here.
  public var status: Bool { slot.text != nil }
  /// The entered character; empty while none is entered.
  public var text: String { slot.text.map { String($0) } ?? "" }
  /// The entered character, nil while none is entered (MaskKit's form of ``text``).
  public var character: Character? { slot.text }
  /// Where the character is in the mask without brackets, which is where it is in the field's text.
  public var range: Range<Int> { slot.templateRange }
}

// AKMaskField's name for it, leading to MaskKit's (the compiler's fix-it writes the new name).

/// AKMaskField's block character is ``BlockMaskFieldBlockChars``.
@available(*, unavailable, renamed: "BlockMaskFieldBlockChars")
public typealias AKMaskFieldBlockChars = BlockMaskFieldBlockChars
