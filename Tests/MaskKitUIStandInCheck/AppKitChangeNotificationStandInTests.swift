import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// What an observer of AppKit's change notifications finds: AppKit posts one before the delegate formats
/// a typed key (or a committed composition), and registers the delegate as an observer of it; the
/// delegate then posts its own after the formatted text is in place. Both orders of the observers are
/// tried, since the order in which `NotificationCenter` calls them is not documented.
@MainActor
@Suite struct AppKitChangeNotificationStandInTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  /// What an observer saw: the field's text, the delegate's value and whether the delegate posted it.
  struct Seen: Equatable {
    var text: String
    var value: String
    var formatted: Bool
  }

  /// Adds `observer` and `delegate` (as AppKit does when the delegate is set) to the default center, in
  /// the given order.
  func observe(
    _ name: Notification.Name, observerFirst: Bool, observer: @escaping (Notification) -> Void,
    delegate: @escaping (Notification) -> Void
  ) {
    let center = NotificationCenter.default
    center.resetForTesting()
    for block in observerFirst ? [observer, delegate] : [delegate, observer] {
      center.observeForTesting(name, block)
    }
  }

  @Test(arguments: [false, true])
  func textFieldObserversFindTheFormattedTextLastAndOnceMarked(observerFirst: Bool) throws {
    let delegate = MaskedNSTextFieldDelegate(mask: try #require(Self.phone))
    let field = NSTextField()
    let editor = NSTextView()
    field.editorForTesting = editor
    delegate.attach(to: field)
    var seen: [[Seen]] = []
    let key = MaskedNSTextFieldDelegate.formattedTextUserInfoKey
    observe(
      NSControl.textDidChangeNotification, observerFirst: observerFirst,
      observer: { notification in
        let formatted = notification.userInfo?[key] as? Bool == true
        seen[seen.count - 1].append(
          Seen(text: field.stringValue, value: delegate.adapter.value, formatted: formatted))
      },
      delegate: { delegate.controlTextDidChange($0) })
    defer { NotificationCenter.default.resetForTesting() }
    for key in ["2", "0", "6", "x"] {
      seen.append([])
      let range = editor.selectedRange
      let units = Array(field.stringValue.utf16)
      field.stringValue =
        String(decoding: units[..<range.location], as: UTF16.self) + key
        + String(decoding: units[(range.location + range.length)...], as: UTF16.self)
      editor.selectedRange = NSRange(location: range.location + 1, length: 0)
      NotificationCenter.default.post(
        name: NSControl.textDidChangeNotification, object: field, userInfo: ["NSFieldEditor": editor])
    }
    let expected = [
      Seen(text: "+1 (2", value: "2", formatted: true), Seen(text: "+1 (20", value: "20", formatted: true),
      Seen(text: "+1 (206) ", value: "206", formatted: true),
      Seen(text: "+1 (206) ", value: "206", formatted: true),
    ]
    #expect(seen.map { $0.filter(\.formatted) } == expected.map { [$0] })
    #expect(seen.map { $0.last.map { Seen(text: $0.text, value: $0.value, formatted: true) } } == expected)
    #expect(seen.first?.first == (observerFirst ? Seen(text: "2", value: "", formatted: false) : expected[0]))
    #expect(
      NotificationCenter.default.postedForTesting.last?.userInfo?["NSFieldEditor"] as? NSTextView === editor)
  }

  @Test(arguments: [false, true])
  func textViewObserversFindTheCommittedCompositionFormattedLast(observerFirst: Bool) throws {
    let delegate = MaskedNSTextViewDelegate(mask: try #require(Self.phone))
    let view = NSTextView()
    delegate.attach(to: view)
    var seen: [Seen] = []
    let key = MaskedNSTextViewDelegate.formattedTextUserInfoKey
    observe(
      NSText.didChangeNotification, observerFirst: observerFirst,
      observer: { notification in
        let formatted = notification.userInfo?[key] as? Bool == true
        seen.append(Seen(text: view.string, value: delegate.adapter.value, formatted: formatted))
      },
      delegate: { delegate.textDidChange($0) })
    defer { NotificationCenter.default.resetForTesting() }
    view.string = "２"
    view.setSelectedRange(NSRange(location: 1, length: 0))
    NotificationCenter.default.post(name: NSText.didChangeNotification, object: view)
    #expect(seen.filter(\.formatted) == [Seen(text: "+1 (2", value: "2", formatted: true)])
    #expect(seen.last?.text == "+1 (2")
    #expect(seen.count == 2)
  }
}
