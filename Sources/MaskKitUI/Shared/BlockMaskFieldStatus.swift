import MaskKit

/// How much of a blocks field is filled, with AKMaskField's cases (`AKMaskFieldStatus`).
///
/// MaskKit's form is `BlockStatus` (lower-case cases, also for a block); ``blockStatus`` converts.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum BlockMaskFieldStatus: String, Sendable, Hashable, CaseIterable {
  /// No character was entered.
  case Clear
  /// At least one character is not entered.
  case Incomplete
  /// All characters were entered.
  case Complete

  /// The status MaskKit reports as `status`.
  public init(_ status: BlockStatus) {
    switch status {
    case .clear: self = .Clear
    case .incomplete: self = .Incomplete
    case .complete: self = .Complete
    }
  }

  /// The same status in MaskKit's form.
  public var blockStatus: BlockStatus {
    switch self {
    case .Clear: .clear
    case .Incomplete: .incomplete
    case .Complete: .complete
    }
  }
}

// AKMaskField's name for it, leading to MaskKit's (the compiler's fix-it writes the new name).

/// AKMaskField's status is ``BlockMaskFieldStatus`` (the same cases).
@available(*, unavailable, renamed: "BlockMaskFieldStatus")
public typealias AKMaskFieldStatus = BlockMaskFieldStatus
