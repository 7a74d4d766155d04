import MaskKit
import Testing

@testable import MaskKitCLI

/// The command line reads digits of other scripts as the library does (`Character.normalizedASCIIDigit`)
/// and keeps text in other scripts as written.
@Suite(.quietOutput) struct DigitNormalisationTests {
  @Test func cyrillicTextIsKeptAndDigitsOfOtherScriptsAreRead() throws {
    let letters = try MaskOptions.parse([]).compile("[A…]")
    #expect(letters.format("абвгд").text == "абвгд")
    let digits = try MaskOptions.parse([]).compile("[000]")
    #expect(digits.format("٢٠٦").text == "206")
  }
}
