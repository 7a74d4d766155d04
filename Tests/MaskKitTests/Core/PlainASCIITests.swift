import Testing

@testable import MaskKit

@Suite struct PlainASCIITests {
  @Test(arguments: [
    "", "2065551234", "a\r\nb", "\r", "nul\u{0}byte", "café", "e\u{301}", "👍🏽 ok", "١٢٣", "tab\tand space",
  ])
  func splitsLikeTheStandardLibrary(_ text: String) {
    #expect(Array(charactersOf: text) == Array(text))
  }

  @Test func findsCarriageReturnsLikeTheStandardLibrary() {
    var generator = SplitMix(state: 2_030)
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        ["a", "\r", "\n", "ж", "\r\n", "\u{0}", "\u{8D}", "\u{D0D}", "1"].randomElement(using: &generator)
          ?? "a"
      }.joined()
      #expect(text.containsCarriageReturn == text.utf8.contains(0x0D), "\(text.debugDescription)")
    }
  }
}
