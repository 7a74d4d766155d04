import Foundation
import MaskKit
import MaskKitFoundation
import Testing

/// `FormatStyle.phone(region:)` and `phone(validatingRegion:)`: a region is read in one spelling, and
/// an unknown one is found where the style is made, or by the reason its parse throws.
@Suite struct MaskFormatStylePhoneRegionTests {
  @Test func stylesOfOneRegionAreEqualAndHashAlike() throws {
    let styles: [MaskFormatStyle] = [.phone(region: "US"), .phone(region: "us"), .phone(region: " uS\n")]
    #expect(Set(styles).count == 1)
    #expect(styles.allSatisfy { $0 == .phone(region: "US") })
    #expect(styles.allSatisfy { $0.hashValue == MaskFormatStyle.phone(region: "US").hashValue })
    #expect(styles.allSatisfy { $0.format("2065551234") == "+1 206-555-1234" })
    #expect(
      MaskFormatStyle.phone(region: "us").spec
        == MaskSpec(preset: PresetSpec(name: "phone", ["region": "US"])))
    #expect(try MaskFormatStyle.phone(validatingRegion: "gb") == .phone(region: "GB"))
    #expect(
      MaskFormatStyle.phone(region: "us").parseStrategy == MaskFormatStyle.phone(region: "US").parseStrategy)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(MaskFormatStyle.phone(region: "us")), as: UTF8.self)
        == #"{"preset":"phone","region":"US"}"#)
  }

  @Test func aKnownRegionValidates() throws {
    let style = try MaskFormatStyle.phone(validatingRegion: "US")
    #expect(style.failureReason == nil)
    #expect(try "2065551234".formatted(.phone(validatingRegion: "US")) == "+1 206-555-1234")
    #expect(try style.parseStrategy.parse("+1 206-555-1234") == "+12065551234")
  }

  @Test func anUnknownRegionThrowsWhereTheStyleIsMade() {
    do {
      _ = try MaskFormatStyle.phone(validatingRegion: "XX")
      Issue.record("no error")
    } catch {
      #expect(error.kind == .invalidOption)
      #expect(error.message == "The phone preset knows no region 'XX'; use an ISO code such as RU.")
    }
    #expect(throws: PresetError.self) { try MaskFormatStyle.phone(validatingRegion: "") }
  }

  @Test func anUnknownRegionsStyleFormatsNothingAndItsParseThrowsTheReason() throws {
    let style = MaskFormatStyle.phone(region: "xx")
    #expect(style.format("2065551234") == "")
    #expect("+12065551234".formatted(style) == "")
    do {
      _ = try style.parseStrategy.parse("+1 206-555-1234")
      Issue.record("no error")
    } catch let error as MaskParseError {
      #expect(error.kind == .maskUnavailable)
      #expect(error.reason == "The phone preset knows no region 'XX'; use an ISO code such as RU.")
      #expect(error.reason == style.failureReason)
      #expect(error.text == "+1 206-555-1234")
    }
  }
}
