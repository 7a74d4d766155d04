import MaskKit
import Testing

/// Typing, pasting and replacing through the editing model.
@Suite struct MaskedTextTypingTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func field(_ text: String = "", caret: Int? = nil) throws -> MaskedText {
    let mask = try #require(Self.phone)
    return MaskedText(mask: mask, text: text, selection: caret.map(TextSelection.caret))
  }

  @Test func typingFormatsAsYouGo() throws {
    var field = try field()
    field.type("206")
    #expect(field.text == "+1 (206) ")
    #expect(field.selection == .caret(9))
    field.type("5551234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.value == "2065551234")
    #expect(field.isComplete)
  }

  @Test func typingInTheMiddleKeepsTheCaretAfterTheTypedDigit() throws {
    var field = try field("2065551234")
    field.moveCaret(to: 5)
    field.type("9")
    #expect(field.text == "+1 (290) 655-5123")
    #expect(field.selection == .caret(6))
  }

  @Test func typingReplacesTheSelection() throws {
    var field = try field("2065551234")
    field.select(TextSelection(start: 4, end: 7))
    field.type("4")
    #expect(field.value.hasPrefix("4555"))
    #expect(field.selection == .caret(5))
  }

  @Test func selectAllAndTypeStartsOver() throws {
    var field = try field("2065551234")
    field.selectAll()
    field.type("9")
    #expect(field.text == "+1 (9")
  }

  @Test func rejectedCharactersLeaveTheTextAsItWas() throws {
    var field = try field("206")
    let before = field.text
    let events = field.type("x")
    #expect(field.text == before)
    #expect(events == [.inputRejected("x")])
  }

  @Test(arguments: ["😀", "👨‍👩‍👧", "🇫🇷", "\u{301}", "\u{200F}", "\u{0}"])
  func emojiMarksAndControlsAreRejected(_ input: String) throws {
    var field = try field("20")
    field.select(TextSelection(start: 4, end: 6))
    let events = field.type(input)
    #expect(field.text == "+1 (20")
    #expect(field.selection == TextSelection(start: 4, end: 6))
    #expect(events == [.inputRejected(input)])
  }

  @Test(arguments: ["٢٠٦", "۲۰۶", "２０６"])
  func digitsOfOtherScriptsAreNormalized(_ digits: String) throws {
    var field = try field()
    field.type(digits)
    #expect(field.text == "+1 (206) ")
    field.paste(digits)
    #expect(field.value == "206206")
  }

  @Test(arguments: [
    "+1 (206) 555-1234", "12065551234", "2065551234", "206.555.1234", "(206) 555-1234", "+1 206 555 1234",
  ])
  func pasteAcceptsWholeNumbersAsPeopleWriteThem(_ pasted: String) throws {
    var empty = try field()
    empty.paste(pasted)
    #expect(empty.text == "+1 (206) 555-1234")
    var prefilled = try field()
    prefilled.setText("")
    prefilled.paste(pasted)
    #expect(prefilled.text == "+1 (206) 555-1234")
  }

  @Test func pasteKeepsSeparatorsTheMaskAccepts() throws {
    let name = Notation(character: "N", characters: " -", classes: [.letters])
    var field = MaskedText(mask: try InputMask("[N…]", notations: [name]))
    field.paste("Anne-Marie Lee")
    #expect(field.text == "Anne-Marie Lee")
  }

  @Test func pasteOfNothingUsefulIsRejected() throws {
    var field = try field("206")
    let events = field.paste("hello")
    #expect(field.text == "+1 (206")
    #expect(events == [.inputRejected("hello")])
  }

  @Test func setTextFormatsAndPutsTheCaretAtTheEnd() throws {
    var field = try field()
    field.setText("2065551234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.selection == .caret(17))
  }

  @Test func eventsReportValueAndCompleteness() throws {
    var field = try field("206555123")
    let completing = field.type("4")
    #expect(completing == [.valueChanged(from: "206555123", to: "2065551234"), .becameComplete])
    let breaking = field.backspace()
    #expect(breaking == [.valueChanged(from: "2065551234", to: "206555123"), .becameIncomplete])
  }

  @Test func replaceBehavesLikeATextView() throws {
    var field = try field("206")
    field.replace(TextSelection(start: 7, end: 7), with: "5")
    #expect(field.text == "+1 (206) 5")
    field.replace(TextSelection(start: 9, end: 10), with: "")
    #expect(field.value == "206")
  }
}

@Suite struct MaskedTextPrefixTests {
  @Test func typingInsideTheLiteralPrefixTypesAfterIt() throws {
    var field = MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"), text: "206")
    field.moveCaret(to: 1)
    field.type("5")
    #expect(field.text == "+1 (520) 6")
    #expect(field.selection == .caret(5))
  }

  @Test func selectAllThenPasteKeepsThePrefix() throws {
    var field = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"), text: "9161234567")
    field.selectAll()
    field.paste("+7 (999) 111-22-33")
    #expect(field.text == "+7 (999) 111-22-33")
    #expect(field.selection == .caret(18))
  }
}

@Suite struct MaskedTextRepeatedLiteralTests {
  @Test func aKeystrokeThatChangesNothingIsReportedAsRejected() throws {
    let dot = Notation(character: ".", characters: ".", isOptional: true)
    var field = MaskedText(mask: try InputMask("[099][.][99]", notations: [dot]))
    field.type("1.")
    #expect(field.text == "1.")
    #expect(field.type(".") == [.inputRejected(".")])
    #expect(field.text == "1.")
  }
}
