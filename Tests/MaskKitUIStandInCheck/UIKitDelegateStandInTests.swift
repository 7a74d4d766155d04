import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The UIKit delegate, compiled against the UIKit stand-in and driven the way UIKit calls it.
@MainActor
@Suite struct UIKitDelegateStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func attached() throws -> (MaskedTextFieldDelegate, UITextField) {
    let delegate = MaskedTextFieldDelegate(mask: try #require(Self.phone))
    let field = UITextField()
    field.undoManager = UndoManager()
    delegate.attach(to: field)
    return (delegate, field)
  }

  /// Proposes a change as UIKit does and, when the delegate allows it, makes it.
  func propose(_ field: UITextField, _ delegate: MaskedTextFieldDelegate, _ range: NSRange, _ string: String)
  {
    guard delegate.textField(field, shouldChangeCharactersIn: range, replacementString: string) else {
      return
    }
    let units = Array((field.text ?? "").utf16)
    let head = String(decoding: units[..<range.location], as: UTF16.self)
    field.text = head + string + String(decoding: units[(range.location + range.length)...], as: UTF16.self)
    delegate.textFieldDidChangeSelection(field)
  }

  @Test func typingIsFormattedAndTheCaretFollows() throws {
    let (delegate, field) = try attached()
    #expect(field.placeholder == "+1 (000) 000-0000")
    for (offset, digit) in [(0, "2"), (5, "0"), (6, "6")] {
      propose(field, delegate, NSRange(location: offset, length: 0), digit)
    }
    #expect(field.text == "+1 (206) ")
    let range = try #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 9)
    #expect(field.accessibilityValue == "+1 (206), 3 of 10 digits")
    #expect(field.accessibilityHint == "Phone number, 10 digits")
  }

  @Test func theUndoManagerUndoesThroughTheEditingModel() throws {
    let (delegate, field) = try attached()
    propose(field, delegate, NSRange(location: 0, length: 0), "2065551234")
    #expect(field.text == "+1 (206) 555-1234")
    field.undoManager?.undo()
    #expect(field.text == "")
    field.undoManager?.redo()
    #expect(field.text == "+1 (206) 555-1234")
  }

  @Test func markedTextIsLeftToTheField() throws {
    let (delegate, field) = try attached()
    field.markedTextRange = UITextRange()
    propose(field, delegate, NSRange(location: 0, length: 0), "２")
    #expect(field.text == "２")
    field.markedTextRange = nil
    delegate.textFieldDidChangeSelection(field)
    #expect(field.text == "+1 (2")
    #expect(delegate.adapter.value == "2")
  }

  @Test func theClearButtonEmptiesTheModel() throws {
    let (delegate, field) = try attached()
    propose(field, delegate, NSRange(location: 0, length: 0), "206")
    #expect(delegate.textFieldShouldClear(field) == false)
    #expect(field.text == "")
    #expect(delegate.adapter.value == "")
  }
}

/// The UIKit delegate's read-back paths: a composition committed without moving the caret, forwarding.
@MainActor
@Suite struct UIKitDelegateReadBackStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  @Test func aCompositionCommittedWithoutACaretMoveIsReadBackOnEditingChanged() throws {
    let delegate = MaskedTextFieldDelegate(mask: try #require(Self.phone))
    let field = UITextField()
    delegate.attach(to: field)
    field.markedTextRange = UITextRange()
    #expect(
      delegate.textField(
        field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "２"))
    field.text = "２"
    field.sendActions(for: .editingChanged)
    #expect(field.text == "２")
    field.markedTextRange = nil
    field.sendActions(for: .editingChanged)
    #expect(field.text == "+1 (2")
  }

  @Test func updatesAreReportedWithTheirEvents() throws {
    let delegate = MaskedTextFieldDelegate(mask: try #require(Self.phone))
    let field = UITextField()
    delegate.attach(to: field)
    var reported: [TextFieldUpdate] = []
    delegate.onUpdate = { reported.append($0) }
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "2065551234")
    #expect(reported.count == 1)
    #expect(reported.first?.events.contains(.becameComplete) == true)
    #expect(reported.first?.value == "2065551234")
  }

  @Test func aMaskSwitchUpdatesThePlaceholder() throws {
    let delegate = MaskedTextFieldDelegate(mask: try #require(Self.phone), text: "2065551234")
    let field = UITextField()
    delegate.attach(to: field)
    delegate.setMask(try InputMask("+44 [0000] [000000]"), in: field)
    #expect(field.text == "+44 2065 551234")
    #expect(field.placeholder == "+44 0000 000000")
  }
}

/// Forwarding to the app's own `UITextFieldDelegate`.
@MainActor
@Suite struct UIKitDelegateForwardingStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  /// An app delegate that refuses changes and clearing, and records how editing ended.
  final class AppDelegate: NSObject, UITextFieldDelegate {
    var endings: [UITextField.DidEndEditingReason?] = []
    var selectionChanges = 0

    var textField: UITextFieldDelegateTextFieldMethods? {
      UITextFieldDelegateTextFieldMethods { _, _, string in string != "9" }
    }
    var textFieldShouldClear: ((UITextField) -> Bool)? { { _ in false } }
    var textFieldDidEndEditing: UITextFieldDelegateDidEndEditingMethods? {
      UITextFieldDelegateDidEndEditingMethods { [weak self] _, reason in self?.endings.append(reason) }
    }
    var textFieldDidChangeSelection: ((UITextField) -> Void)? {
      { [weak self] _ in self?.selectionChanges += 1 }
    }
  }

  @Test func theAppDelegateIsAskedFirstAndToldTheRest() throws {
    let delegate = MaskedTextFieldDelegate(mask: try #require(Self.phone))
    let app = AppDelegate()
    delegate.forwardingDelegate = app
    let field = UITextField()
    delegate.attach(to: field)
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "2")
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 5, length: 0), replacementString: "9")
    #expect(field.text == "+1 (2")
    #expect(delegate.textFieldShouldClear(field) == false)
    #expect(field.text == "+1 (2")
    delegate.textFieldDidChangeSelection(field)
    #expect(app.selectionChanges == 1)
    delegate.textFieldDidEndEditing(field, reason: .committed)
    #expect(app.endings == [.committed])
  }
}
