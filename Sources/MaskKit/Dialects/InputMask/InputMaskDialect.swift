/// The input-mask-ios dialect as a kind: `[]{}` masks (``InputMask``) and their alternatives
/// (``AffineInputMask``).
enum InputMaskDialect: DialectKind {
  static let name = "inputmask"
  static let summary = "input-mask-ios masks: square and curly brackets"
  static let family = MaskKindFamily.dialect
  static let abilities: Set<MaskAbility> = [.slotDescribing, .template]
  static let specKeys = ["format", "mask", "notations", "rtl", "affine", "strategy"]
  static let formatKey = "format"

  static func sampleMasks() throws -> [any Mask] {
    [
      try MaskSpec(format: "+1 ([000]) [000]-[0000]").makeMask(),
      try MaskSpec(format: "[000]", affine: ["[00]-[00]"]).makeMask(),
    ]
  }

  static func readOptions(_ fields: SpecFields, into spec: inout MaskSpec) throws(MaskSpecError) {
    let strategyName = try fields.string("strategy") ?? AffinityStrategy.whole.rawValue
    guard let strategy = AffinityStrategy(rawValue: strategyName) else {
      let names = AffinityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
      throw fields.error(.invalidField, "strategy", "Unknown strategy \"\(strategyName)\"; use \(names).")
    }
    spec.notations = try notations(fields)
    spec.rightToLeft = try fields.bool("rtl") ?? false
    spec.affine = try fields.strings("affine") ?? []
    spec.strategy = strategy
  }

  static func optionMembers(of spec: MaskSpec) -> [(key: String, value: JSONNode)] {
    var members: [(key: String, value: JSONNode)] = []
    if !spec.notations.isEmpty {
      members.append(("notations", JSONNode(.array(spec.notations.map(member)))))
    }
    if spec.rightToLeft { members.append(("rtl", JSONNode(.bool(true)))) }
    if !spec.affine.isEmpty { members.append(("affine", JSONNode.strings(spec.affine))) }
    if spec.strategy != .whole { members.append(("strategy", JSONNode(.string(spec.strategy.rawValue)))) }
    return members
  }

  static func makeMask(_ spec: MaskSpec, cached: Bool) throws(DialectFormatFailure) -> any Mask {
    func compile(_ format: String, alternative: Int?) throws(DialectFormatFailure) -> InputMask {
      do {
        return cached
          ? try InputMask.cached(format, notations: spec.notations, rightToLeft: spec.rightToLeft)
          : try InputMask(format, notations: spec.notations, rightToLeft: spec.rightToLeft)
      } catch {
        throw DialectFormatFailure(error, format: format, alternative: alternative)
      }
    }
    let primary = try compile(spec.format, alternative: nil)
    guard !spec.affine.isEmpty else { return primary }
    var alternatives: [InputMask] = []
    for (index, alternative) in spec.affine.enumerated() {
      alternatives.append(try compile(alternative, alternative: index))
    }
    return AffineInputMask(primary: primary, affine: alternatives, strategy: spec.strategy)
  }

  /// `"notations": [{"char": "c", "set": "$€£", "named": ["letters"], "optional": false}]`.
  private static func notations(_ fields: SpecFields) throws(MaskSpecError) -> [Notation] {
    var notations: [Notation] = []
    for (index, entry) in (try fields.array("notations") ?? []).enumerated() {
      let notation = try SpecFields(entry, source: fields.source, what: "notations[\(index)]")
      for name in notation.names where !["char", "set", "named", "optional"].contains(name) {
        throw notation.error(
          .unknownField, name, "A notation has no field \"\(name)\"; use char, set, named, optional.")
      }
      guard let symbol = try notation.string("char") else {
        throw notation.error(.missingField, "char", "notations[\(index)] needs a \"char\".")
      }
      var classes: Set<Notation.CharacterClass> = []
      for name in try notation.strings("named") ?? [] {
        guard let characterClass = Notation.CharacterClass(rawValue: name) else {
          let names = Notation.CharacterClass.allCases.map(\.rawValue).joined(separator: ", ")
          throw notation.error(.invalidField, "named", "Unknown character class \"\(name)\"; use \(names).")
        }
        classes.insert(characterClass)
      }
      notations.append(
        Notation(
          character: try notation.character("char", symbol), characters: try notation.string("set") ?? "",
          classes: classes, isOptional: try notation.bool("optional") ?? false))
    }
    return notations
  }

  /// `{"char": "c", "set": "$€", "named": ["letters"], "optional": true}`, defaults left out.
  private static func member(_ notation: Notation) -> JSONNode {
    var members: [(key: String, value: JSONNode)] = [("char", JSONNode(.string(String(notation.character))))]
    if !notation.characters.isEmpty { members.append(("set", JSONNode(.string(notation.characters)))) }
    let named = Notation.CharacterClass.allCases.filter(notation.classes.contains).map(\.rawValue)
    if !named.isEmpty { members.append(("named", JSONNode.strings(named))) }
    if notation.isOptional { members.append(("optional", JSONNode(.bool(true)))) }
    return JSONNode(.object(members))
  }

  static func explanation(of mask: any Mask) -> String? {
    switch mask {
    case let mask as InputMask: mask.explanation
    case let mask as AffineInputMask: mask.primary.explanation
    default: nil
    }
  }

  static func descriptions(of mask: any Mask) -> [MaskSpec] {
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
    default:
      return []
    }
  }
}

extension MaskSpec.Dialect {
  /// Square and curly brackets (``InputMask``, ``AffineInputMask``).
  public static let inputmask = Self(registered: InputMaskDialect.name)
}
