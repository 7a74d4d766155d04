import Testing

@testable import MaskKit

/// `AffineInputMask`'s measures: what a strategy needs of the input is worked out once for every
/// format (issue 33: 1,000 formats on 100,000 digits took 4.8–7.9 s with the prefix strategy).
@Suite struct AffineInputMaskTests {
  /// The prefix strategy compares ASCII text byte by byte and other text character by character; both
  /// give the same count (a structural check of the shortcut, not of its speed).
  @Test func thePrefixShortcutCountsCharacters() {
    var ascii = AffinityInput(CaretText("123-45"))
    #expect(ascii.commonPrefixLength(with: "123-4x") == 5)
    #expect(ascii.length == 6)
    var other = AffinityInput(CaretText("é1\u{0301}2"))
    #expect(other.commonPrefixLength(with: "é1\u{0301}x") == 2)
    #expect(other.length == 3)
    var crlf = AffinityInput(CaretText("1\r\n2"))
    #expect(crlf.commonPrefixLength(with: "1\r\n2") == 3)
  }

  @Test(arguments: AffinityStrategy.allCases)
  func theSharedMeasureGivesEachFormatsAffinity(_ strategy: AffinityStrategy) throws {
    let masks = try ["[000]", "[0…]", "+[0] ([000])", "[AAA]", "{é}[0…]"].map { try InputMask($0) }
    for text in ["", "123", "1234567", "é12", "+7 (916)", "abc", "1\r\n2"] {
      var shared = AffinityInput(CaretText(text))
      for mask in masks {
        #expect(
          strategy.affinity(of: mask, for: &shared) == strategy.affinity(of: mask, for: CaretText(text)))
      }
    }
  }
}
