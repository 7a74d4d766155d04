/// The IPv4 preset: ``IPv4Mask`` described once for every surface (see ``Preset``).
public enum IPv4Preset: Preset {
  public static let name = "ipv4"
  public static let summary = "IPv4 addresses, four decimal octets"
  public static let options: [PresetOption] = []

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask { IPv4Mask() }
}

extension IPv4Mask: PresetReporting {
  /// `ipv4`.
  public var presetName: String { IPv4Preset.name }

  /// The octets' range.
  public var explanation: String { "ipv4: four decimal octets 0-255" }

  /// The octets read.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(match.result, findings: [("octets", .integers(match.octets))])
  }
}

extension IPv4Mask: FieldTraitsDescribing {
  /// A decimal pad offering `.` (the dots), else digits and punctuation.
  public var preferredFieldTraits: FieldTraits { FieldTraits(keyboard: .decimalPad, decimalSeparator: ".") }
}

extension IPv4Mask: SlotDescribing {
  /// An IP address of digits, as many as its four octets take (four to twelve, so no fixed count).
  public var slotSummary: SlotSummary { SlotSummary(purpose: .ipAddress, kind: .digits, required: nil) }
}

extension SlotSummary.Purpose {
  /// An IP address.
  public static let ipAddress = Self("ipAddress", englishName: "IP address")
}
