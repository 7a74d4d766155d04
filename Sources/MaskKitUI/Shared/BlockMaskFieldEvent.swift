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
