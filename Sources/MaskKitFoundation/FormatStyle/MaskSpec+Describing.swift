import MaskKit

extension MaskSpec {
  /// The description that builds a mask equal to `mask`, or nil when none does.
  ///
  /// A mask of a dialect is described by its format and the options its type keeps (an
  /// `InputMask`'s notations, a `BlockMask`'s brackets and template …), as its kind in the registry
  /// gives them (`Kinds.descriptions(of:)`); the description is kept only
  /// when the mask it builds is equal to `mask`, so a style that writes it reads back the same mask. A
  /// preset's mask keeps no record of its options and a `ValidatedMask`'s rule is a closure: neither
  /// has a description.
  static func describing(_ mask: any Mask) -> MaskSpec? {
    let candidates = Kinds.descriptions(of: mask)
    guard let mask = mask as? any Hashable else { return nil }
    return candidates.first { candidate in
      guard let built = try? candidate.makeMask() as? any Hashable else { return false }
      return equal(built, mask)
    }
  }

  /// Whether `other` is a `T` equal to `value`.
  private static func equal<T: Hashable>(_ value: T, _ other: any Hashable) -> Bool {
    (other as? T) == value
  }
}
