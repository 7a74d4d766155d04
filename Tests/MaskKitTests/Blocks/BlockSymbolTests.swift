import MaskKit
import Testing

/// The character classes of the five pattern symbols.
@Suite struct BlockSymbolTests {
  @Test(
    arguments: [
      (BlockSymbol.digit, "1", true), (.digit, "٣", true), (.digit, "a", false), (.digit, "1️⃣", false),
      (.nonDigit, "a", true), (.nonDigit, " ", true), (.nonDigit, "😀", true), (.nonDigit, "٣", false),
      (.nonWord, "-", true), (.nonWord, " ", true), (.nonWord, "@", true), (.nonWord, "a", false),
      (.nonWord, "1", false), (.nonWord, "_", false), (.nonWord, "\u{200D}", false),
      (.asciiLetter, "a", true), (.asciiLetter, "Z", true), (.asciiLetter, "é", false),
      (.asciiLetter, "e\u{301}", false), (.asciiLetter, "_", false), (.asciiLetter, "\u{212A}", false),
      (.any, "😀", true), (.any, "é", true), (.any, "\n", false), (.any, "\r\n", false),
      (.any, "\u{2028}", false),
    ] as [(BlockSymbol, Character, Bool)])
  func symbolClasses(_ symbol: BlockSymbol, _ character: Character, _ accepted: Bool) {
    #expect(symbol.accepts(character) == accepted)
  }

  @Test func symbolsAreTheFiveLetters() {
    #expect(BlockSymbol.allCases.map(\.rawValue) == ["d", "D", "W", "a", "."])
    #expect(BlockSymbol.allCases.allSatisfy { !$0.summary.isEmpty })
  }
}
