import MaskKit

/// What the last edit of a blocks field did, with AKMaskField's cases (`AKMaskFieldEvet`).
///
/// MaskKit's form is `BlockEvent` (nil when nothing happened, and `error` for a refused character,
/// both `None` here).
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum BlockMaskFieldEvent: String, Sendable, Hashable, CaseIterable {
  /// No event: nothing was entered or deleted.
  case None
  /// Characters were entered.
  case Insert
  /// Characters were deleted.
  case Delete
  /// A selection was replaced: characters were entered and others deleted.
  case Replace

  /// The event MaskKit reports as `event` (nil and `error` are `None`).
  public init(_ event: BlockEvent?) {
    switch event {
    case .insert: self = .Insert
    case .delete: self = .Delete
    case .replace: self = .Replace
    case .error, nil: self = .None
    }
  }
}

// AKMaskField's names for it, leading to MaskKit's (the compiler's fix-it writes the new name).

/// AKMaskField's event (spelled `AKMaskFieldEvet` in its README) is ``BlockMaskFieldEvent``.
@available(*, unavailable, renamed: "BlockMaskFieldEvent")
public typealias AKMaskFieldEvet = BlockMaskFieldEvent

/// AKMaskField's event, as later versions spell it, is ``BlockMaskFieldEvent``.
@available(*, unavailable, renamed: "BlockMaskFieldEvent")
public typealias AKMaskFieldEvent = BlockMaskFieldEvent

/// AKMaskField's README spelling `Evet`, with MaskKit's class name, is ``BlockMaskFieldEvent``.
@available(*, unavailable, renamed: "BlockMaskFieldEvent")
public typealias BlockMaskFieldEvet = BlockMaskFieldEvent
