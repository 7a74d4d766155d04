import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The `NSTextField` delegate, compiled against the AppKit stand-in and driven the way AppKit calls it:
/// the field editor changes the text first, the delegate reads it back.
@MainActor
@Suite struct AppKitDelegateStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func attached() throws -> (MaskedNSTextFieldDelegate, NSTextField, NSTextView) {
    let delegate = MaskedNSTextFieldDelegate(mask: try #require(Self.phone))
    let field = NSTextField()
    let editor = NSTextView()
    field.editorForTesting = editor
    field.undoManager = UndoManager()
    delegate.attach(to: field)
    delegate.controlTextDidBeginEditing(Notification(object: field))
    return (delegate, field, editor)
  }

  /// The field editor replaces the selection with `string`, puts the caret after it and notifies.
  func edit(
    _ field: NSTextField, _ editor: NSTextView, _ delegate: MaskedNSTextFieldDelegate, _ string: String
  ) {
    let units = Array(field.stringValue.utf16)
    let range = editor.selectedRange
    let head = String(decoding: units[..<range.location], as: UTF16.self)
    field.stringValue =
      head + string + String(decoding: units[(range.location + range.length)...], as: UTF16.self)
    editor.selectedRange = NSRange(location: head.utf16.count + string.utf16.count, length: 0)
    delegate.controlTextDidChange(Notification(object: field))
  }

  @Test func typingIsFormattedAndTheFieldEditorsUndoIsOff() throws {
    let (delegate, field, editor) = try attached()
    #expect(editor.allowsUndo == false)
    #expect(field.placeholderString == "+1 (000) 000-0000")
    for digit in ["2", "0", "6"] { edit(field, editor, delegate, digit) }
    #expect(field.stringValue == "+1 (206) ")
    #expect(editor.selectedRange == NSRange(location: 9, length: 0))
    #expect(field.accessibilityValueForTesting as? String == "+1 (206), 3 of 10 digits")
    #expect(field.accessibilityHelpForTesting == "Phone number, 10 digits")
  }

  @Test func theDeleteKeyAfterALiteralRemovesTheDigitBeforeIt() throws {
    let (delegate, field, editor) = try attached()
    edit(field, editor, delegate, "206")
    #expect(!delegate.control(field, textView: editor, doCommandBy: Selector("deleteBackward:")))
    field.stringValue = "+1 (206)"
    editor.selectedRange = NSRange(location: 8, length: 0)
    delegate.controlTextDidChange(Notification(object: field))
    #expect(field.stringValue == "+1 (20")
    #expect(editor.selectedRange == NSRange(location: 6, length: 0))
  }

  @Test func markedTextWaitsForTheCommit() throws {
    let (delegate, field, editor) = try attached()
    editor.markedTextForTesting = true
    edit(field, editor, delegate, "２")
    #expect(field.stringValue == "２")
    editor.markedTextForTesting = false
    delegate.controlTextDidChange(Notification(object: field))
    #expect(field.stringValue == "+1 (2")
  }

  @Test func undoAndRedoGoThroughTheEditingModel() throws {
    let (delegate, field, editor) = try attached()
    edit(field, editor, delegate, "2065551234")
    field.undoManager?.undo()
    #expect(field.stringValue == "")
    field.undoManager?.redo()
    #expect(field.stringValue == "+1 (206) 555-1234")
    #expect(delegate.adapter.isComplete)
  }
}
