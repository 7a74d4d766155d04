import MaskKit
import Testing

/// Every region of the phone metadata has an English name, and an incomplete number is said to be of
/// the field's home region when it has the home region's calling code.
@Suite struct PhoneCountryNameTests {
  @Test func everyRegionHasAnEnglishName() {
    for country in PhoneCountry.all {
      #expect(!country.name.isEmpty, "\(country.region)")
      #expect(country.name != country.region, "\(country.region)")
    }
    #expect(PhoneCountry.region("AC")?.name == "Ascension Island")
    #expect(PhoneCountry.region("TA")?.name == "Tristan da Cunha")
    #expect(PhoneCountry.region("XK")?.name == "Kosovo")
  }

  @Test func anIncompleteNumberIsOfTheHomeRegionSharingItsCallingCode() throws {
    let tristan = try PhoneMask(region: "TA")
    #expect(
      tristan.report(CaretText("8")).reason
        == .phone(.phoneNumberIncomplete(region: "TA", callingCode: "290")))
    #expect(
      tristan.report(CaretText("8")).reason?.description == "not yet a valid number of Tristan da Cunha")
    let ascension = try PhoneMask(region: "AC")
    #expect(
      ascension.report(CaretText("6")).reason?.description == "not yet a valid number of Ascension Island")
    let kosovo = try PhoneMask(region: "XK")
    #expect(kosovo.report(CaretText("4")).reason?.description == "not yet a valid number of Kosovo")
    // Another calling code names the region the number reads as.
    #expect(
      tristan.report(CaretText("+44 20")).reason?.description == "not yet a valid number of United Kingdom")
  }
}
