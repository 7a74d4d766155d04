import Foundation
import MaskKit
import MaskKitUI
import Testing

/// `FormatStyle.phone(region:)` and `phone(validatingRegion:)`: an unknown region is found where the
/// style is made, or by the reason its parse throws.
@Suite struct MaskFormatStylePhoneRegionTests {
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
    let style = MaskFormatStyle.phone(region: "XX")
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
