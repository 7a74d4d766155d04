import MaskKit
import Testing

@Suite struct CharacterClassTests {
  @Test(arguments: [("٣", "3"), ("۷", "7"), ("３", "3"), ("9", "9")])
  func digitsOfEveryScriptNormalizeToASCII(_ digit: Character, _ ascii: Character) {
    #expect(digit.normalizedASCIIDigit == ascii)
    #expect(digit.isUnicodeDigit)
  }

  @Test(arguments: ["a", "x", "😀", "½", "\u{200F}"])
  func nonDigitsHaveNoASCIIDigit(_ character: Character) {
    #expect(character.normalizedASCIIDigit == nil)
  }

  @Test func lettersIncludeCombiningMarksButNotEmoji() {
    #expect(Character("e\u{301}").isUnicodeLetter)
    #expect(Character("ж").isUnicodeLetter)
    #expect(!Character("👍🏽").isUnicodeLetter)
    #expect(!Character("1").isUnicodeLetter)
  }

  @Test func alphanumericsCoverLettersAndNumbers() {
    #expect(Character("Ⅻ").isUnicodeAlphanumeric)
    #expect(Character("q").isUnicodeAlphanumeric)
    #expect(!Character("-").isUnicodeAlphanumeric)
  }
}

@Suite struct StandAloneCharacterTests {
  @Test(arguments: [
    "\u{301}", "\u{59E}", "\u{200D}", "\u{1F3FD}", "\u{1F1EB}", "\u{1100}", "\r", "\u{903}", "\u{600}",
  ])
  func charactersThatJoinTheirNeighbourCannotStandAlone(_ character: Character) {
    #expect(!character.canStandAlone)
  }

  @Test(arguments: ["a", "é", "e\u{301}", "🇫🇷", "👨‍👩‍👧", "\n", " ", "가", "٣"])
  func wholeCharactersStandAlone(_ character: Character) {
    #expect(character.canStandAlone)
  }
}
