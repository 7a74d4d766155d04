import Foundation
import MaskKit

/// input-mask-ios 7's country of a phone number: names, flag, ISO codes, calling code and formats.
///
/// ``all`` is built from libphonenumber's metadata (MaskKit's phone preset, `PhoneCountry`): every region
/// it numbers, with CLDR's name in the region's own language and the ISO 3166-1 alpha-3 code
/// (`Scripts/generate-country-table.py`). For those, ``phoneStartsWith(digits:)`` asks the metadata
/// (`PhoneCountry.candidates(forInternationalDigits:)`), so a calling code that regions share is told
/// apart by the national digits (`+7 7` is Kazakhstan), where input-mask-ios's list matches a regular
/// expression. A country made with the initializer matches its ``phoneRegex``, as in input-mask-ios.
public struct Country: Sendable, Hashable {
  /// The English name: `Russia`, `United States`.
  public let name: String
  /// The name in the country's own language (`Россия`), or nil.
  public let nameNative: String?
  /// The flag emoji: 🇷🇺.
  public let emoji: String
  /// The ISO 3166-1 alpha-2 code: `RU`.
  public let iso3166alpha2: String
  /// The ISO 3166-1 alpha-3 code: `RUS`.
  public let iso3166alpha3: String
  /// The calling code without `+`: `7`.
  public let countryCode: String
  /// An input-mask format of the country's numbers (`+{7} [000] [000]-[00]-[00]`); for a country of
  /// ``all``, the layout of its example mobile number as the phone preset shows it.
  public let primaryFormat: String
  /// Further input-mask formats; empty for a country of ``all``, whose every length the phone preset
  /// formats.
  public let affineFormats: [String]
  /// A regular expression the digits typed so far (calling code first) must match; for a country of
  /// ``all``, the calling code at the start (``phoneStartsWith(digits:)`` asks the metadata instead).
  public let phoneRegex: String
  /// The region of the phone preset the country was made from, which decides
  /// ``phoneStartsWith(digits:)``; nil for a country made from a regular expression.
  let region: PhoneCountry?

  /// Creates a country that matches digits by `phoneRegex` (input-mask-ios's initializer).
  public init(
    name: String, nameNative: String?, emoji: String, iso3166alpha2: String, iso3166alpha3: String,
    countryCode: String, primaryFormat: String, affineFormats: [String], phoneRegex: String
  ) {
    self.name = name
    self.nameNative = nameNative
    self.emoji = emoji
    self.iso3166alpha2 = iso3166alpha2
    self.iso3166alpha3 = iso3166alpha3
    self.countryCode = countryCode
    self.primaryFormat = primaryFormat
    self.affineFormats = affineFormats
    self.phoneRegex = phoneRegex
    self.region = nil
  }

  /// The country of a region of the phone preset.
  init(_ region: PhoneCountry) {
    let codes = Self.isoTable[region.region]
    name = region.name
    nameNative = codes?.nativeName
    emoji = region.flag
    iso3166alpha2 = region.region
    iso3166alpha3 = codes?.alpha3 ?? region.region
    countryCode = region.callingCode
    primaryFormat = Self.format(of: region)
    affineFormats = []
    phoneRegex = "^" + region.callingCode
    self.region = region
  }

  /// The region of the phone preset with this country's ISO code, if it numbers one: a country of
  /// ``all``, or one made with the initializer for a region the metadata has.
  public var phoneCountry: PhoneCountry? { region ?? PhoneCountry.region(iso3166alpha2) }

  /// Whether a number beginning with `digits` (calling code first; other characters are skipped) may
  /// be this country's.
  public func phoneStartsWith(digits: String) -> Bool {
    if let region {
      return PhoneCountry.candidates(forInternationalDigits: digits).contains(region)
    }
    return matchesRegex(Self.digits(of: digits))
  }

  /// The countries among `customCountries` (nil: ``all``) that `includingTerms` names (nil: every one)
  /// and `excludingTerms` does not, whose numbers may begin with the digits of `phone`.
  ///
  /// A term names a country by its ``name`` or ``nameNative`` (any case), its ISO code of two or three
  /// letters (any case) or its ``emoji``, as in input-mask-ios.
  public static func findCountries(
    amongCountries customCountries: [Country]?, withTerms includingTerms: [String]?,
    excluding excludingTerms: [String]?, phone: String
  ) -> [Country] {
    let typed = digits(of: phone)
    let candidates = Set(PhoneCountry.candidates(forInternationalDigits: typed))
    return named(among: customCountries, including: includingTerms, excluding: excludingTerms).filter {
      country in
      if let region = country.region { return candidates.contains(region) }
      return country.matchesRegex(typed)
    }
  }

  /// The countries among `customCountries` (nil: ``all``) that `includingTerms` names (nil: every one)
  /// and `excludingTerms` does not, whatever their numbers.
  package static func named(
    among customCountries: [Country]?, including includingTerms: [String]?,
    excluding excludingTerms: [String]?
  )
    -> [Country]
  {
    (customCountries ?? all).filter { country in
      if let includingTerms, !country.isNamed(by: includingTerms) { return false }
      if let excludingTerms, country.isNamed(by: excludingTerms) { return false }
      return true
    }
  }

  /// Every region libphonenumber's metadata numbers, as a country, ordered by ISO code.
  public static let all: [Country] = PhoneCountry.all.map(Country.init)

  /// Whether one of `terms` names the country.
  func isNamed(by terms: [String]) -> Bool {
    terms.contains { term in
      let key = term.lowercased()
      return key == name.lowercased() || key == iso3166alpha2.lowercased()
        || key == iso3166alpha3.lowercased() || term == emoji || key == nameNative?.lowercased()
    }
  }

  /// Whether `digits` match ``phoneRegex``; false for an expression that does not compile.
  private func matchesRegex(_ digits: String) -> Bool {
    digits.range(of: phoneRegex, options: .regularExpression) != nil
  }

  /// The decimal digits of `text`, in any script, as ASCII digits.
  static func digits(of text: String) -> String {
    var digits = ""
    for scalar in text.unicodeScalars {
      guard let value = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil
      else { continue }
      digits.append(Character(String(Int(value))))
    }
    return digits
  }

  /// The input-mask format of the region's example mobile number (else fixed-line) as the phone preset
  /// shows it: the calling code as a literal, every other run of digits as that many `0` slots.
  static func format(of region: PhoneCountry) -> String {
    guard let example = region.exampleNumber(.mobile) ?? region.exampleNumber(.fixedLine) else {
      return "+{\(region.callingCode)} [000000000000000]"
    }
    let shown = PhoneMask(home: region).format(example).text
    let code = "+" + region.callingCode
    guard shown.hasPrefix(code) else { return "+{\(region.callingCode)} [000000000000000]" }
    var format = "+{\(region.callingCode)}"
    var run = 0
    for character in shown.dropFirst(code.count) {
      if character.isASCII, character.isNumber {
        run += 1
        continue
      }
      if run > 0 { format += "[" + String(repeating: "0", count: run) + "]" }
      run = 0
      format +=
        character == "[" || character == "]" || character == "{" || character == "}" || character == "\\"
        ? "\\" + String(character) : String(character)
    }
    if run > 0 { format += "[" + String(repeating: "0", count: run) + "]" }
    return format
  }
}
