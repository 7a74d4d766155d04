import Testing

@testable import MaskKit

/// `PhoneCountry.candidates(forInternationalDigits:)`: the regions a number being typed may belong to,
/// by libphonenumber's metadata (input-mask-ios's `PhoneInputListener.computedCountries`).
@Suite struct PhoneCountryCandidatesTests {
  private func regions(_ digits: String) -> [String] {
    PhoneCountry.candidates(forInternationalDigits: digits).map(\.region)
  }

  @Test func noDigitsIsNoRegion() {
    #expect(regions("").isEmpty)
    #expect(regions("+ ()").isEmpty)
  }

  @Test func aPartialCallingCodeIsEveryRegionWhoseCodeBeginsWithIt() {
    let three = regions("3")
    #expect(three.contains("GR") && three.contains("NL") && three.contains("IT") && three.contains("UA"))
    #expect(!three.contains("RU"))
    #expect(regions("35").contains("PT") && regions("35").contains("IE") && !regions("35").contains("NL"))
  }

  @Test func aSharedCallingCodeIsNarrowedByTheNationalDigits() {
    #expect(Set(regions("+7")) == ["RU", "KZ"])
    #expect(regions("+7 7") == ["KZ"])
    #expect(regions("+7 9") == ["RU"])
    #expect(regions("+7 916 123") == ["RU"])
    #expect(regions("+1 268") == ["AG"])
    #expect(regions("+1 212").contains("US"))
    #expect(!regions("+1 212").contains("CA"))
    #expect(regions("+1 416").contains("CA"))
    #expect(!regions("+1 416").contains("US"))
  }

  @Test func aCodeOfOneRegionIsThatRegion() {
    #expect(regions("+49") == ["DE"])
    #expect(regions("+49 30 1234") == ["DE"])
    #expect(regions("+31 6") == ["NL"])
  }

  @Test func digitsNoRegionsNumbersBeginWithAreNoRegion() {
    #expect(regions("+49 0").isEmpty)
    #expect(regions("+7 0").isEmpty)
  }

  @Test func theOrderIsTheRegionList() {
    let all = PhoneCountry.all.map(\.region)
    let found = regions("3")
    #expect(found == all.filter(found.contains))
  }
}
