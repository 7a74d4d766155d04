import Foundation
import MaskKit
import MaskKitUI
import Testing

/// The region picker's list: every region of the metadata with its flag, localized name and calling
/// code, search, the current and recent regions first, and what VoiceOver says.
@Suite struct PhoneRegionCatalogueTests {
  static let english = PhoneRegionCatalogue(locale: Locale(identifier: "en_US"))
  static let french = PhoneRegionCatalogue(locale: Locale(identifier: "fr_FR"))

  func names(_ entries: [PhoneRegionCatalogue.Entry]) -> [String] { entries.map(\.region) }

  @Test func everyRegionOfTheMetadataIsListedOnce() {
    let catalogue = Self.english
    #expect(catalogue.entries.count == PhoneCountry.all.count)
    #expect(Set(names(catalogue.entries)) == Set(PhoneCountry.all.map(\.region)))
    #expect(catalogue.entries.allSatisfy { !$0.name.isEmpty && $0.flag.unicodeScalars.count == 2 })
  }

  @Test func anEntryHasItsFlagNameCallingCodeAndSpokenLabel() throws {
    let kingdom = try #require(Self.english.entry("gb"))
    #expect(kingdom.flag == "🇬🇧")
    #expect(kingdom.name == "United Kingdom")
    #expect(kingdom.callingCode == "+44")
    #expect(kingdom.accessibilityLabel == "United Kingdom, plus 44")
    #expect(kingdom.id == "GB")
    #expect(Self.english.entry("XX") == nil)
  }

  @Test func namesAreInThePersonsLanguageAndOrder() throws {
    #expect(Self.french.entry("GB")?.name == "Royaume-Uni")
    #expect(Self.french.entry("DE")?.accessibilityLabel == "Allemagne, plus 49")
    let order = names(Self.french.entries)
    let spain = try #require(order.firstIndex(of: "ES"))
    let states = try #require(order.firstIndex(of: "US"))
    let ethiopia = try #require(order.firstIndex(of: "ET"))
    #expect(spain < states && states < ethiopia)  // Espagne, États-Unis, Éthiopie
    let english = names(Self.english.entries)
    #expect(english.prefix(3) == ["AF", "AX", "AL"])  // Afghanistan, Åland Islands, Albania
  }

  @Test func theSpokenCallingCodeCanBeWordedForAnotherLanguage() {
    let catalogue = PhoneRegionCatalogue(locale: Locale(identifier: "fr_FR")) {
      "plus " + $0 + " (indicatif)"
    }
    #expect(catalogue.entry("GB")?.accessibilityLabel == "Royaume-Uni, plus 44 (indicatif)")
  }

  @Test func theCurrentAndRecentRegionsComeFirstEachOnce() {
    let catalogue = Self.english
    let ordered = catalogue.ordered(current: "us", recent: ["GB", "US", "XX", "fr"])
    #expect(names(Array(ordered.prefix(4))) == ["US", "GB", "FR", "AF"])
    #expect(ordered.count == catalogue.entries.count)
    #expect(Set(names(ordered)).count == ordered.count)
    #expect(names(catalogue.suggested(current: nil, recent: ["FR"])) == ["FR"])
  }

  @Test func searchFindsNamesIsoCodesAndCallingCodes() {
    let catalogue = Self.english
    #expect(names(catalogue.search("king", current: nil, recent: [])) == ["GB"])
    #expect(names(catalogue.search("united", current: "US", recent: [])) == ["US", "AE", "GB"])
    #expect(names(catalogue.search("gb", current: nil, recent: [])).first == "GB")
    #expect(names(catalogue.search("+44", current: nil, recent: [])) == ["GG", "IM", "JE", "GB"])
    #expect(names(catalogue.search(" 44 ", current: "GB", recent: [])) == ["GB", "GG", "IM", "JE"])
    #expect(catalogue.search("4", current: nil, recent: []).allSatisfy { $0.callingCode.hasPrefix("+4") })
    #expect(names(catalogue.search("cote", current: nil, recent: [])) == ["CI"])
    #expect(catalogue.search("", current: nil, recent: []).count == catalogue.entries.count)
    #expect(catalogue.search("zzz", current: nil, recent: []).isEmpty)
  }

  @Test func namesThatBeginWithTheSearchComeBeforeNamesThatContainIt() {
    let found = names(Self.english.search("guinea", current: nil, recent: []))
    // Guinea and Guinea-Bissau begin with it; Equatorial Guinea and Papua New Guinea have a word that does.
    #expect(found == ["GN", "GW", "GQ", "PG"])
  }

  @Test func libphonenumbersEnglishNameFindsARegionInAnotherLanguage() {
    #expect(names(Self.french.search("germany", current: nil, recent: [])) == ["DE"])
  }

  @Test func aChoiceIsNotedFirstOnceAndTheListIsBounded() {
    #expect(PhoneRegionCatalogue.noting("gb", in: ["US", "GB", "FR"]) == ["GB", "US", "FR"])
    #expect(
      PhoneRegionCatalogue.noting("DE", in: ["A1", "A2", "A3", "A4", "A5"]) == ["DE", "A1", "A2", "A3", "A4"])
  }

  @Test func theRegionOfALocale() {
    #expect(PhoneRegionCatalogue.region(of: Locale(identifier: "en_GB")) == "GB")
    #expect(PhoneRegionCatalogue.region(of: Locale(identifier: "fr-CA")) == "CA")
    #expect(PhoneRegionCatalogue.region(of: Locale(identifier: "en")) == nil)
    #expect(PhoneRegionCatalogue.region(of: Locale(identifier: "de_DE@calendar=gregorian")) == "DE")
  }

  @Test func aCatalogueIsBuiltOnceForEachLocale() {
    let locale = Locale(identifier: "de_CH")
    #expect(PhoneRegionCatalogue.cached(for: locale).entry("CH")?.name == "Schweiz")
    #expect(PhoneRegionCatalogue.cached(for: locale).entries == PhoneRegionCatalogue(locale: locale).entries)
  }

  @Test func aCodeIsReadAsThePhonePresetReadsIt() throws {
    let catalogue = PhoneRegionCatalogue(locale: Locale(identifier: "en"))
    #expect(catalogue.entry(" gb\n")?.region == "GB")
    #expect(PhoneRegionCatalogue.noting(" us ", in: ["US", "gb"]) == ["US", "gb"])
  }
}
