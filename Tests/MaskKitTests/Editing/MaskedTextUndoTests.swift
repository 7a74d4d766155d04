import MaskKit
import Testing

/// Undo, redo and switching masks.
@Suite struct MaskedTextUndoTests {
  @Test func undoAndRedoWalkTheEdits() throws {
    var field = MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    field.type("206")
    field.type("555")
    field.backspace()
    field.undo()
    #expect(field.text == "+1 (206) 555-")
    field.undo()
    #expect(field.text == "+1 (206) ")
    field.redo()
    #expect(field.text == "+1 (206) 555-")
    field.type("1")
    #expect(!field.canRedo)
  }

  @Test func oneTypeCallIsOneUndoStep() throws {
    var field = MaskedText(mask: try InputMask("[0000]"))
    field.type("1234")
    field.undo()
    #expect(field.text.isEmpty)
    #expect(!field.canUndo)
  }

  @Test func undoWithNothingToUndoIsHarmless() throws {
    var field = MaskedText(mask: try InputMask("[00]"))
    #expect(field.undo().isEmpty)
    #expect(field.redo().isEmpty)
  }

  @Test func rejectedInputIsNotAnUndoStep() throws {
    var field = MaskedText(mask: try InputMask("[00]"))
    field.type("x")
    #expect(!field.canUndo)
  }

  @Test func switchingMasksKeepsTheCaretAfterTheSameDigit() throws {
    var field = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"), text: "9161234567")
    field.moveCaret(to: 6)
    field.setMask(try InputMask("8 ([000]) [000]-[00]-[00]"))
    #expect(field.text == "8 (916) 123-45-67")
    #expect(field.selection == .caret(5))
    field.undo()
    #expect(field.text == "+7 (916) 123-45-67")
    field.type("0")
    #expect(field.text.hasPrefix("+7 ("))
  }

  @Test func undoAfterAMaskChangeRestoresTheOldMask() throws {
    var field = MaskedText(mask: try InputMask("[00]-[00]"), text: "1234")
    field.setMask(try InputMask("[0000]"))
    field.type("5")
    field.undo()
    field.undo()
    #expect(field.text == "12-34")
    field.type("9")
    #expect(field.text == "12-34")
  }
}
