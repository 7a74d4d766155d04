/// The optional abilities of a mask beyond ``Mask``'s requirements, found in one place so that a
/// wrapper passes them all on at once.
///
/// A mask has an ability by conforming to its protocol (``PasteLayoutReading``, ``SlotDescribing``,
/// ``MaskTemplate``, ``PresetReporting``, ``FieldTraitsDescribing``); ``Mask/abilities`` collects them. A wrapper such as
/// ``ValidatedMask`` answers its base's abilities (adjusted where the wrapper changes what they say), so
/// a phone field with a rule added reads pastes, speaks to VoiceOver and reports its findings as the
/// phone field without the rule. An ability added here reaches every wrapper without a new forwarding.
public struct MaskAbilities: Sendable {
  /// The mask whose conformances give the abilities; nil for none.
  private let owner: (any Mask)?
  /// What wrappers do to each result, innermost first.
  private var adjustments: [@Sendable (MaskResult) -> MaskResult] = []

  /// The abilities `mask` has by its own conformances, each looked up when asked.
  public init(of mask: some Mask) { owner = mask }

  /// No abilities.
  public init() { owner = nil }

  /// How the mask reads a whole value given at once (a preset's layouts), or nil for a mask read as a
  /// paste into an empty field.
  public var layoutReader: (any PasteLayoutReading)? { owner as? any PasteLayoutReading }

  /// The mask that says what it asks for in words (its purpose, the kind and number of characters), or
  /// nil for a mask whose slots are read from its placeholder.
  public var slots: (any SlotDescribing)? { owner as? any SlotDescribing }

  /// The mask that says which characters of its placeholder are slots, or nil.
  public var template: (any MaskTemplate)? { owner as? any MaskTemplate }

  /// How a text field should be set up for the mask: its own ``FieldTraitsDescribing`` traits, or the
  /// defaults (`FieldTraits()`).
  public var fieldTraits: FieldTraits {
    (owner as? any FieldTraitsDescribing)?.preferredFieldTraits ?? FieldTraits()
  }

  /// Whether the mask says how a text field should be set up (``FieldTraitsDescribing``).
  var hasFieldTraits: Bool { owner is any FieldTraitsDescribing }

  /// The preset's findings and explanation, or nil for a mask no preset made; a wrapper's changes apply
  /// to the result each report carries.
  public var reporter: (any PresetReporting)? {
    guard let base = owner as? any PresetReporting else { return nil }
    return adjustments.isEmpty ? base : AdjustedReporter(base: base, adjustments: adjustments)
  }

  /// These abilities for a wrapper that changes each result with `adjust` (a rule's verdict): the
  /// findings reported carry the adjusted result; the other abilities are the base's as they are.
  public func adjusted(by adjust: @escaping @Sendable (MaskResult) -> MaskResult) -> MaskAbilities {
    var abilities = self
    abilities.adjustments.append(adjust)
    return abilities
  }
}

/// A preset's reporter whose results a wrapper changes.
private struct AdjustedReporter: PresetReporting {
  let base: any PresetReporting
  let adjustments: [@Sendable (MaskResult) -> MaskResult]

  var presetName: String { base.presetName }
  var explanation: String { base.explanation }

  func report(_ input: CaretText) -> PresetReport {
    var report = base.report(input)
    for adjust in adjustments { report.result = adjust(report.result) }
    return report
  }
}
