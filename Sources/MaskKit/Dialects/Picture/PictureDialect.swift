/// The Paradox picture dialect as a kind (``PictureMask``).
enum PictureDialect: DialectKind {
  static let name = "picture"
  static let summary = "Paradox-style pictures"
  static let family = MaskKindFamily.dialect
  static let abilities: Set<MaskAbility> = []
  static let specKeys = ["format", "mask"]
  static let formatKey = "mask"

  static func sampleMasks() throws -> [any Mask] {
    [try MaskSpec(dialect: .picture, format: "(###) ###-####").makeMask()]
  }

  static func readOptions(_ fields: SpecFields, into spec: inout MaskSpec) throws(MaskSpecError) {}

  static func optionMembers(of spec: MaskSpec) -> [(key: String, value: JSONNode)] { [] }

  static func makeMask(_ spec: MaskSpec, cached: Bool) throws(DialectFormatFailure) -> any Mask {
    do { return try PictureMask(spec.format) } catch {
      throw DialectFormatFailure(error, format: spec.format)
    }
  }

  static func explanation(of mask: any Mask) -> String? { (mask as? PictureMask)?.explanation }

  static func descriptions(of mask: any Mask) -> [MaskSpec] {
    guard let mask = mask as? PictureMask else { return [] }
    return [MaskSpec(dialect: .picture, format: mask.source)]
  }
}

extension MaskSpec.Dialect {
  /// Paradox-style pictures (``PictureMask``).
  public static let picture = Self(registered: PictureDialect.name)
}
