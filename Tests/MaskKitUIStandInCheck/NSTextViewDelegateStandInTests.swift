import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The `NSTextView` delegate, compiled against the AppKit stand-in and driven the way AppKit calls it.
@MainActor
@Suite struct NSTextViewDelegateStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func attached(text: String = "") throws -> (MaskedNSTextViewDelegate, NSTextView) {
    let delegate = MaskedNSTextViewDelegate(mask: try #require(Self.phone), text: text)
    let view = NSTextView()
    view.undoManager = UndoManager()
    delegate.attach(to: view)
    NotificationCenter.default.resetForTesting()
    NSAccessibility.resetForTesting()
    return (delegate, view)
  }

  func propose(_ view: NSTextView, _ delegate: MaskedNSTextViewDelegate, _ range: NSRange, _ string: String)
    -> Bool
  {
    delegate.textView(view, shouldChangeTextIn: range, replacementString: string)
  }

  @Test func typingIsFormattedTheCaretFollowsAndTheNotificationIsPosted() throws {
    let (delegate, view) = try attached()
    #expect(view.allowsUndo == false)
    #expect(!propose(view, delegate, NSRange(location: 0, length: 0), "206"))
    #expect(view.string == "+1 (206) ")
    #expect(view.selectedRange() == NSRange(location: 9, length: 0))
    #expect(view.accessibilityValueForTesting as? String == "+1 (206), 3 of 10 digits")
    #expect(view.accessibilityHelpForTesting == "Phone number, 10 digits")
    #expect(NotificationCenter.default.postedForTesting.map(\.name) == [NSText.didChangeNotification])
    #expect(!propose(view, delegate, NSRange(location: 9, length: 0), "x"))
    #expect(NotificationCenter.default.postedForTesting.count == 1)
    #expect(NSAccessibility.announcementsForTesting == ["x not accepted"])
  }

  @Test func nothingIsAnnouncedWhileVoiceOverIsOff() throws {
    let (delegate, view) = try attached()
    NSWorkspace.shared.isVoiceOverEnabled = false
    defer { NSWorkspace.shared.isVoiceOverEnabled = true }
    _ = propose(view, delegate, NSRange(location: 0, length: 0), "2065551234")
    #expect(NSAccessibility.announcementsForTesting.isEmpty)
    #expect(view.string == "+1 (206) 555-1234")
  }

  @Test func undoRedoAndAttributeChangesAreHandled() throws {
    let (delegate, view) = try attached()
    _ = propose(view, delegate, NSRange(location: 0, length: 0), "2065551234")
    #expect(NSAccessibility.announcementsForTesting == ["Phone number complete"])
    view.undoManager?.undo()
    #expect(view.string == "")
    view.undoManager?.redo()
    #expect(view.string == "+1 (206) 555-1234")
    #expect(
      delegate.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 3), replacementString: nil))
  }

  @Test func aCommittedCompositionIsReadBackAndFollowedByTheFormattedNotification() throws {
    let (delegate, view) = try attached()
    view.markedTextForTesting = true
    #expect(propose(view, delegate, NSRange(location: 0, length: 0), "２"))
    view.string = "２"
    view.setSelectedRange(NSRange(location: 1, length: 0))
    delegate.textDidChange(Notification(object: view))
    #expect(view.string == "２")
    view.markedTextForTesting = false
    delegate.textDidChange(Notification(object: view))
    #expect(view.string == "+1 (2")
    #expect(NotificationCenter.default.postedForTesting.map(\.name) == [NSText.didChangeNotification])
  }

  @Test func cutCopiesTheSelectionBeforeDeletingIt() throws {
    let (delegate, view) = try attached(text: "2065551234")
    view.setSelectedRange(NSRange(location: 4, length: 3))
    delegate.cut(in: view)
    #expect(NSPasteboard.general.stringsForTesting[.string] == "206")
    #expect(delegate.adapter.value == "5551234")
    #expect(NotificationCenter.default.postedForTesting.map(\.name) == [NSText.didChangeNotification])
  }

  @Test func theTemplateIsShownAndTheAppDelegateIsAskedFirst() throws {
    final class Refusing: NSObject, NSTextViewDelegate {
      var textView: NSTextViewDelegateTextViewMethods? {
        NSTextViewDelegateTextViewMethods { _, _, string in string != "9" }
      }
    }
    let (delegate, view) = try attached(text: "206")
    let app = Refusing()
    delegate.forwardingDelegate = app
    delegate.setDisplay(DisplayOptions(template: "_"), in: view)
    #expect(view.string == "+1 (206) ___-____")
    #expect(!propose(view, delegate, NSRange(location: 14, length: 0), "9"))
    #expect(view.string == "+1 (206) ___-____")
    #expect(!propose(view, delegate, NSRange(location: 14, length: 0), "5"))
    #expect(view.string == "+1 (206) 5__-____")
    #expect(view.selectedRange() == NSRange(location: 10, length: 0))
  }
}
