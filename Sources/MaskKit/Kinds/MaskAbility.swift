/// An ability a mask may have beyond ``Mask``'s requirements, named so that a kind can declare it
/// (``MaskKind/abilities``) and a test can hold every mask of the kind to the declaration.
public enum MaskAbility: String, Sendable, Hashable, CaseIterable {
  /// Reads whole values in layouts of its own (``PasteLayoutReading``).
  case layoutReading
  /// Says what it asks for in words (``SlotDescribing``).
  case slotDescribing
  /// Says which characters of its placeholder are slots (``MaskTemplate``).
  case template
  /// Reports a preset's findings (``PresetReporting``).
  case presetReporting
  /// Says how a text field should be set up (``FieldTraitsDescribing``).
  case fieldTraits
}

extension MaskAbilities {
  /// The abilities these are, each named (``MaskAbility``): what a kind's masks must match.
  public var present: Set<MaskAbility> {
    var present: Set<MaskAbility> = []
    if layoutReader != nil { present.insert(.layoutReading) }
    if slots != nil { present.insert(.slotDescribing) }
    if template != nil { present.insert(.template) }
    if reporter != nil { present.insert(.presetReporting) }
    if hasFieldTraits { present.insert(.fieldTraits) }
    return present
  }
}
