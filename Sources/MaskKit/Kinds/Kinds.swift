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
    guard let kind = dialects.first(where: { $0.dialect == dialect }) else {
      preconditionFailure("no kind in Kinds.dialects for the dialect \(dialect.rawValue)")
    }
    return kind
  }
}
