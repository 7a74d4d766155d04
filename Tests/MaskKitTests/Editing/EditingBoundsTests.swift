import MaskKit
import Testing

/// Issue 18's smaller defects in the editing model: offsets stay in the text, deletions never join
/// the characters left on either side.
@Suite struct EditingBoundsTests {
  @Test func anInitialSelectionStaysInsideTheText() throws {
    var time = MaskedText(mask: try TimeMask(), text: "49", selection: TextSelection(start: 1, end: 2))
    time.undo()
    #expect(time.selection.end <= time.text.count)
    let masks: [any Mask] = [try InputMask("[00]-[00]"), try TimeMask(), try DateMask()]
    for mask in masks {
      for (start, end) in [(2, 1), (0, 9), (5, 2), (1, 2), (-3, 40)] {
        let field = MaskedText(mask: mask, text: "12", selection: TextSelection(start: start, end: end))
        #expect(
          field.selection.start >= 0 && field.selection.end <= field.text.count, "\(mask) \(start) \(end)")
      }
    }
  }

  @Test func backspaceBetweenJoiningJamoKeepsTheCharactersApart() throws {
    var field = MaskedText(mask: try InputMask("[A][A][A]"), text: "ᄀxᅡ")
    #expect(field.text.count == 3)
    field.select(TextSelection(start: 2, end: 2))
    field.backspace()
    #expect(field.text == "ᄀ")
    #expect(field.selection == .caret(1))
  }

  @Test func deletingBetweenFlagHalvesMakesNoFlag() throws {
    let masks: [any Mask] = [try FormatStringMask("___"), try PictureMask("@@@")]
    for mask in masks {
      var field = MaskedText(mask: mask, text: "🇺x🇸")
      #expect(field.text.count == 3)
      field.select(TextSelection(start: 1, end: 1))
      field.deleteForward()
      #expect(field.text == "🇺", "\(mask)")
      #expect(!field.text.contains("🇺🇸"))
    }
  }
}
