import MaskKit
import Testing

/// The template tail, obscuring and the selection mapping of ``FieldDisplay``.
@Suite struct FieldDisplayTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func typed(_ text: String, into mask: (any Mask)?) throws -> MaskedText {
    var field = MaskedText(mask: try #require(mask))
    field.type(text)
    return field
  }

  @Test func templateFillsTheEmptySlotsAfterTheText() throws {
    let display = FieldDisplay(try typed("206", into: Self.phone), options: DisplayOptions(template: "_"))
    #expect(display.text == "+1 (206) ___-____")
    #expect(display.selection == .caret(9))
    #expect(display.textLength == 9)
  }

  @Test func anEmptyFieldShowsTheWholeTemplateWithTheCaretAfterThePrefix() throws {
    let display = FieldDisplay(
      MaskedText(mask: try #require(Self.phone)), options: DisplayOptions(template: "_"))
    #expect(display.text == "+1 (___) ___-____")
    #expect(display.selection == .caret(4))
    #expect(display.textSelection(fromDisplay: display.selection) == .caret(0))
  }

  @Test func aSelectionInTheTemplateMapsToTheEndOfTheText() throws {
    let display = FieldDisplay(try typed("206", into: Self.phone), options: DisplayOptions(template: "_"))
    #expect(
      display.textSelection(fromDisplay: TextSelection(start: 5, end: 14)) == TextSelection(start: 5, end: 9))
  }

  @Test func literalDigitsInTheMaskStayInTheTemplate() throws {
    let display = FieldDisplay(
      try typed("1", into: try InputMask("[00]/20[00]")), options: DisplayOptions(template: "_"))
    #expect(display.text == "1_/20__")
  }

  @Test func obscuringKeepsTheLastValueCharacters() throws {
    let field = try typed("4111111111111111", into: CardNumberMask())
    let display = FieldDisplay(field, options: DisplayOptions(obscure: 4))
    #expect(display.text == "•••• •••• •••• 1111")
    #expect(display.selection == field.selection)
  }

  @Test func obscuringLeavesTheLiteralPrefixVisible() throws {
    let display = FieldDisplay(
      try typed("2065551234", into: Self.phone), options: DisplayOptions(obscure: 2, obscuringCharacter: "*"))
    #expect(display.text == "+1 (***) ***-**34")
  }

  @Test func plainOptionsShowTheText() throws {
    let field = try typed("206", into: Self.phone)
    #expect(FieldDisplay(field, options: .plain).text == field.text)
  }
}

/// ``FieldDisplay`` with native digits: one shown digit for each digit of the text, with the template
/// and obscuring.
@Suite struct FieldDisplayNativeDigitsTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func typed(_ text: String, into mask: (any Mask)?) throws -> MaskedText {
    var field = MaskedText(mask: try #require(mask))
    field.type(text)
    return field
  }

  @Test func theTextIsShownInTheSystemsDigitsWithTheSameSelection() throws {
    var field = try typed("2065551234", into: try PhoneMask(region: "US"))
    field.select(TextSelection(start: 3, end: 6))
    let display = FieldDisplay(field, options: DisplayOptions(digits: .native(.arab)))
    #expect(field.text == "+1 206-555-1234")
    #expect(display.text == "+١ ٢٠٦-٥٥٥-١٢٣٤")
    #expect(display.textLength == field.text.count)
    #expect(display.selection == TextSelection(start: 3, end: 6))
    #expect(display.textSelection(fromDisplay: .caret(15)) == .caret(15))
  }

  @Test func theTemplateAndObscuringAreDrawnBeforeTheDigits() throws {
    let template = FieldDisplay(
      try typed("206", into: Self.phone), options: DisplayOptions(template: "_", digits: .native(.deva)))
    #expect(template.text == "+१ (२०६) ___-____")
    #expect(template.selection == .caret(9))
    #expect(template.textSelection(fromDisplay: .caret(14)) == .caret(9))
    let obscured = FieldDisplay(
      try typed("2065551234", into: Self.phone), options: DisplayOptions(obscure: 2, digits: .native(.thai)))
    #expect(obscured.text == "+๑ (•••) •••-••๓๔")
    // A digit template is a digit too.
    let zeros = FieldDisplay(
      try typed("2", into: Self.phone), options: DisplayOptions(template: "0", digits: .native(.arabext)))
    #expect(zeros.text == "+۱ (۲۰۰) ۰۰۰-۰۰۰۰")
  }

  @Test func theEditingArticlesExample() throws {
    var field = MaskedText(mask: try PhoneMask(region: "US"))
    field.type("٢٠٦٥٥٥١٢٣٤")
    #expect(field.value == "+12065551234")
    #expect(FieldDisplay(field, options: DisplayOptions(digits: .native(.arab))).text == "+١ ٢٠٦-٥٥٥-١٢٣٤")
    #expect(NumberingSystem.deva.digit(7) == "७")
  }

  @Test func systemsOutsideTheBasicPlaneKeepOneCharacterPerCharacter() throws {
    let display = FieldDisplay(
      try typed("2065551234", into: Self.phone), options: DisplayOptions(digits: .native(.adlm)))
    #expect(display.text.count == display.textLength)
    #expect(display.text.utf16.count == "+1 (206) 555-1234".utf16.count + 11)
    #expect(display.text.hasPrefix("+\u{1E951} (\u{1E952}\u{1E950}\u{1E956})"))
  }
}
