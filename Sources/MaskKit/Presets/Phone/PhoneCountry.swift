/// A region with its own telephone numbering: its calling code, trunk prefix, name, flag and example
/// numbers, from libphonenumber's metadata.
public struct PhoneCountry: Sendable, Hashable {
  /// The ISO 3166-1 alpha-2 code: `RU`, `US`, `GB`.
  public let region: String
  /// The index of the region's metadata record.
  let recordIndex: Int

  private init(region: String, recordIndex: Int) {
    self.region = region
    self.recordIndex = recordIndex
  }

  var territory: PhoneTerritory { PhoneMetadataTable.territory(at: recordIndex) }

  /// The English short name: `Russia`, `United States`.
  public var name: String { territory.name }

  /// The ITU-T E.164 country calling code, without `+`: `7`, `1`, `44`.
  public var callingCode: String { territory.callingCodeText }

  /// The trunk prefix dialled before national numbers at home (`8` in Russia, `0` in the UK, `1` in
  /// North America); empty when there is none.
  public var trunkPrefix: String { territory.nationalPrefix }

  /// The region's flag emoji (its two regional indicator symbols): 🇷🇺.
  public var flag: String {
    String(String.UnicodeScalarView(region.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }))
  }

  /// The number types the region has.
  public var numberTypes: [PhoneNumberType] {
    PhoneNumberType.allCases.filter { type in
      type != .fixedLineOrMobile && territory.descriptions[type.descriptionIndex].pattern != nil
    }
  }

  /// An example number of `type` in E.164 form (`+79123456789`), for placeholders; nil when the region
  /// has no numbers of that type.
  public func exampleNumber(_ type: PhoneNumberType = .mobile) -> String? {
    let example = territory.descriptions[type.descriptionIndex].example
    return example.isEmpty ? nil : "+" + callingCode + example
  }

  /// Every region of libphonenumber's metadata, ordered by ISO code.
  public static let all: [PhoneCountry] = PhoneMetadataTable.regionIndex
    .map { PhoneCountry(region: $0.key, recordIndex: $0.value) }
    .sorted { $0.region < $1.region }

  /// The region with ISO code `region` (ASCII letters in any case, spaces around ignored: `us`,
  /// ` GB `), if the metadata has it.
  public static func region(_ region: String) -> PhoneCountry? {
    let code = normalizedCode(region)
    return PhoneMetadataTable.regionIndex[code].map { PhoneCountry(region: code, recordIndex: $0) }
  }

  /// `code` as the metadata writes region codes: whitespace around it trimmed, ASCII letters upper
  /// case (`" us "` → `US`); other characters are kept, so a code that is no region stays one.
  package static func normalizedCode(_ code: String) -> String {
    var scalars = Substring(code).unicodeScalars[...]
    while let first = scalars.first, Character(first).isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, Character(last).isWhitespace { scalars.removeLast() }
    var result = String.UnicodeScalarView()
    for scalar in scalars {
      result.append(
        scalar.value >= 0x61 && scalar.value <= 0x7A ? Unicode.Scalar(scalar.value - 0x20) ?? scalar : scalar)
    }
    return String(result)
  }

  /// The region `territory` describes, nil for a non-geographic calling code.
  static func of(_ territory: PhoneTerritory) -> PhoneCountry? {
    territory.region == "001"
      ? nil : PhoneCountry(region: territory.region, recordIndex: territory.recordIndex)
  }
}
