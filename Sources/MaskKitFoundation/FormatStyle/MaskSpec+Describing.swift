import MaskKit

extension MaskSpec {
  /// The description that builds a mask equal to `mask`, or nil when none does.
  ///
  /// A mask of a dialect is described by its format and the options its type keeps (an
  /// `InputMask`'s notations, a `BlockMask`'s brackets and template …); the description is kept only
  /// when the mask it builds is equal to `mask`, so a style that writes it reads back the same mask. A
  /// preset's mask keeps no record of its options and a `ValidatedMask`'s rule is a closure: neither
  /// has a description.
  static func describing(_ mask: any Mask) -> MaskSpec? {
    guard let mask = mask as? any Hashable else { return nil }
    return candidates(for: mask).first { candidate in
      guard let built = try? candidate.makeMask() as? any Hashable else { return false }
      return equal(built, mask)
    }
  }

  /// The descriptions that may build `mask`.
  private static func candidates(for mask: Any) -> [MaskSpec] {
    switch mask {
    case let mask as InputMask:
      return [MaskSpec(format: mask.format, notations: mask.notations, rightToLeft: mask.isRightToLeft)]
    case let mask as AffineInputMask:
      let primary = mask.primary
      return [
        MaskSpec(
          format: primary.format, notations: primary.notations, rightToLeft: primary.isRightToLeft,
          affine: mask.affine.map(\.format), strategy: mask.strategy)
      ]
    case let mask as PictureMask:
      return [MaskSpec(dialect: .picture, format: mask.source)]
    case let mask as FormatStringMask:
      return [MaskSpec(dialect: .formatter, format: mask.format, unicode: mask.classes == .unicode)]
    case let mask as BlockMask:
      let brackets = Brackets(open: mask.openBracket, close: mask.closeBracket)
      return [nil, mask.templateText].map { template in
        MaskSpec(dialect: .blocks, format: mask.source, template: template, brackets: brackets)
      }
    default:
      return []
    }
  }

  /// Whether `other` is a `T` equal to `value`.
  private static func equal<T: Hashable>(_ value: T, _ other: any Hashable) -> Bool {
    (other as? T) == value
  }
}
