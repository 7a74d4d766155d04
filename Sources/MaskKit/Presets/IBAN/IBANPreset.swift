/// The IBAN preset: ``IBANMask`` described once for every surface (see ``Preset``).
public enum IBANPreset: Preset {
  public static let name = "iban"
  public static let summary = "international bank account numbers, MOD 97-10 check"
  public static let options: [PresetOption] = []

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask { IBANMask() }
}

extension IBANMask: PresetReporting {
  /// `iban`.
  public var presetName: String { IBANPreset.name }

  /// The registry, grouping and check.
  public var explanation: String {
    "iban: country lengths of the SWIFT IBAN registry, groups of four, MOD 97-10 check"
  }

  /// The country and whether the check digits hold.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(
      match.result, findings: [("country", .text(match.country)), ("check", .flag(match.passesCheck))])
  }
}

extension IBANMask: FieldTraitsDescribing {
  /// An ASCII keyboard in capitals (an IBAN starts with its country's letters).
  public var preferredFieldTraits: FieldTraits {
    FieldTraits(keyboard: .asciiCapable, capitalization: .allCharacters)
  }
}

extension IBANMask: SlotDescribing {
  /// An IBAN of letters and digits, as many as its country's length (15 to 34, so no fixed count).
  public var slotSummary: SlotSummary { SlotSummary(purpose: .iban, kind: .characters, required: nil) }
}

extension SlotSummary.Purpose {
  /// An International Bank Account Number.
  public static let iban = Self("iban", englishName: "IBAN")
}
