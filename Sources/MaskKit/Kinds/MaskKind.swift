/// A kind of mask: one of the dialects (``MaskSpec/Dialect``) or one of the presets (``Preset``).
///
/// Each kind describes itself once, in its own folder, and ``Kinds/all`` lists every kind: its name,
/// what it is for and the abilities every mask of the kind has. `KindAbilitiesTests` walks the registry
/// and fails when a kind's masks lack an ability its family requires or have one it does not declare.
public protocol MaskKind: Sendable {
  /// The kind's name, lower case, as a mask description writes it (`inputmask`, `phone`).
  static var name: String { get }
  /// What the kind is for, a phrase for help.
  static var summary: String { get }
  /// Whether the kind is a dialect or a preset.
  static var family: MaskKindFamily { get }
  /// The abilities every mask of the kind has, besides ``Mask``'s requirements.
  static var abilities: Set<MaskAbility> { get }
  /// Masks of the kind, built from its default settings and a few others, to hold to ``abilities``.
  static func sampleMasks() throws -> [any Mask]
}

/// The two families of kinds, and what each requires of its masks.
public enum MaskKindFamily: String, Sendable, Hashable, CaseIterable {
  /// A notation compiled from a format (``MaskSpec/Dialect``).
  case dialect
  /// A ready-made mask with options (``Preset``).
  case preset

  /// The abilities every mask of the family must have: a preset reads its own layouts, describes its
  /// slots, reports its findings and sets up its field (CONTRIBUTING's recipe); a dialect need not.
  public var requiredAbilities: Set<MaskAbility> {
    switch self {
    case .dialect: []
    case .preset: [.layoutReading, .slotDescribing, .presetReporting, .fieldTraits]
    }
  }
}
