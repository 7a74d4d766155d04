import MaskKit

/// input-mask-ios's way to name a mask: a primary format, affine formats and how the best one is chosen.
public struct MaskFormats: Sendable, Hashable {
  /// The format used when no affine format fits better, such as `+1 ([000]) [000]-[0000]`.
  public var primary: String
  /// The alternative formats.
  public var affine: [String]
  /// How the best-fitting format is chosen.
  public var strategy: AffinityStrategy
  /// The custom symbols the formats may use in `[]` blocks.
  public var notations: [Notation]
  /// Whether the masks fill from the end of the text.
  public var rightToLeft: Bool

  /// Creates formats; nothing is compiled until ``compile()``.
  public init(
    primary: String, affine: [String] = [], strategy: AffinityStrategy = .whole, notations: [Notation] = [],
    rightToLeft: Bool = false
  ) {
    self.primary = primary
    self.affine = affine
    self.strategy = strategy
    self.notations = notations
    self.rightToLeft = rightToLeft
  }

  /// input-mask-ios's three settings: primary format, affine formats and strategy.
  public init(_ primary: String, _ affine: [String], _ strategy: AffinityStrategy) {
    self.init(primary: primary, affine: affine, strategy: strategy)
  }

  /// The formats of an `InputMask` or `AffineInputMask`; nil for masks of other dialects.
  public init?(_ mask: any Mask) {
    if let mask = mask as? InputMask {
      self.init(primary: mask.format, notations: mask.notations, rightToLeft: mask.isRightToLeft)
    } else if let mask = mask as? AffineInputMask {
      self.init(
        primary: mask.primary.format, affine: mask.affine.map(\.format), strategy: mask.strategy,
        notations: mask.primary.notations, rightToLeft: mask.primary.isRightToLeft)
    } else {
      return nil
    }
  }

  /// The mask the formats describe: an `InputMask` without affine formats, else an `AffineInputMask`.
  public func compile() throws(MaskSyntaxError) -> any Mask {
    guard !affine.isEmpty else {
      return try InputMask(primary, notations: notations, rightToLeft: rightToLeft)
    }
    return try AffineInputMask(
      primary, affine: affine, strategy: strategy, notations: notations, rightToLeft: rightToLeft)
  }
}
