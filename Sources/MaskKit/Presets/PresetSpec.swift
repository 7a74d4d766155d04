/// A preset and the options given to it, the way a mask description, an `eval` case or the command line
/// gives them; ``makeMask()`` builds the preset.
///
/// ```swift
/// let phone = try PresetSpec(name: "phone", ["region": "US"]).makeMask()
/// let date = try PresetSpec(name: "date", ["order": "YMD", "yearDigits": 2]).makeMask()
/// ```
///
/// The options each preset takes, their kinds and defaults are its ``Preset/options`` (``Presets/all``
/// lists the presets); an option not given takes its default. Values are kept in the preset's one
/// spelling (``Preset/canonicalValue(_:forKey:)``: the phone preset's `us` is `US`), so two specs are
/// equal when their masks behave alike.
public struct PresetSpec: Sendable, Hashable {
  /// The preset's name as given, in any case (`phone`, `Phone`).
  public var name: String {
    didSet { values = Self.canonical(values, preset: name) }
  }
  /// The options given, by key (`region`, `allowRegions`); the others take their defaults. Each value
  /// is kept in the preset's spelling (``Preset/canonicalValue(_:forKey:)``).
  public var values: [String: PresetValue] {
    didSet { values = Self.canonical(values, preset: name) }
  }

  /// The preset names ``name`` accepts (``Presets/names``).
  public static var names: [String] { Presets.names }

  /// Creates the settings of preset `name` with the options in `values`, each in the preset's
  /// spelling (``Preset/canonicalValue(_:forKey:)``).
  public init(name: String, _ values: [String: PresetValue] = [:]) {
    self.name = name
    self.values = Self.canonical(values, preset: name)
  }

  /// `values` in the spelling of the preset `name` names; as given for an unknown preset.
  private static func canonical(_ values: [String: PresetValue], preset name: String) -> [String: PresetValue]
  {
    guard let preset = Presets.named(name) else { return values }
    var canonical = values
    for (key, value) in values {
      let spelled = preset.canonicalValue(value, forKey: key)
      if spelled != value { canonical[key] = spelled }
    }
    return canonical
  }

  /// The option `key` as given, or nil.
  public subscript(key: String) -> PresetValue? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The preset ``name`` names, or nil.
  public var preset: (any Preset.Type)? { Presets.named(name) }

  /// Builds the preset; throws ``PresetError`` for an unknown preset, an option it does not take, a
  /// value of the wrong kind, or a setting it cannot use, with a sentence naming it.
  public func makeMask() throws(PresetError) -> any Mask {
    try preset(checked: ()).makeMask(self)
  }

  /// The preset, after checking that it exists and takes every option given, each of its kind.
  private func preset(checked: Void) throws(PresetError) -> any Preset.Type {
    guard let preset else {
      throw PresetError(.unknownPreset, "unknown preset '\(name)'; use \(Self.names.joined(separator: ", "))")
    }
    for key in values.keys.sorted() {
      guard let option = preset.option(key) else {
        let keys = preset.options.map(\.key)
        throw PresetError(
          .invalidOption,
          "the \(preset.name) preset has no option '\(key)'"
            + (keys.isEmpty ? "; it takes none" : "; it takes \(keys.joined(separator: ", "))"))
      }
      if let value = values[key], !option.accepts(value) {
        throw PresetError(
          .invalidOption, "the \(key) must be \(option.kind.phrase), not \(value.kind.phrase)")
      }
    }
    return preset
  }

  /// The option `key`, or its default.
  private func value(_ key: String) -> PresetValue? {
    values[key] ?? preset?.option(key)?.defaultValue
  }

  /// Text option `key` (given or default), or nil when unset.
  public func text(_ key: String) -> String? {
    switch value(key) {
    case .text(let text)?: text
    case let other?: other.description
    case nil: nil
    }
  }

  /// Whole-number option `key` (given or default), or nil when unset.
  public func integer(_ key: String) -> Int? {
    if case .integer(let number)? = value(key) { return number }
    return nil
  }

  /// Flag `key` (given or default); off when unset.
  public func flag(_ key: String) -> Bool {
    if case .flag(let on)? = value(key) { return on }
    return false
  }

  /// List option `key` (given or default), or nil when unset.
  public func list(_ key: String) -> [String]? {
    if case .list(let names)? = value(key) { return names }
    return nil
  }
}

extension PresetOption.Kind {
  /// The kind in words, for messages: `text`, `a whole number`.
  var phrase: String {
    switch self {
    case .text, .number: "text"
    case .integer: "a whole number"
    case .flag: "true or false"
    case .list: "a list of names"
    }
  }
}
