import MaskKit
import Testing

/// Issue 17, classes 1–5: typing and pasting never leave a value the person did not enter.
@Suite struct TrustworthyPasteTests {
  func affinePhone() throws -> AffineInputMask {
    try AffineInputMask(
      "+7 ([000]) [000]-[00]-[00]", affine: ["+1 ([000]) [000]-[0000]", "+44 [0000] [000000]"])
  }

  @Test func typedCharactersChooseTheAffineFormatAsAPasteWould() throws {
    var typed = MaskedText(mask: try affinePhone())
    for key in "+12065551234" { typed.type(String(key)) }
    var pasted = MaskedText(mask: try affinePhone())
    pasted.paste("+12065551234")
    #expect(typed.text == "+1 (206) 555-1234")
    #expect(typed.isComplete)
    #expect(typed.text == pasted.text)
    var british = MaskedText(mask: try affinePhone())
    british.type("+442071234567")
    #expect(british.text == "+44 2071 234567")
  }

  @Test func aPasteTooLongForTheMaskDropsARecognisedPrefixOrIsRefused() throws {
    var national = MaskedText(mask: try InputMask("([000]) [000]-[0000]"))
    national.paste("+1 (206) 555-1234")
    #expect(national.text == "(206) 555-1234")
    var russian = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"))
    russian.paste("89041234567")
    #expect(russian.text == "+7 (904) 123-45-67")
    var short = MaskedText(mask: try InputMask("[000]-[000]"))
    let events = short.paste("1234567")
    #expect(short.text.isEmpty)
    #expect(events == [.pasteRefused("1234567", reason: .pastedDigitsDoNotFit)])
  }

  @Test func maskLiteralsDoNotSwallowPastedDigits() throws {
    var field = MaskedText(mask: try InputMask("+998 [00] [000] [00] [00]"))
    field.paste("909933344")
    #expect(field.text == "+998 90 993 33 44")
    #expect(field.value == "909933344")
    #expect(field.isComplete)
  }

  @Test func blocksPastesGetTheSharedReadings() throws {
    var field = BlockField(mask: try BlockMask("+38 ({ddd}) {ddd}-{dd}-{dd}", template: "_"))
    field.moveCaret(to: 5)
    field.pasteReadings("+380501234567")
    #expect(field.text == "+38 (050) 123-45-67")
    #expect(field.status == .complete)
  }

  @Test func typingALiteralTheMaskShowsAtTheCaretIsNotADeadKey() throws {
    var field = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"))
    let events = field.type("+")
    #expect(field.text == "+7 (")
    #expect(!events.contains(.inputRejected("+")))
  }
}
