import Testing

@testable import MaskKit

@Suite struct PlainASCIITests {
  @Test(arguments: [
    "", "2065551234", "a\r\nb", "\r", "nul\u{0}byte", "café", "e\u{301}", "👍🏽 ok", "١٢٣", "tab\tand space",
  ])
  func splitsLikeTheStandardLibrary(_ text: String) {
    #expect(Array(charactersOf: text) == Array(text))
  }

  @Test(arguments: [
    "", "\r", "abc", "abcdefgh\r", "\rabcdefgh", "абвгдежзий\r\nя", "абвгдежзий", "1234567\r89",
    "a\u{0}\u{8D}\u{10D}",
  ])
  func findsCarriageReturnsLikeTheStandardLibrary(_ text: String) {
    #expect(text.containsCarriageReturn == text.utf8.contains(0x0D))
  }
}
