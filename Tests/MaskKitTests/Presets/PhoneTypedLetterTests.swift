import MaskKit
import Testing

/// A letter a phone field cannot use yet is refused and never shown, so the field never gets stuck
/// (issue 43: keys `2`,`0`,`6`,`e`,`5` showed `206 e` and refused every digit after it).
@Suite struct PhoneTypedLetterTests {
  @Test(arguments: ["e", "x", "E", "д", "a", "t"])
  func aLetterBeforeTheNumberIsWholeIsRefusedAndTypingGoesOn(_ letter: String) throws {
    var field = MaskedText(mask: try PhoneMask(region: letter == "д" ? "RU" : "US"))
    let digits = letter == "д" ? ["9", "1", "6"] : ["2", "0", "6"]
    for key in digits { field.type(key) }
    let before = field.text
    let events = field.type(letter)
    #expect(field.text == before)
    #expect(!field.text.contains(Character(letter)))
    #expect(!events.isEmpty)
    let rest = letter == "д" ? "1234567" : "5551234"
    for key in rest { field.type(String(key)) }
    #expect(field.isComplete, "\(field.text)")
    #expect(field.value == (letter == "д" ? "+79161234567" : "+12065551234"))
  }

  @Test func afterAWholeNumberALetterStartsAnExtension() throws {
    var field = MaskedText(mask: try PhoneMask(region: "US"))
    for key in "2065551234" { field.type(String(key)) }
    for key in "ext" { field.type(String(key)) }
    #expect(field.text.hasSuffix("ext"))
    #expect(!field.isComplete)
    field.type("5")
    #expect(field.isComplete)
    #expect(field.value == "+12065551234;ext=5")
  }
}
