import Testing

@testable import MaskKit

@Suite struct PlainASCIITests {
  @Test(arguments: [
    "", "2065551234", "a\r\nb", "\r", "nul\u{0}byte", "café", "e\u{301}", "👍🏽 ok", "١٢٣", "tab\tand space",
  ])
  func splitsLikeTheStandardLibrary(_ text: String) {
    #expect(Array(charactersOf: text) == Array(text))
  }

  /// The word-at-a-time check (with its overlapping last word) agrees with a byte-by-byte check on
  /// every length up to 40 with one byte changed at every position.
  @Test func wordCheckAgreesWithByteCheck() {
    let probes: [UInt8] = [0x0D, 0x0C, 0x0E, 0x7F, 0x80, 0x8D, 0xFF, 0x00, 0x31]
    for length in 0...40 {
      let plain = [UInt8](repeating: 0x35, count: length)
      var cases = [plain]
      for position in 0..<length {
        for probe in probes {
          var bytes = plain
          bytes[position] = probe
          cases.append(bytes)
        }
      }
      for bytes in cases {
        let expected = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        #expect(bytes.withReadBuffer(isPlainASCII) == expected, "\(bytes)")
      }
    }
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

  @Test(arguments: [
    "", "\r", "abc", "abcdefgh\r", "\rabcdefgh", "абвгдежзий\r\nя", "абвгдежзий", "1234567\r89",
    "a\u{0}\u{8D}\u{10D}",
  ])
  func findsCarriageReturnsInFixedTexts(_ text: String) {
    #expect(text.containsCarriageReturn == text.utf8.contains(0x0D))
  }
}
