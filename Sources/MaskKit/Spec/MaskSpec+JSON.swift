extension MaskSpec {
  /// The fields each kind of description may have, besides `dialect`.
  private static let fieldsByDialect: [Dialect: Set<String>] = [
    .inputmask: ["format", "mask", "notations", "rtl", "affine", "strategy"],
    .picture: ["format", "mask"],
    .formatter: ["format", "mask", "unicode"],
    .blocks: ["format", "mask", "template", "brackets"],
  ]

  /// The options a preset description may have, besides `preset` and `dialect`.
  private static let presetFields: Set<String> = [
    "region", "style", "punctuation", "allowRegions", "denyRegions", "order", "separator", "clock", "seconds",
    "brand", "grouping", "decimal", "fractionDigits", "signed", "maximum", "minimum", "prefix", "suffix",
    "entry",
    "padFraction", "min", "max", "yearDigits", "brands", "today", "scheme",
  ]

  /// Reads a JSON description: `{"dialect": …, "format": …}` with the dialect's options, or
  /// `{"preset": …}` with the preset's options. Throws ``MaskSpecError`` for text that is not JSON, an
  /// unknown or misplaced field, or a value of the wrong type; the mask itself is compiled by ``makeMask()``.
  /// A dialect name may be written in any case (`"Picture"`).
  public init(json: String) throws(MaskSpecError) {
    let node: JSONNode
    do {
      node = try JSONReader.read(json)
    } catch {
      throw MaskSpecError(
        .malformedJSON, at: json.characterOffset(ofUTF8: error.offset), "Malformed JSON: \(error.reason).")
    }
    try self.init(fields: SpecFields(node, source: json, what: "A mask description"))
  }

  /// Reads the members of a description, read from text (`init(json:)`) or given by a `Decoder`.
  init(fields: SpecFields) throws(MaskSpecError) {
    let dialectName = try fields.string("dialect") ?? Dialect.inputmask.rawValue
    guard let dialect = Dialect(name: dialectName) else {
      let names = Dialect.allCases.map(\.rawValue).joined(separator: ", ")
      throw fields.error(.invalidField, "dialect", "Unknown dialect \"\(dialectName)\"; use \(names).")
    }
    if let name = try fields.string("preset") {
      try Self.checkNames(fields, allowed: Self.presetFields.union(["preset", "dialect"]), dialect: nil)
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
      if presetFields.contains(name) || name == "preset" {
        throw fields.error(.invalidField, name, "\"\(name)\" is a preset option; add a \"preset\".")
      }
      throw fields.error(.unknownField, name, "A mask description has no field \"\(name)\".")
    }
  }

  private static func preset(_ name: String, _ fields: SpecFields) throws(MaskSpecError) -> PresetSpec {
    guard PresetSpec.names.contains(name.lowercased()) else {
      let names = PresetSpec.names.joined(separator: ", ")
      throw fields.error(.invalidField, "preset", "Unknown preset \"\(name)\"; use \(names).")
    }
    var preset = PresetSpec(name: name)
    preset.region = try fields.string("region")
    preset.style = try fields.string("style") ?? preset.style
    preset.punctuation = try fields.string("punctuation") ?? preset.punctuation
    preset.allowRegions = try fields.string("allowRegions")
    preset.denyRegions = try fields.string("denyRegions")
    preset.order = try fields.string("order") ?? preset.order
    preset.separator = try fields.string("separator")
    preset.clock = try fields.text("clock") ?? preset.clock
    preset.seconds = try fields.bool("seconds") ?? false
    preset.brand = try fields.string("brand")
    preset.grouping = try fields.string("grouping") ?? preset.grouping
    preset.decimal = try fields.string("decimal") ?? preset.decimal
    preset.fractionDigits = try fields.int("fractionDigits") ?? preset.fractionDigits
    preset.signed = try fields.bool("signed") ?? false
    preset.maximum = try fields.text("maximum")
    preset.minimum = try fields.text("minimum")
    preset.prefix = try fields.string("prefix") ?? preset.prefix
    preset.suffix = try fields.string("suffix") ?? preset.suffix
    preset.entry = try fields.string("entry") ?? preset.entry
    preset.padFraction = try fields.bool("padFraction") ?? false
    preset.min = try fields.string("min")
    preset.max = try fields.string("max")
    preset.yearDigits = try fields.int("yearDigits") ?? preset.yearDigits
    preset.brands = try fields.commaList("brands")
    preset.today = try fields.string("today")
    preset.scheme = try fields.string("scheme")
    return preset
  }

  /// The members that describe `preset`, as ``preset(_:_:)`` reads them back: its name, then each option
  /// that differs from the preset's default.
  static func presetMembers(_ preset: PresetSpec) -> [(key: String, value: JSONNode)] {
    let defaults = PresetSpec(name: preset.name)
    let texts: [(String, (PresetSpec) -> String?)] = [
      ("region", { $0.region }), ("style", { $0.style }), ("punctuation", { $0.punctuation }),
      ("allowRegions", { $0.allowRegions }), ("denyRegions", { $0.denyRegions }), ("order", { $0.order }),
      ("separator", { $0.separator }), ("clock", { $0.clock }), ("brand", { $0.brand }),
      ("grouping", { $0.grouping }), ("decimal", { $0.decimal }), ("maximum", { $0.maximum }),
      ("minimum", { $0.minimum }), ("prefix", { $0.prefix }), ("suffix", { $0.suffix }),
      ("entry", { $0.entry }), ("min", { $0.min }), ("max", { $0.max }), ("brands", { $0.brands }),
      ("today", { $0.today }), ("scheme", { $0.scheme }),
    ]
    let flags: [(String, KeyPath<PresetSpec, Bool>)] = [
      ("seconds", \.seconds), ("signed", \.signed), ("padFraction", \.padFraction),
    ]
    let integers: [(String, KeyPath<PresetSpec, Int>)] = [
      ("fractionDigits", \.fractionDigits), ("yearDigits", \.yearDigits),
    ]
    var members: [(key: String, value: JSONNode)] = [("preset", JSONNode(.string(preset.name)))]
    for (key, option) in texts {
      if let text = option(preset), text != option(defaults) {
        members.append((key, JSONNode(.string(text))))
      }
    }
    for (key, path) in flags where preset[keyPath: path] != defaults[keyPath: path] {
      members.append((key, JSONNode(.bool(preset[keyPath: path]))))
    }
    for (key, path) in integers where preset[keyPath: path] != defaults[keyPath: path] {
      members.append((key, JSONNode(.number(String(preset[keyPath: path])))))
    }
    return members
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
