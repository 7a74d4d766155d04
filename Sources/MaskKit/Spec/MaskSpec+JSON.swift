extension MaskSpec {
  /// The fields each dialect's descriptions may have, besides `dialect`, as its kind declares them.
  private static let fieldsByDialect: [Dialect: Set<String>] = Dictionary(
    uniqueKeysWithValues: Kinds.dialects.map { ($0.dialect, Set($0.specKeys)) })

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
    var spec = MaskSpec(dialect: dialect, format: format)
    try Kinds.kind(of: dialect).readOptions(fields, into: &spec)
    self = spec
  }

  /// Refuses a member that is not in `allowed`: one of another dialect or of a preset as misplaced,
  /// any other as unknown.
  private static func checkNames(_ fields: SpecFields, allowed: Set<String>, dialect: Dialect?)
    throws(MaskSpecError)
  {
    for name in fields.names where !allowed.contains(name) {
      if let owner = Kinds.dialects.first(where: { $0.specKeys.contains(name) })?.dialect {
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

  /// The members that describe `preset`, as ``preset(_:_:)`` reads them back: its name, then each option
  /// given, in the order the preset declares its options (an option it does not take last, by key), so a
  /// description written and read again is equal.
  static func presetMembers(_ preset: PresetSpec) -> [(key: String, value: JSONNode)] {
    let declared = preset.preset?.options.map(\.key) ?? []
    let keys =
      declared.filter { preset.values[$0] != nil }
      + preset.values.keys.filter { !declared.contains($0) }.sorted()
    var members: [(key: String, value: JSONNode)] = [("preset", JSONNode(.string(preset.name)))]
    for key in keys {
      guard let value = preset.values[key] else { continue }
      let node: JSONNode.Value
      switch value {
      case .text(let text): node = .string(text)
      case .integer(let number): node = .number(String(number))
      case .flag(let on): node = .bool(on)
      case .list(let names): node = .array(names.map { JSONNode(.string($0)) })
      }
      members.append((key, JSONNode(node)))
    }
    return members
  }
}
