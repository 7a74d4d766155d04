import MaskKit
import Testing

/// Region codes entering the phone preset (`PhoneCountry.region(_:)`, `PhoneMask`'s initializers, a
/// `PresetSpec`'s options) are read in one spelling, so values that behave alike are equal and hash
/// alike.
@Suite struct PhoneRegionCodeTests {
  @Test func aCodeIsReadInAnyASCIICaseWithSpacesAround() throws {
    for spelling in ["US", "us", "Us", " us", "US \n", "\tuS "] {
      #expect(PhoneCountry.region(spelling)?.region == "US", "\(spelling)")
    }
    #expect(PhoneCountry.region("u s") == nil)
    // Only ASCII letters change case: a dotless or dotted i is no ASCII letter.
    #expect(PhoneCountry.region("ın") == nil)
    #expect(PhoneCountry.region("\u{130}N") == nil)
  }

  @Test func masksOfOneRegionAreEqualAndHashAlike() throws {
    let masks = try ["US", "us", " us "].map { try PhoneMask(region: $0) }
    #expect(Set(masks).count == 1)
    #expect(masks.allSatisfy { $0.home?.region == "US" })
    let listed = PhoneMask(allowRegions: ["us", " CA"], denyRegions: ["gb "])
    #expect(listed == PhoneMask(allowRegions: ["US", "CA"], denyRegions: ["GB"]))
    #expect(listed.hashValue == PhoneMask(allowRegions: ["US", "CA"], denyRegions: ["GB"]).hashValue)
    #expect(listed.allowRegions == ["US", "CA"])
    #expect(listed.denyRegions == ["GB"])
  }

  @Test func specsOfOneRegionAreEqualAndHashAlike() throws {
    let specs = [
      PresetSpec(name: "phone", ["region": "us", "allowRegions": .list(["us, ca", "US"])]),
      PresetSpec(name: "phone", ["region": " US", "allowRegions": .list(["CA", "US"])]),
      PresetSpec(name: "phone", ["region": "US", "allowRegions": .list(commaSeparated: "ca,us")]),
    ]
    #expect(Set(specs).count == 1)
    #expect(specs[0]["region"] == "US")
    #expect(specs[0]["allowRegions"] == .list(["CA", "US"]))
    var changed = PresetSpec(name: "phone")
    changed["region"] = "gb"
    #expect(changed == PresetSpec(name: "phone", ["region": "GB"]))
    changed.values = ["denyRegions": .list(["ru"])]
    #expect(changed["denyRegions"] == .list(["RU"]))
    #expect(Set([MaskSpec(preset: specs[0]), MaskSpec(preset: specs[1])]).count == 1)
    let mask = try #require(try specs[0].makeMask() as? PhoneMask)
    #expect(mask == PhoneMask(home: PhoneCountry.region("US"), allowRegions: ["US", "CA"]))
  }

  @Test func anotherPresetsTextIsKeptAsGiven() {
    #expect(PresetSpec(name: "identifier", ["scheme": "br.cpf "])["scheme"] == "br.cpf ")
  }

  @Test func anUnknownRegionIsStillRefused() {
    #expect(throws: PresetError.self) { try PhoneMask(region: " xx ") }
    #expect(throws: PresetError.self) { try PresetSpec(name: "phone", ["region": "xx"]).makeMask() }
    #expect(throws: PresetError.self) {
      try PresetSpec(name: "phone", ["allowRegions": .list([" , "])]).makeMask()
    }
  }
}
