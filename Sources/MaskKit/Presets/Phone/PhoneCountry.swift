/// A country's telephone numbering: its E.164 calling code, trunk prefix and number formats.
public struct PhoneCountry: Sendable, Hashable {
  /// The ISO 3166-1 alpha-2 code: `RU`, `US`, `GB`.
  public let region: String
  /// The country's English short name.
  public let name: String
  /// The ITU-T E.164 country calling code, without `+`: `7`, `1`, `44`.
  public let callingCode: String
  /// The digits dialled before a national number inside the country (`8` in Russia, `0` in the UK,
  /// `1` in North America); empty when there is none.
  public let trunkPrefix: String
  /// What the national format shows before the national number (`8 ` in Russia, nothing in North
  /// America, where the trunk prefix is dialled but not written).
  public let nationalPrefix: String
  /// The national significant number formats, first the default: `#` is a digit, `N` a digit 2–9, `?` an
  /// optional digit, digits before the first `#` choose the format (`20 #### ####` for numbers starting
  /// with 20), anything else is a literal.
  public let formats: [String]
  /// For calling codes several countries share: the leading digits of national numbers that belong to
  /// this country (area codes in North America); empty for the country that takes the rest.
  public let areaCodes: [String]

  /// Creates a numbering entry; `nationalPrefix` defaults to the trunk prefix.
  public init(
    _ region: String, _ name: String, code: String, trunk: String = "", national: String? = nil,
    _ formats: [String], areaCodes: [String] = []
  ) {
    self.region = region
    self.name = name
    self.callingCode = code
    self.trunkPrefix = trunk
    self.nationalPrefix = national ?? trunk
    self.formats = formats
    self.areaCodes = areaCodes
  }

  /// The number formats as parsed patterns.
  var patterns: [PhonePattern] { formats.map(PhonePattern.init) }

  /// The fewest and most digits a national significant number of this country has.
  public var nationalNumberLengths: ClosedRange<Int> {
    let patterns = patterns
    let shortest = patterns.map(\.mandatoryDigits).min() ?? 0
    return shortest...max(shortest, patterns.map(\.digits).max() ?? 0)
  }

  /// The country with ISO code `region` (case-insensitive), if the table has it.
  public static func region(_ region: String) -> PhoneCountry? {
    let code = region.uppercased()
    return all.first { $0.region == code }
  }

  /// The countries sharing `callingCode`, the one that takes numbers no other claims first.
  static func countries(callingCode: String) -> [PhoneCountry] {
    byCallingCode[callingCode] ?? []
  }

  private static let byCallingCode: [String: [PhoneCountry]] = {
    var table: [String: [PhoneCountry]] = [:]
    for country in all {
      if country.areaCodes.isEmpty {
        table[country.callingCode, default: []].insert(country, at: 0)
      } else {
        table[country.callingCode, default: []].append(country)
      }
    }
    return table
  }()
}

extension PhoneCountry {
  /// The country's formats as an affine input-mask set, for a field fixed to this country: the default
  /// format is the primary, the others are affine formats chosen with the `whole` affinity.
  public func affineMask(style: PhoneMask.Style = .international) -> AffineInputMask? {
    let prefix = style == .national ? nationalPrefix.map(PresetFormat.escaped).joined() : "+\(callingCode) "
    let masks = patterns.compactMap {
      PresetFormat.compile(prefix + $0.inputMaskFormat, notations: PhonePattern.notations)
    }
    guard let primary = masks.first else { return nil }
    return AffineInputMask(primary: primary, affine: Array(masks.dropFirst()), strategy: .whole)
  }
}
