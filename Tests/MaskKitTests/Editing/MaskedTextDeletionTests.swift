import MaskKit
import Testing

/// Backspace, forward delete and cut.
@Suite struct MaskedTextDeletionTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func field(_ text: String) throws -> MaskedText {
    MaskedText(mask: try #require(Self.phone), text: text)
  }

  @Test func backspaceDeletesTheLastDigit() throws {
    var field = try field("2065551234")
    field.backspace()
    #expect(field.text == "+1 (206) 555-123")
    #expect(field.selection == .caret(16))
  }

  @Test func backspaceRightAfterALiteralDeletesTheDigitBeforeIt() throws {
    var field = try field("")
    field.type("206")
    #expect(field.text == "+1 (206) ")
    field.backspace()
    #expect(field.text == "+1 (20")
    #expect(field.value == "20")
    #expect(field.selection == .caret(6))
  }

  @Test func backspaceInTheMiddleKeepsTheCaretOnTheSameDigit() throws {
    var field = try field("2065551234")
    field.moveCaret(to: 10)
    field.backspace()
    #expect(field.value == "206551234")
    #expect(field.selection == .caret(9))
  }

  @Test func backspaceAtTheStartDoesNothing() throws {
    var field = try field("206")
    field.moveCaret(to: 0)
    #expect(field.backspace().isEmpty)
    #expect(field.text == "+1 (206")
  }

  @Test func deleteForwardSkipsLiteralsToTheNextDigit() throws {
    var field = try field("2065551234")
    field.moveCaret(to: 7)
    field.deleteForward()
    #expect(field.value == "206551234")
    #expect(field.selection == .caret(7))
  }

  @Test func deleteForwardInTheLiteralPrefixDeletesTheFirstDigit() throws {
    var field = try field("912345")
    field.moveCaret(to: 0)
    field.deleteForward()
    #expect(field.text == "+1 (123) 45")
    #expect(field.selection == .caret(4))
  }

  @Test func aSelectionStartingInThePrefixKeepsThePrefixDigitsOutOfTheValue() throws {
    var field = try field("912345")
    field.select(TextSelection(start: 0, end: 5))
    field.backspace()
    #expect(field.value == "12345")
    field.select(TextSelection(start: 0, end: 2))
    #expect(field.backspace().isEmpty)
    #expect(field.value == "12345")
  }

  @Test func selectingEverythingAndDeletingClearsTheField() throws {
    var field = try field("912345")
    field.selectAll()
    field.backspace()
    #expect(field.text.isEmpty && field.value.isEmpty)
  }

  @Test func backspaceDeletesTheSelection() throws {
    var field = try field("2065551234")
    field.select(TextSelection(start: 9, end: 12))
    field.backspace()
    #expect(field.value == "2061234")
  }

  @Test func cutReturnsTheSelectedText() throws {
    var field = try field("2065551234")
    field.select(TextSelection(start: 4, end: 7))
    let (removed, events) = field.cut()
    #expect(removed == "206")
    #expect(field.value == "5551234")
    #expect(!events.isEmpty)
  }

  @Test func curlyLiteralsAreSkippedToo() throws {
    var field = MaskedText(mask: try InputMask("[00]{.}[00]{.}[0000]"), text: "31122024")
    field.moveCaret(to: 3)
    field.backspace()
    #expect(field.value == "31.22.024")
    #expect(field.selection == .caret(1))
  }
}
