import MaskKit

/// A blocks mask as AKMaskField shows it: with its template from the start, or empty (so the field shows
/// its placeholder) until the first character is entered.
///
/// A wrapper (`MaskWrapping`): every requirement is the blocks mask's, its splices and abilities
/// included, each result with the template hidden while nothing is entered when ``showsTemplate`` is
/// off.
public struct BlockFieldMask: MaskWrapping, Hashable {
  /// The compiled blocks mask.
  public let blocks: BlockMask
  /// Whether an empty field shows the template (AKMaskField's `maskShowTemplate`).
  public let showsTemplate: Bool

  /// Creates the mask from a compiled blocks mask.
  public init(_ blocks: BlockMask, showsTemplate: Bool = true) {
    self.blocks = blocks
    self.showsTemplate = showsTemplate
  }

  /// The blocks mask.
  public var base: any Mask { blocks }

  /// The blocks mask's result; with the template hidden, one without any entered character is empty
  /// and shows the template as its tail placeholder.
  public func adjusted(_ result: MaskResult) -> MaskResult {
    guard !showsTemplate, result.value.isEmpty else { return result }
    return MaskResult(text: "", caret: 0, value: "", isComplete: false, tailPlaceholder: result.text)
  }

  /// The blocks and their slots when the field holds `value` (the editing model's value: the entered
  /// characters, filling the slots in order).
  public func states(ofValue value: String) -> [BlockState] {
    BlockField(mask: blocks, filledInOrderWith: value).blocks
  }

  /// How much of the mask the blocks fill: `clear`, `incomplete` or `complete`.
  public static func status(of states: [BlockState]) -> BlockStatus {
    if states.allSatisfy({ $0.status == .complete }) { return .complete }
    return states.allSatisfy({ $0.status == .clear }) ? .clear : .incomplete
  }

  /// What an edit from `before` to `after` did, as AKMaskField reports it: `insert` when characters
  /// were entered (over empty or filled slots) and none removed, `delete` when some were removed and none entered, `replace` for
  /// both, `error` when a character was refused and nothing changed; nil when nothing happened.
  public static func event(from before: [BlockState], to after: [BlockState], refused: Bool) -> BlockEvent? {
    let old = before.flatMap(\.slots).map(\.text)
    let new = after.flatMap(\.slots).map(\.text)
    var entered = false
    var removed = false
    for (was, now) in zip(old, new) where was != now {
      if now == nil { removed = true } else { entered = true }
    }
    switch (entered, removed) {
    case (true, false): return .insert
    case (false, true): return .delete
    case (true, true): return .replace
    case (false, false): return refused ? .error : nil
    }
  }
}

extension BlockState {
  /// Where the block's symbols are in the mask, brackets excluded (AKMaskField's `range`).
  public var range: Range<Int> { block.patternRange }
  /// The block's symbols, such as `dddd` (AKMaskField's `mask`).
  public var mask: String { block.pattern }
  /// The block's slots (AKMaskField's `chars`).
  public var chars: [BlockSlotState] { slots }
}

extension BlockSlotState {
  /// Where the slot's symbol is in the mask (AKMaskField's `range` of a character).
  public var range: Range<Int> { patternRange }
}
