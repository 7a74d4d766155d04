/// The brace-blocks dialect as a kind (``BlockMask``).
enum BlocksDialect: DialectKind {
  static let name = "blocks"
  static let summary = "brace blocks with templates"
  static let family = MaskKindFamily.dialect
  static let abilities: Set<MaskAbility> = []
  static let specKeys = ["format", "mask", "template", "brackets"]
  static let formatKey = "mask"

  static func sampleMasks() throws -> [any Mask] {
    [
      try MaskSpec(dialect: .blocks, format: "{dd}-{dd}").makeMask(),
      try MaskSpec(dialect: .blocks, format: "{dd}-{dd}", template: "_").makeMask(),
    ]
  }

  static func readOptions(_ fields: SpecFields, into spec: inout MaskSpec) throws(MaskSpecError) {
    if let pair = try fields.strings("brackets") {
      guard pair.count == 2 else {
        throw fields.error(
          .invalidField, "brackets", "\"brackets\" must be two strings, such as [\"{\", \"}\"].")
      }
      spec.brackets = MaskSpec.Brackets(
        open: try fields.character("brackets", pair[0]), close: try fields.character("brackets", pair[1]))
    }
    spec.template = try fields.string("template")
  }

  static func optionMembers(of spec: MaskSpec) -> [(key: String, value: JSONNode)] {
    var members: [(key: String, value: JSONNode)] = []
    if let template = spec.template { members.append(("template", JSONNode(.string(template)))) }
    if spec.brackets != MaskSpec.Brackets() {
      members.append(
        ("brackets", JSONNode.strings([String(spec.brackets.open), String(spec.brackets.close)])))
    }
    return members
  }

  static func makeMask(_ spec: MaskSpec, cached: Bool) throws(DialectFormatFailure) -> any Mask {
    do {
      return try BlockMask(
        spec.format, template: spec.template, brackets: (spec.brackets.open, spec.brackets.close))
    } catch {
      throw DialectFormatFailure(error, format: spec.format)
    }
  }

  static func explanation(of mask: any Mask) -> String? { (mask as? BlockMask)?.explanation }

  static func descriptions(of mask: any Mask) -> [MaskSpec] {
    guard let mask = mask as? BlockMask else { return [] }
    let brackets = MaskSpec.Brackets(open: mask.openBracket, close: mask.closeBracket)
    return [nil, mask.templateText].map { template in
      MaskSpec(dialect: .blocks, format: mask.source, template: template, brackets: brackets)
    }
  }
}

extension MaskSpec.Dialect {
  /// Brace blocks with templates (``BlockMask``).
  public static let blocks = Self(registered: BlocksDialect.name)
}
