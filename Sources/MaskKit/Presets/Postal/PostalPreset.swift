/// The postal code preset: ``PostalMask`` described once for every surface (see ``Preset``).
public enum PostalPreset: Preset {
  public static let name = "postal"
  public static let summary = "postal codes of a region, from Google's address metadata"
  public static let options: [PresetOption] = [
    PresetOption("region", .text, "the region whose postal codes the field takes (CA: K1A 0B1)")
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    guard let region = spec.text("region") else {
      throw PresetSpec.invalid("the postal preset needs a region, such as CA or US")
    }
    return try PostalMask(region: region)
  }
}

extension PostalMask: PresetReporting {
  /// `postal`.
  public var presetName: String { PostalPreset.name }

  /// The region and its layout.
  public var explanation: String {
    "postal: \(regionName) (\(region)), Google's address metadata, \(placeholder)"
  }

  /// The region.
  public func report(_ input: CaretText) -> PresetReport {
    PresetReport(match(input).result, findings: [("region", .text(region))])
  }
}

extension PostalMask: SlotDescribing {
  /// A postal code of as many characters as the placeholder shows (digits when it shows only digits).
  public var slotSummary: SlotSummary {
    let slots = placeholder.filter { $0.isLetter || $0.isNumber }
    return SlotSummary(
      purpose: .postalCode, kind: slots.allSatisfy(\.isNumber) ? .digits : .characters, required: slots.count)
  }
}

extension SlotSummary.Purpose {
  /// A postal code.
  public static let postalCode = Self("postalCode", englishName: "Postal code")
}

extension PostalMask: FieldTraitsDescribing {
  /// The number pad where the region's codes are digits only, else an ASCII keyboard in capitals; and
  /// AutoFill's postal code.
  public var preferredFieldTraits: FieldTraits { .code(of: slotSummary.kind, contentType: .postalCode) }
}
