import MaskKitTerminal
import Testing

/// Terminal columns of characters and the visible stand-ins of control characters.
@Suite struct ColumnWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("東", 2), ("한", 2), ("Ａ", 2), ("😀", 2), ("🇫🇷", 2),
    ("👍🏽", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("\u{301}", 0), ("\u{200B}", 0), ("ש", 1), ("٣", 1),
  ])
  func columns(_ text: String, _ expected: Int) throws {
    let character = try #require(text.first)
    #expect(text.count == 1)
    #expect(character.terminalColumns == expected)
  }

  @Test func stringsAddUp() {
    #expect("+1 (東京) 😀".terminalColumns == 12)
    #expect("".terminalColumns == 0)
  }

  @Test func controlCharactersBecomeVisibleSymbols() {
    #expect(Character("\t").terminalSafe == "␉")
    #expect(Character("\n").terminalSafe == "␊")
    #expect(Character("\u{1B}").terminalSafe == "␛")
    #expect(Character("\u{7F}").terminalSafe == "␡")
    #expect(Character("\u{85}").terminalSafe == "\u{FFFD}")
    #expect(Character("a").terminalSafe == "a")
    #expect(Character("\r\n").terminalSafe == "␍")
  }
}
