import MaskKit
import PropertyBased
import Testing

/// Laws of the editing model under random edit sequences.
@Suite struct MaskedTextPropertyTests {
  enum Edit: CaseIterable { case type, paste, backspace, delete, select, undo, redo, setText }

  static let masks: [any Mask] = [
    "+1 ([000]) [000]-[0000]", "[00]{.}[00]{.}[0000]", "[A…]", "[0…]", "[AA]-[099]", "{+7} [000]",
  ].compactMap { try? InputMask($0) }

  static let fragments = ["1", "12", "a", "-", " ", "😀", "e\u{301}", "٣", "\u{301}", "+1 (2", "2065551234"]

  static let edits = zip(
    Gen.int(in: 0...(Edit.allCases.count - 1)).map { Edit.allCases[$0] },
    Gen.int(in: 0...(fragments.count - 1)).map { fragments[$0] },
    Gen.int(in: -3...25), Gen.int(in: -3...25)
  ).array(of: 0...25)

  static func perform(_ edit: (Edit, String, Int, Int), on field: inout MaskedText) {
    switch edit.0 {
    case .type: field.type(edit.1)
    case .paste: field.paste(edit.1)
    case .backspace: field.backspace()
    case .delete: field.deleteForward()
    case .select: field.select(TextSelection(start: edit.2, end: edit.3))
    case .undo: field.undo()
    case .redo: field.redo()
    case .setText: field.setText(edit.1)
    }
  }

  @Test func randomEditsKeepTheTextARenderingOfTheMask() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.masks.count - 1)), Self.edits) {
      index, edits in
      let mask = Self.masks[index]
      var field = MaskedText(mask: mask)
      for edit in edits {
        Self.perform(edit, on: &field)
        #expect(mask.apply(CaretText(field.text, gravity: .forward)).text == field.text)
        #expect((0...field.text.count).contains(field.selection.start))
        #expect((0...field.text.count).contains(field.selection.end))
      }
    }
  }

  @Test func undoingEveryStepReturnsToTheStart() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.masks.count - 1)), Self.edits) {
      index, edits in
      var field = MaskedText(mask: Self.masks[index], text: "1")
      let start = field.text
      for edit in edits where edit.0 != .undo && edit.0 != .redo {
        Self.perform(edit, on: &field)
      }
      while field.canUndo { field.undo() }
      #expect(field.text == start)
    }
  }
}
