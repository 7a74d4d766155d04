import MaskKit
import Testing

/// `removeFormat`: slots keep what fits, literals are skipped and take only themselves.
@Suite struct FormatStringRemoveTests {
  @Test func removesTheFormatOfFormattedText() throws {
    let mask = try FormatStringMask("(###) ###-####")
    #expect(mask.removeFormat("(808) 555-1212") == "8085551212")
    #expect(mask.removeFormat("( 1 ) 2 3- 4 5") == "12345")
  }

  @Test func rawInputKeepsItsCharacters() throws {
    let mask = try FormatStringMask("(###) ###-####")
    #expect(mask.removeFormat("8085551212") == "8085551212")
    #expect(mask.removeFormat("(808) 5551212") == "8085551212")
  }

  @Test func fixedDigitsReadBlanksAsZero() throws {
    #expect(try FormatStringMask("000-00-0000").removeFormat("000-00-0000") == "000000000")
    #expect(try FormatStringMask("00").removeFormat("a1") == "01")
  }

  @Test func anyCharacterSlotsKeepSpaces() throws {
    #expect(try FormatStringMask("__/__").removeFormat("1 /2 ") == "1 2 ")
  }

  @Test func lettersAreConvertedAsWhenApplying() throws {
    #expect(try FormatStringMask("XX-xx").removeFormat("ab-CD") == "ABcd")
  }

  @Test func textBeyondTheFormatIsLeftOut() throws {
    #expect(try FormatStringMask("##").removeFormat("1234") == "12")
  }
}
