/// A preset described once: its name, its options and how it makes its mask.
///
/// Each preset's folder declares one type conforming to `Preset` and ``Presets/all`` lists it; the
/// command line (flags, applicability, help, completions), ``MaskSpec``'s JSON, `eval`, the
/// accessibility wording and `explain` read the presets from there, so adding a preset is its folder and
/// one line in the registry. The mask it makes is a ``PresetReporting`` mask, which reports its findings,
/// explains itself and describes its slots: the abilities ``MaskKindFamily/preset`` requires, which
/// ``MaskKind/abilities`` declares (with any the preset has besides) and `KindAbilitiesTests` holds its masks to.
public protocol Preset: MaskKind {
  /// The preset's name, lower case (`phone`); names are matched in any case.
  static var name: String { get }
  /// What the preset is for, a phrase for help (`phone numbers of every region, libphonenumber's metadata`).
  static var summary: String { get }
  /// The options the preset takes, in the order help lists them.
  static var options: [PresetOption] { get }
  /// Makes the preset's mask from `spec`, whose values are of their options' kinds (``PresetSpec``
  /// checks them and fills defaults); throws ``PresetError`` naming a setting it cannot use.
  static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask
  /// The one spelling of `value` for option `key` that stands for every spelling the preset reads
  /// alike (the phone preset's region codes: `us` and ` US ` are `US`), so that equal ``PresetSpec``s
  /// mean masks that behave alike; `value` itself by default. ``PresetSpec`` keeps its values so.
  static func canonicalValue(_ value: PresetValue, forKey key: String) -> PresetValue
}

extension Preset {
  /// A preset.
  public static var family: MaskKindFamily { .preset }

  /// The abilities every preset has (``MaskKindFamily/requiredAbilities``); a preset with more declares
  /// them.
  public static var abilities: Set<MaskAbility> { MaskKindFamily.preset.requiredAbilities }

  /// The mask of the preset's default options.
  public static func sampleMasks() throws -> [any Mask] { [try PresetSpec(name: name).makeMask()] }

  /// `value` itself: the preset reads every spelling of its options as written.
  public static func canonicalValue(_ value: PresetValue, forKey key: String) -> PresetValue { value }

  /// The option with `key`, or nil when the preset has none.
  public static func option(_ key: String) -> PresetOption? {
    options.first { $0.key == key }
  }
}
