/// The positional format-string dialect as a kind (``FormatStringMask``).
enum FormatStringDialect: DialectKind {
  static let name = "formatter"
  static let summary = "positional format strings"
  static let family = MaskKindFamily.dialect
  static let abilities: Set<MaskAbility> = []
  static let specKeys = ["format", "mask", "unicode"]
  static let formatKey = "format"

  static func sampleMasks() throws -> [any Mask] {
    [
      try MaskSpec(dialect: .formatter, format: "(###) ###-####").makeMask(),
      try MaskSpec(dialect: .formatter, format: "##", unicode: true).makeMask(),
    ]
  }

  static func readOptions(_ fields: SpecFields, into spec: inout MaskSpec) throws(MaskSpecError) {
    spec.unicode = try fields.bool("unicode") ?? false
  }

  static func optionMembers(of spec: MaskSpec) -> [(key: String, value: JSONNode)] {
    spec.unicode ? [("unicode", JSONNode(.bool(true)))] : []
  }

  static func makeMask(_ spec: MaskSpec, cached: Bool) throws(DialectFormatFailure) -> any Mask {
    do {
      return try FormatStringMask(spec.format, classes: spec.unicode ? .unicode : .ascii)
    } catch {
      throw DialectFormatFailure(error, format: spec.format)
    }
  }

  static func explanation(of mask: any Mask) -> String? { (mask as? FormatStringMask)?.explanation }

  static func descriptions(of mask: any Mask) -> [MaskSpec] {
    guard let mask = mask as? FormatStringMask else { return [] }
    return [MaskSpec(dialect: .formatter, format: mask.format, unicode: mask.classes == .unicode)]
  }
}

extension MaskSpec.Dialect {
  /// Positional format strings (``FormatStringMask``).
  public static let formatter = Self(registered: FormatStringDialect.name)
}
