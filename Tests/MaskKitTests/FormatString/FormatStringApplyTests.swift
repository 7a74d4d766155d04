import MaskKit
import Testing

/// `applyFormat`, `isValid` and `outcome(of:)`: the positional rules of each symbol.
@Suite struct FormatStringApplyTests {
  @Test func readmeExample() throws {
    let mask = try FormatStringMask("(###) ###-####")
    #expect(mask.applyFormat("8085551212") == "(808) 555-1212")
    #expect(mask.isValid("8085551212"))
    #expect(mask.outcome(of: "8085551212").isComplete)
  }

  @Test func eachCharacterFillsTheNextSlotFitOrNot() throws {
    let mask = try FormatStringMask("(###) ###-####", classes: .ascii)
    #expect(mask.applyFormat("a1b2c3d4e5") == "( 1 ) 2 3- 4 5")
    #expect(!mask.isValid("a1b2c3d4e5"))
  }

  @Test func missingSlotsShowTheirBlank() throws {
    #expect(try FormatStringMask("000-00-0000").applyFormat("") == "000-00-0000")
    #expect(try FormatStringMask("(###)").applyFormat("1") == "(1  )")
    #expect(try FormatStringMask("__/__").applyFormat("") == "  /  ")
  }

  @Test func paddedAnyCharacterSlotsStayValidButNotFull() throws {
    let outcome = try FormatStringMask("__/__").outcome(of: "ab")
    #expect(outcome.isValid)
    #expect(!outcome.isFull)
    #expect(!outcome.isComplete)
  }

  @Test func letterSlotsConvertCase() throws {
    #expect(try FormatStringMask("XXX").applyFormat("abC") == "ABC")
    #expect(try FormatStringMask("xxx").applyFormat("AbC") == "abc")
    #expect(try FormatStringMask("***").applyFormat("aBc") == "aBc")
    #expect(try FormatStringMask("Xx*_#0").applyFormat("abcd12") == "Abcd12")
  }

  @Test func backslashEscapesASymbol() throws {
    let mask = try FormatStringMask("\\#\\0##")
    #expect(mask.applyFormat("80") == "#080")
    #expect(try FormatStringMask("\\\\##").applyFormat("12") == "\\12")
  }

  @Test func literalsPassTheCharacterOnToTheNextSlot() throws {
    let mask = try FormatStringMask("+1 (###) ###-####")
    #expect(mask.applyFormat("8085551212") == "+1 (808) 555-1212")
    #expect(mask.applyFormat("80855") == "+1 (808) 55 -    ")
  }

  @Test func alreadyFormattedTextIsKept() throws {
    let mask = try FormatStringMask("(###) ###-####")
    #expect(mask.applyFormat("(808) 555-1212") == "(808) 555-1212")
    #expect(mask.applyFormat("( 1 ) 2 3- 4 5") == "( 1 ) 2 3- 4 5")
    #expect(try FormatStringMask("000-00-0000").isValid("000-00-0000"))
  }

  @Test func tooLongTextIsReportedAsOverflow() throws {
    let outcome = try FormatStringMask("#####-####").outcome(of: "808555121234")
    #expect(outcome.text == "80855-5121")
    #expect(outcome.isValid)
    #expect(outcome.overflow == "234")
    #expect(!outcome.isComplete)
  }

  @Test func aFormatWithoutPositionsLeavesEverythingOut() {
    let outcome = FormatStringMask(partial: "").outcome(of: "abc")
    #expect(outcome.text == "")
    #expect(outcome.overflow == "abc")
  }

  @Test func unicodeClassesTakeDigitsAndLettersOfEveryScript() throws {
    #expect(try FormatStringMask("###").applyFormat("١٢٣") == "123")
    #expect(try FormatStringMask("XX").applyFormat("éß") == "Éß")
    #expect(try FormatStringMask("xx").applyFormat("ÉИ") == "éи")
    #expect(try FormatStringMask("**").applyFormat("日本") == "日本")
    #expect(try FormatStringMask("##").applyFormat("😀1") == " 1")
  }

  @Test func charactersThatWouldMergeWithANeighbourFitNoSlot() throws {
    for classes in [FormatStringClasses.unicode, .ascii] {
      #expect(try FormatStringMask("#_", classes: classes).applyFormat("\n\u{301}") == "  ")
      #expect(try FormatStringMask("-_", classes: classes).applyFormat("\u{301}") == "- ")
      #expect(try FormatStringMask("__", classes: classes).applyFormat("\u{600}") == "  ")
      #expect(try FormatStringMask("_\n", classes: classes).applyFormat("\r") == " \n")
      #expect(try FormatStringMask("_", classes: classes).applyFormat("\u{301}") == "\u{301}")
    }
  }

  @Test func asciiClassesAreTheOriginals() throws {
    #expect(try FormatStringMask("###", classes: .ascii).applyFormat("١٢٣") == "   ")
    #expect(try FormatStringMask("XX", classes: .ascii).applyFormat("éA") == " A")
    #expect(try FormatStringMask("XX-", classes: .ascii).applyFormat("ﬆ") == "ST -")
    #expect(try FormatStringMask("xxx", classes: .ascii).applyFormat("İiı") == " i ")
  }
}
