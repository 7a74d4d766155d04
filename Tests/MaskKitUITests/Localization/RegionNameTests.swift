import Foundation
import MaskKit
import MaskKitUI
import Testing

/// Every region of the phone metadata has a name in every bundled language: in the picker and in the
/// phone field's reasons (`not yet a valid number of …`), never empty and never the bare code.
@Suite struct RegionNameTests {
  @Test(arguments: WordingTable.bundledLanguages)
  func everyRegionIsNamedInTheLanguage(_ language: String) throws {
    let locale = Locale(identifier: language)
    let catalogue = PhoneRegionCatalogue(locale: locale)
    for country in PhoneCountry.all {
      let name = try #require(catalogue.entry(country.region)?.name)
      #expect(!name.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(country.region)")
      #expect(name != country.region, "\(language) \(country.region)")
      let reason = MaskProblem.phone(
        .phoneNumberIncomplete(region: country.region, callingCode: country.callingCode)
      )
      .localizedDescription(locale: locale)
      #expect(reason.contains(name), "\(language) \(country.region): \(reason)")
    }
  }

  @Test(arguments: WordingTable.bundledLanguages)
  func tristanDaCunhaIsNotSaintHelena(_ language: String) throws {
    let catalogue = PhoneRegionCatalogue(locale: Locale(identifier: language))
    let tristan = try #require(catalogue.entry("TA")?.name)
    #expect(tristan != catalogue.entry("SH")?.name)
    #expect(!tristan.contains("Helena"))
    let field = try PhoneMask(region: "TA")
    let reason = try #require(field.report(CaretText("8")).reason)
    #expect(reason.localizedDescription(locale: Locale(identifier: language)).contains(tristan))
  }

  @Test func theEnglishNamesAreCLDRs() throws {
    let catalogue = PhoneRegionCatalogue(locale: Locale(identifier: "en"))
    #expect(catalogue.entry("AC")?.name == "Ascension Island")
    #expect(catalogue.entry("TA")?.name == "Tristan da Cunha")
    #expect(catalogue.entry("XK")?.name == "Kosovo")
  }
}
