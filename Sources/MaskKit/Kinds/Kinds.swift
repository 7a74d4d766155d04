/// The registry of kinds: every dialect and every preset. Reading and writing a ``MaskSpec``, building
/// its mask and the surfaces that list kinds iterate it; a new dialect is its folder and one line in
/// `dialects`, a new preset its folder and one line in ``Presets/all``.
public enum Kinds {
  /// Every dialect, in the order help lists them.
  static let dialects: [any DialectKind.Type] = [
    InputMaskDialect.self, PictureDialect.self, FormatStringDialect.self, BlocksDialect.self,
  ]

  /// Every kind: the dialects, then the presets.
  public static let all: [any MaskKind.Type] =
    dialects.map { $0 as any MaskKind.Type } + Presets.all.map { $0 as any MaskKind.Type }

  /// The kind named `name` in any case, or nil.
  public static func named(_ name: String) -> (any MaskKind.Type)? {
    let key = name.lowercased()
    return all.first { $0.name == key }
  }

  /// The kind of `dialect`.
  static func kind(of dialect: MaskSpec.Dialect) -> any DialectKind.Type {
    guard let kind = dialects.first(where: { $0.name == dialect.rawValue }) else {
      preconditionFailure("no kind in Kinds.dialects for the dialect \(dialect.rawValue)")
    }
    return kind
  }

  /// What `maskkit explain` prints for a mask of a dialect, as its kind explains it; nil for a mask of
  /// no dialect or one whose kind has no explanation.
  package static func explanation(of mask: any Mask) -> String? {
    for kind in dialects {
      if let explanation = kind.explanation(of: mask) { return explanation }
    }
    return nil
  }

  /// The descriptions that may build a mask equal to `mask`, as its dialect's kind gives them; none for
  /// a mask of no dialect.
  package static func descriptions(of mask: any Mask) -> [MaskSpec] {
    dialects.flatMap { $0.descriptions(of: mask) }
  }
}
