import Foundation
import MaskKit
import MaskKitUI
import Testing

/// `MaskedStringFormatter` with the platform's own Foundation (Linux's swift-corelibs-foundation in CI),
/// not the stand-in: a `Formatter` subclass that applies and removes a format string.
@Suite struct MaskedStringFormatterTests {
  @Test func itAppliesAndRemovesTheFormatAsADMaskedStringFormatterDid() {
    let formatter = MaskedStringFormatter()
    formatter.formatString = "(###) ###-####"
    #expect(formatter.applyFormat(to: "8085551212") == "(808) 555-1212")
    #expect(formatter.validForLastInput)
    #expect(formatter.removeFormat(from: "(808) 555-1212") == "8085551212")
    #expect(formatter.applyFormat(to: "80855") == "(808) 55 -    ")
    #expect(!formatter.validForLastInput)
    formatter.formatString = "X0X 0X0"
    #expect(formatter.applyFormat(to: "abcdefghi") == "A0C 0E0")
    #expect(formatter.removeFormat(from: "A0C 0E0") == "A0C0E0")
  }

  @Test func asAFoundationFormatterItFormatsStringValuesOnly() {
    let formatter = MaskedStringFormatter()
    formatter.formatString = "000-00-0000"
    let foundation: Formatter = formatter
    #expect(foundation.string(for: "123456789") == "123-45-6789")
    #expect(foundation.string(for: 42) == nil)
    #expect(formatter.validForLastInput)
  }

  @Test func aNewFormatterHasAnEmptyFormat() {
    let formatter = MaskedStringFormatter()
    #expect(formatter.formatString == "")
    #expect(formatter.applyFormat(to: "abc") == "")
  }
}
