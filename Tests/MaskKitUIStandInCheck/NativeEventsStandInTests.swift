import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// Native change events, cut, accessibility announcements, the update stream and the display, through the
/// UIKit, AppKit and SwiftUI adapters compiled against the stand-ins. Each test is synchronous on the main
/// actor, so the recorders it resets are its own while it runs.
@MainActor
@Suite struct NativeEventsStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func uikit(text: String = "") throws -> (MaskedTextFieldDelegate, UITextField) {
    let delegate = MaskedTextFieldDelegate(mask: try #require(Self.phone), text: text)
    let field = UITextField()
    field.undoManager = UndoManager()
    delegate.attach(to: field)
    NotificationCenter.default.resetForTesting()
    UIAccessibility.resetForTesting()
    return (delegate, field)
  }

  @Test func uikitSendsEditingChangedAndTheNotificationOnlyForChanges() throws {
    let (delegate, field) = try uikit()
    var editingChanged = 0
    field.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "2")
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 5, length: 0), replacementString: "x")
    #expect(editingChanged == 1)
    #expect(
      NotificationCenter.default.postedForTesting.map(\.name) == [UITextField.textDidChangeNotification])
    #expect(UIAccessibility.announcementsForTesting == ["x not accepted"])
    field.undoManager?.undo()
    #expect(editingChanged == 2)
  }

  @Test func nothingIsAnnouncedWhileVoiceOverIsOff() throws {
    let (delegate, field) = try uikit()
    UIAccessibility.isVoiceOverRunning = false
    defer { UIAccessibility.isVoiceOverRunning = true }
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "x")
    #expect(UIAccessibility.announcementsForTesting.isEmpty)
    UIAccessibility.isVoiceOverRunning = true
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "x")
    #expect(UIAccessibility.announcementsForTesting == ["x not accepted"])
  }

  @Test func theWordingIsSettableOnTheDelegateAndShownAtOnce() throws {
    let (delegate, field) = try uikit(text: "206")
    var wording = AccessibilityWording.english
    wording.count = { count, _ in "\(count) chiffres" }
    wording.rejected = { "\($0) refusé" }
    delegate.accessibility = FieldAccessibility(wording: wording)
    #expect(field.accessibilityHint?.hasSuffix("10 chiffres") == true)
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 9, length: 0), replacementString: "x")
    #expect(UIAccessibility.announcementsForTesting == ["x refusé"])
  }

  @Test func uikitAnnouncesCompletionAndStreamsUpdates() async throws {
    let (delegate, field) = try uikit()
    let updates = delegate.updates
    delegate.setText("2065551234", in: field)
    #expect(UIAccessibility.announcementsForTesting == ["Phone number complete"])
    var iterator = updates.makeAsyncIterator()
    #expect(await iterator.next()?.value == "2065551234")
  }

  @Test func uikitCutCopiesTheSelectionBeforeDeletingIt() throws {
    let (delegate, field) = try uikit(text: "2065551234")
    field.utf16Selection = UTF16Range(location: 4, length: 3)
    UIPasteboard.general.string = nil
    delegate.cut(in: field)
    #expect(UIPasteboard.general.string == "206")
    #expect(delegate.adapter.value == "5551234")
    delegate.setDisplay(DisplayOptions(obscure: 4), in: field)
    field.utf16Selection = UTF16Range(location: 0, length: 4)
    UIPasteboard.general.string = nil
    delegate.cut(in: field)
    #expect(UIPasteboard.general.string == nil)
  }

  @Test func uikitShowsTheTemplateAndMapsTheCaret() throws {
    let (delegate, field) = try uikit(text: "206")
    delegate.setDisplay(DisplayOptions(template: "_"), in: field)
    #expect(field.text == "+1 (206) ___-____")
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 14, length: 0), replacementString: "5")
    #expect(field.text == "+1 (206) 5__-____")
    #expect(field.utf16Selection == .caret(10))
    #expect(field.accessibilityValue == "+1 (206) 5, 4 of 10 digits")
  }

  @Test func appkitPostsTheNotificationAfterFormattingAndAnnounces() throws {
    let delegate = MaskedNSTextFieldDelegate(mask: try #require(Self.phone))
    let field = NSTextField()
    let editor = NSTextView()
    field.editorForTesting = editor
    delegate.attach(to: field)
    NotificationCenter.default.resetForTesting()
    NSAccessibility.resetForTesting()
    field.stringValue = "2"
    editor.selectedRange = NSRange(location: 1, length: 0)
    delegate.controlTextDidChange(Notification(object: field))
    #expect(field.stringValue == "+1 (2")
    #expect(NotificationCenter.default.postedForTesting.map(\.name) == [NSControl.textDidChangeNotification])
    NotificationCenter.default.resetForTesting()
    delegate.setText("2065551234", in: field)
    #expect(NotificationCenter.default.postedForTesting.map(\.name) == [NSControl.textDidChangeNotification])
    #expect(
      NotificationCenter.default.postedForTesting.first?.userInfo?[
        MaskedNSTextFieldDelegate.formattedTextUserInfoKey] as? Bool == true)
    #expect(NSAccessibility.announcementsForTesting == ["Phone number complete"])
    editor.selectedRange = NSRange(location: 9, length: 3)
    delegate.cut(in: field)
    #expect(NSPasteboard.general.stringsForTesting[.string] == "555")
    #expect(delegate.adapter.value == "2061234")
  }
}

/// A listener of input-mask-ios's shape that records what it is told.
@MainActor
final class RecordingListener: MaskedTextFieldListener {
  var told: [(complete: Bool, value: String)] = []

  func textField(
    _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
  ) {
    told.append((complete, value))
  }
}

@MainActor
@Suite struct ListenerStandInTests {
  @Test func theListenerIsToldCompletenessAndValue() throws {
    let delegate = MaskedTextFieldDelegate(mask: try InputMask("[000]"))
    let field = UITextField()
    let listener = RecordingListener()
    delegate.listener = listener
    delegate.attach(to: field)
    delegate.setText("12", in: field)
    delegate.setText("123", in: field)
    #expect(listener.told.map(\.value) == ["12", "123"])
    #expect(listener.told.map(\.complete) == [false, true])
  }

  @Test func theAppKitListenersAreToldToo() throws {
    final class ViewListener: MaskedNSTextViewListener {
      var values: [String] = []
      func textView(
        _ textView: NSTextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) { values.append(value) }
    }
    let delegate = MaskedNSTextViewDelegate(mask: try InputMask("[000]"))
    let view = NSTextView()
    let listener = ViewListener()
    delegate.listener = listener
    delegate.attach(to: view)
    delegate.put(text: "12", into: view)
    #expect(listener.values == ["12"])
  }
}
