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
