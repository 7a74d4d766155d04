/// The registry of presets: every surface that lists, reads or builds presets iterates ``all``.
public enum Presets {
  /// Every preset, in the order help lists them.
  public static let all: [any Preset.Type] = [
    PhonePreset.self, CardPreset.self, ExpiryPreset.self, SecurityCodePreset.self, DatePreset.self,
    TimePreset.self, AmountPreset.self, IBANPreset.self, IPv4Preset.self, PostalPreset.self,
    IdentifierPreset.self,
  ]

  /// The presets' names, lower case.
  public static let names: [String] = all.map { $0.name }

  /// The preset named `name` in any case, or nil.
  public static func named(_ name: String) -> (any Preset.Type)? {
    let key = name.lowercased()
    return all.first { $0.name == key }
  }

  /// Every option key of any preset, each once, in the order the presets declare them.
  public static var optionKeys: [String] {
    var seen: Set<String> = []
    return all.flatMap { $0.options.map(\.key) }.filter { seen.insert($0).inserted }
  }

  /// The presets that take option `key`.
  public static func taking(_ key: String) -> [any Preset.Type] {
    all.filter { $0.option(key) != nil }
  }
}
