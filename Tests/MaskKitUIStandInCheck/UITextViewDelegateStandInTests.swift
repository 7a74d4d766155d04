import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The `UITextView` delegate, compiled against the UIKit stand-in.
@MainActor
@Suite struct UITextViewDelegateStandInTests {
  static let code = try? InputMask("[000]-[000]")

  @Test func typingAndBackspaceOverALiteral() throws {
    let delegate = MaskedTextViewDelegate(mask: try #require(Self.code))
    let view = UITextView()
    view.undoManager = UndoManager()
    delegate.attach(to: view)
    #expect(
      !delegate.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "123"))
    #expect(view.text == "123-")
    #expect(view.selectedRange == NSRange(location: 4, length: 0))
    #expect(
      !delegate.textView(view, shouldChangeTextIn: NSRange(location: 3, length: 1), replacementText: ""))
    #expect(view.text == "12")
    view.undoManager?.undo()
    #expect(view.text == "123-")
    #expect(view.accessibilityValue == "123-, 3 of 6 digits")
    #expect(view.accessibilityHint == "6 digits")
  }

  @Test func textTheViewChangedItselfIsReadBack() throws {
    let delegate = MaskedTextViewDelegate(mask: try #require(Self.code))
    let view = UITextView()
    delegate.attach(to: view)
    view.text = "123456"
    view.selectedRange = NSRange(location: 6, length: 0)
    delegate.textViewDidChange(view)
    #expect(view.text == "123-456")
    #expect(view.selectedRange == NSRange(location: 7, length: 0))
  }
}
