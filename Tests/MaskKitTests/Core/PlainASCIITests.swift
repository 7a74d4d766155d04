import Testing

@testable import MaskKit

@Suite struct PlainASCIITests {
  @Test(arguments: [
    "", "2065551234", "a\r\nb", "\r", "nul\u{0}byte", "café", "e\u{301}", "👍🏽 ok", "١٢٣", "tab\tand space",
  ])
  func splitsLikeTheStandardLibrary(_ text: String) {
    #expect(Array(charactersOf: text) == Array(text))
  }
}
