import Testing

@testable import MaskKit
@testable import MaskKitUI

/// input-mask-ios 7's `Country`, built from libphonenumber's metadata: names, codes, formats, and the
/// countries a number being typed may be.
@Suite struct CountryTests {
  private func country(_ code: String) throws -> Country {
    try #require(Country.all.first { $0.iso3166alpha2 == code })
  }

  @Test func everyRegionOfThePhonePresetIsACountry() {
    #expect(Country.all.count == PhoneCountry.all.count)
    #expect(Country.all.map(\.iso3166alpha2) == PhoneCountry.all.map(\.region))
    #expect(Country.all.allSatisfy { $0.iso3166alpha3.count == 3 && $0.nameNative != nil })
  }

  @Test func aCountryHasItsNamesCodesAndFlag() throws {
    let russia = try country("RU")
    #expect(russia.name == "Russia")
    #expect(russia.nameNative == "Россия")
    #expect(russia.emoji == "🇷🇺")
    #expect(russia.iso3166alpha3 == "RUS")
    #expect(russia.countryCode == "7")
    #expect(russia.phoneCountry == PhoneCountry.region("RU"))
  }

  @Test func thePrimaryFormatIsTheExampleAsThePresetShowsIt() throws {
    #expect(try country("RU").primaryFormat == "+{7} [000] [000]-[00]-[00]")
    #expect(try country("US").primaryFormat == "+{1} [000]-[000]-[0000]")
    for country in Country.all {
      #expect((try? InputMask(format: country.primaryFormat)) != nil, "\(country.iso3166alpha2)")
    }
  }

  @Test func aSharedCallingCodeIsToldApartByTheMetadata() throws {
    func found(_ phone: String) -> [String] {
      Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone: phone)
        .map(\.iso3166alpha2)
    }
    #expect(Set(found("+7")) == ["RU", "KZ"])
    #expect(found("+7 7") == ["KZ"])
    #expect(found("+7 916") == ["RU"])
    #expect(found("").isEmpty)
    #expect(try country("KZ").phoneStartsWith(digits: "+7 701"))
    #expect(try !country("RU").phoneStartsWith(digits: "+7 701"))
  }

  @Test func termsNameACountryByNameCodeOrFlag() {
    func found(including: [String]?, excluding: [String]?) -> Set<String> {
      Set(
        Country.findCountries(amongCountries: nil, withTerms: including, excluding: excluding, phone: "+3")
          .map(\.iso3166alpha2))
    }
    #expect(
      found(including: ["Greece", "be", "🇪🇸", "ITA", "nederland"], excluding: nil) == [
        "GR", "BE", "ES", "IT", "NL",
      ])
    #expect(!found(including: nil, excluding: ["🇳🇱"]).contains("NL"))
    #expect(found(including: nil, excluding: ["🇳🇱"]).contains("BE"))
    #expect(found(including: ["GR"], excluding: ["greece"]).isEmpty)
  }

  @Test func aCountryMadeWithARegularExpressionMatchesIt() {
    let custom = Country(
      name: "Testland", nameNative: nil, emoji: "🏳️", iso3166alpha2: "TL", iso3166alpha3: "TST",
      countryCode: "999", primaryFormat: "+{999} [000]", affineFormats: [], phoneRegex: "^999")
    #expect(custom.phoneStartsWith(digits: "+999 1"))
    #expect(!custom.phoneStartsWith(digits: "+998"))
    let broken = Country(
      name: "Broken", nameNative: nil, emoji: "", iso3166alpha2: "XB", iso3166alpha3: "XBB",
      countryCode: "1", primaryFormat: "", affineFormats: [], phoneRegex: "([")
    #expect(!broken.phoneStartsWith(digits: "1"))
    let found = Country.findCountries(
      amongCountries: [custom, broken], withTerms: nil, excluding: nil, phone: "+9995")
    #expect(found == [custom])
  }

  @Test func equalCountriesAreSubstitutable() throws {
    let russia = try country("RU")
    let copy = Country(
      name: russia.name, nameNative: russia.nameNative, emoji: russia.emoji, iso3166alpha2: "RU",
      iso3166alpha3: "RUS", countryCode: "7", primaryFormat: russia.primaryFormat, affineFormats: [],
      phoneRegex: russia.phoneRegex)
    // The copy matches by its expression (any +7 number), the metadata's country by the metadata.
    #expect(copy.phoneStartsWith(digits: "+7 701") != russia.phoneStartsWith(digits: "+7 701"))
    #expect(copy != russia)
  }
}
