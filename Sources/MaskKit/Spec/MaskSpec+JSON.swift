extension MaskSpec {
  /// The fields each kind of description may have, besides `dialect`.
  private static let fieldsByDialect: [Dialect: Set<String>] = [
    .inputmask: ["format", "mask", "notations", "rtl", "affine", "strategy"],
    .picture: ["format", "mask"],
    .formatter: ["format", "mask", "unicode"],
    .blocks: ["format", "mask", "template", "brackets"],
  ]

  /// Reads a JSON description: `{"dialect": …, "format": …}` with the dialect's options, or
  /// `{"preset": …}` with the preset's options. Throws ``MaskSpecError`` for text that is not JSON, an
  /// unknown or misplaced field, or a value of the wrong type; the mask itself is compiled by ``makeMask()``.
  public init(json: String) throws(MaskSpecError) {
    try self.init(fields: SpecFields(SpecJSONParser.parse(json), source: json, what: "A mask description"))
  }

  private init(fields: SpecFields) throws(MaskSpecError) {
    let dialectName = try fields.string("dialect") ?? Dialect.inputmask.rawValue
    guard let dialect = Dialect(rawValue: dialectName) else {
      let names = Dialect.allCases.map(\.rawValue).joined(separator: ", ")
      throw fields.error(.invalidField, "dialect", "Unknown dialect \"\(dialectName)\"; use \(names).")
    }
    if let name = try fields.string("preset") {
      self.init(preset: try Self.preset(name, fields))
      self.dialect = dialect
      return
    }
    try Self.checkNames(
      fields, allowed: Self.fieldsByDialect[dialect, default: []].union(["dialect"]), dialect: dialect)
    if fields.has("format"), fields.has("mask") {
      throw fields.error(.invalidField, "mask", "Give the mask as \"format\" or as \"mask\", not both.")
    }
    let mask = try fields.string("mask")
    guard let format = try fields.string("format") ?? mask else {
      throw fields.error(
        .missingField, "format", "A mask description needs a \"format\" (or \"mask\") or a \"preset\".")
    }
    let strategyName = try fields.string("strategy") ?? AffinityStrategy.whole.rawValue
    guard let strategy = AffinityStrategy(rawValue: strategyName) else {
      let names = AffinityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
      throw fields.error(.invalidField, "strategy", "Unknown strategy \"\(strategyName)\"; use \(names).")
    }
    var brackets = Brackets()
    if let pair = try fields.strings("brackets") {
      guard pair.count == 2 else {
        throw fields.error(
          .invalidField, "brackets", "\"brackets\" must be two strings, such as [\"{\", \"}\"].")
      }
      brackets = Brackets(
        open: try fields.character("brackets", pair[0]), close: try fields.character("brackets", pair[1]))
    }
    self.init(
      dialect: dialect, format: format, notations: try Self.notations(fields),
      rightToLeft: try fields.bool("rtl") ?? false, affine: try fields.strings("affine") ?? [],
      strategy: strategy, unicode: try fields.bool("unicode") ?? false,
      template: try fields.string("template"),
      brackets: brackets)
  }

  /// Refuses a member that is not in `allowed`: one of another dialect or of a preset as misplaced,
  /// any other as unknown.
  private static func checkNames(_ fields: SpecFields, allowed: Set<String>, dialect: Dialect?)
    throws(MaskSpecError)
  {
    for name in fields.names where !allowed.contains(name) {
      if let owner = Dialect.allCases.first(where: { fieldsByDialect[$0, default: []].contains(name) }) {
        let place = dialect == nil ? "a preset" : "the \(dialect?.rawValue ?? "") dialect"
        throw fields.error(
          .invalidField, name, "\"\(name)\" applies to the \(owner.rawValue) dialect, not to \(place).")
      }
      if !Presets.taking(name).isEmpty || name == "preset" {
        throw fields.error(.invalidField, name, "\"\(name)\" is a preset option; add a \"preset\".")
      }
      throw fields.error(.unknownField, name, "A mask description has no field \"\(name)\".")
    }
  }

  /// The preset `name` (any case) with the options the description gives, each read by its kind; a
  /// member the preset does not take is refused (one of another preset's or of a dialect as misplaced).
  private static func preset(_ name: String, _ fields: SpecFields) throws(MaskSpecError) -> PresetSpec {
    guard let preset = Presets.named(name) else {
      let names = PresetSpec.names.joined(separator: ", ")
      throw fields.error(.invalidField, "preset", "Unknown preset \"\(name)\"; use \(names).")
    }
    let keys = Set(preset.options.map(\.key))
    for key in fields.names where !keys.contains(key) {
      if let owner = Presets.taking(key).first {
        throw fields.error(
          .invalidField, key, "\"\(key)\" is an option of the \(owner.name) preset, not of \(preset.name).")
      }
    }
    try checkNames(fields, allowed: keys.union(["preset", "dialect"]), dialect: nil)
    var spec = PresetSpec(name: name)
    for option in preset.options {
      spec[option.key] = try fields.presetValue(option.key, option.kind)
    }
    return spec
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
}
