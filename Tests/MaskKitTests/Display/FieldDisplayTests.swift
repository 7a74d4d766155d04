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
