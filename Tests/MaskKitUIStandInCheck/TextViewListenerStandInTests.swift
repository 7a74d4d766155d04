import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// input-mask-ios 7's `TextViewListener` on the AppKit stand-in: the formats, the listener and callback
/// with value, completeness and tail placeholder, `put`, and the `delegate` outlet.
@MainActor
@Suite struct TextViewListenerStandInTests {
  /// Records what a listener is told.
  final class Recorder: NSObject, OnMaskedTextViewChangedListener {
    var calls: [(value: String, complete: Bool, tail: String)] = []
    func textView(
      _ textView: NSTextView, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String
    ) {
      calls.append((value, complete, tailPlaceholder))
    }
  }

  private func attached(_ listener: TextViewListener) -> NSTextView {
    let view = NSTextView()
    view.undoManager = UndoManager()
    listener.attachDelegateToTextView(view)
    return view
  }

  private func type(_ text: String, into view: NSTextView, with listener: TextViewListener) {
    for character in text {
      let end = view.string.utf16.count
      _ = listener.textView(
        view, shouldChangeTextIn: NSRange(location: end, length: 0), replacementString: String(character))
    }
  }

  @Test func typingIsFormattedAndTheListenersAreTold() {
    var told: [(String, Bool, String)] = []
    let listener = TextViewListener(
      primaryFormat: "[00]{.}[00]{.}[0000]",
      onMaskedTextViewChangedCallback: { _, value, complete, tail in told.append((value, complete, tail)) })
    let recorder = Recorder()
    listener.delegate = recorder
    #expect(listener.listener === recorder)
    #expect(listener.placeholder == "00.00.0000")
    let view = attached(listener)
    type("311", into: view, with: listener)
    #expect(view.string == "31.1")
    #expect(recorder.calls.last?.value == "31.1")
    #expect(recorder.calls.last?.tail == "0.0000")
    type("22024", into: view, with: listener)
    #expect(view.string == "31.12.2024")
    #expect(recorder.calls.last?.complete == true)
    #expect(told.last?.1 == true)
    #expect(told.count == recorder.calls.count)
  }

  @Test func putShowsTheTextAndReturnsTheResult() {
    let listener = TextViewListener(primaryFormat: "+1 ([000]) [000]-[0000]")
    let view = attached(listener)
    let result = listener.put(text: "2065551234", into: view)
    #expect(view.string == "+1 (206) 555-1234")
    #expect(result.complete && result.extractedValue == "2065551234")
    #expect(listener.acceptableValueLength == 10 && listener.totalTextLength == 17)
  }

  @Test func theFormatsAndTheChoiceAreInputMasks() {
    let listener = TextViewListener(
      primaryFormat: "[000]", affineFormats: ["[00]-[00]"], affinityCalculationStrategy: .prefix)
    #expect(listener.pickMask(forText: CaretText("12-3", caret: 4)).format == "[00]-[00]")
    #expect(listener.primaryMask.format == "[000]")
    #expect(TextViewListener().primaryMask.format == "[…]")
    let other = NSObject()
    listener.delegate = other
    #expect(listener.listener == nil)
  }
}
