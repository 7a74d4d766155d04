import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The AppKit counterparts of NBPictureMaskField's and AKMaskField's fields and input-mask-ios's
/// Interface Builder Object, driven the way AppKit calls them: the field editor changes the text first.
@MainActor
@Suite struct AppKitSeedFieldsStandInTests {
  /// Begins editing `field` with a field editor, as AppKit does on the first key.
  func editing(_ field: NSTextField, _ delegate: MaskedNSTextFieldDelegate) -> NSTextView {
    let editor = NSTextView()
    field.editorForTesting = editor
    editor.selectedRange = NSRange(location: field.stringValue.utf16.count, length: 0)
    delegate.controlTextDidBeginEditing(Notification(object: field))
    return editor
  }

  /// The field editor types `string` at its selection, then notifies the delegate.
  func type(
    _ string: String, _ field: NSTextField, _ editor: NSTextView, _ delegate: MaskedNSTextFieldDelegate
  ) {
    for character in string {
      let units = Array(field.stringValue.utf16)
      let range = editor.selectedRange
      let head = String(decoding: units[..<range.location], as: UTF16.self)
      field.stringValue =
        head + String(character) + String(decoding: units[(range.location + range.length)...], as: UTF16.self)
      editor.selectedRange = NSRange(location: head.utf16.count + String(character).utf16.count, length: 0)
      delegate.controlTextDidChange(Notification(object: field))
    }
  }

  /// NBPictureMaskField vectors (picture.jsonl): `(###) ###-####` with autofill.
  @Test func thePictureFieldFormatsReportsAndValidates() throws {
    let field = try #require(PictureMaskNSTextField(coder: NSCoder()))
    field.pictureMask = "(###) ###-####"
    field.autofill = true
    var changes: [PictureStatus] = []
    var validated: [String] = []
    field.changed = { _, _, status in changes.append(status) }
    field.validate = { _, text, _ in
      validated.append(text)
      return true
    }
    let editor = editing(field, field.maskedDelegate)
    type("123456", field, editor, field.maskedDelegate)
    #expect(field.stringValue == "(123) 456-")
    #expect(changes.last == .okSoFar)
    type("7890", field, editor, field.maskedDelegate)
    #expect(field.status == .ok)
    #expect(validated.count == 10)
    #expect(validated.last == "(123) 456-7890")
    field.maskedDelegate.controlTextDidEndEditing(Notification(object: field))
    #expect(validated.count == 10)
  }

  /// AKMaskField vector C03: `{dd}-{dd}` with the template `_`.
  @Test func theBlocksFieldDescribesItsBlocks() throws {
    let field = try #require(BlockMaskNSTextField(coder: NSCoder()))
    field.maskExpression = "{dd}-{dd}"
    field.maskTemplate = "_"
    field.maskShowTemplate = true
    #expect(field.stringValue == "__-__")
    let editor = NSTextView()
    field.editorForTesting = editor
    field.maskedDelegate.controlTextDidBeginEditing(Notification(object: field))
    editor.selectedRange = NSRange(location: 0, length: 0)
    field.stringValue = "1__-__"
    editor.selectedRange = NSRange(location: 1, length: 0)
    field.maskedDelegate.controlTextDidChange(Notification(object: field))
    #expect(field.stringValue == "1_-__")
    #expect(field.blockEvent == .insert)
    #expect(field.blockStatus == .incomplete)
    #expect(field.blocks.first?.text == "1_")
  }

  @Test func theDelegateIsAnInterfaceBuilderObject() {
    let delegate = MaskedNSTextFieldDelegate()
    delegate.primaryMaskFormat = "[00]-[00]"
    delegate.autocomplete = false
    let field = NSTextField()
    delegate.attach(to: field)
    let editor = editing(field, delegate)
    type("12", field, editor, delegate)
    #expect(field.stringValue == "12")
    delegate.autocomplete = true
    type("3", field, editor, delegate)
    #expect(field.stringValue == "12-3")
    #expect(delegate.primaryMaskFormat == "[00]-[00]")
    #expect(!delegate.rightToLeft)
    let viewDelegate = MaskedNSTextViewDelegate()
    viewDelegate.primaryMaskFormat = "[000]"
    #expect(viewDelegate.formatError == nil)
  }
}
