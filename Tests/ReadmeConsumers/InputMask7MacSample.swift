// input-mask-ios 7's AppKit API as its macOS sample app uses it (a view controller of our own in that
// shape: two text views with TextViewListener Objects and attributed placeholders), with only
// `import InputMask` changed to `import MaskKitUI`. Not part of any target: type-checked against the
// macOS SDK by CI (`Scripts/apple-typecheck.sh --consumer`); on iOS the file is empty.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import MaskKitUI

  extension NSTextView {
    /// Shows `placeholder` while the view is empty (AppKit's private key, as the sample sets it).
    func showPlaceholder(_ placeholder: NSAttributedString) {
      setValue(placeholder, forKey: "placeholderAttributedString")
    }
  }

  final class CardFormViewController: NSViewController, OnMaskedTextViewChangedListener {
    @IBOutlet weak var expiryListener: TextViewListener!
    @IBOutlet weak var expiryView: NSTextView!
    @IBOutlet weak var cardListener: TextViewListener!
    @IBOutlet weak var cardView: NSTextView!
    @IBOutlet weak var status: NSTextField!

    override func viewDidLoad() {
      super.viewDidLoad()
      let font = NSFont.monospacedSystemFont(ofSize: 13, weight: .regular)
      let pairs: [(TextViewListener?, NSTextView?)] = [
        (expiryListener, expiryView), (cardListener, cardView),
      ]
      for case (let listener?, let view?) in pairs {
        view.font = font
        view.showPlaceholder(
          NSAttributedString(
            string: listener.placeholder,
            attributes: [.foregroundColor: NSColor.placeholderTextColor, .font: font]))
        listener.listener = self
      }
      cardListener.affineFormats = ["[0000] [000000] [00000]"]
      cardListener.affinityCalculationStrategy = .prefix
      cardListener.customNotations = []
    }

    func textView(
      _ textView: NSTextView, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String
    ) {
      status.stringValue = complete ? "✓ \(value)" : tailPlaceholder
    }
  }

  /// The rest of TextViewListener's API an app calls in code.
  @MainActor
  func textViewListenerInCode(_ view: NSTextView) {
    let listener = TextViewListener(
      primaryFormat: "[00]{/}[00]", autocomplete: true, autoskip: false, rightToLeft: false,
      affineFormats: [], affinityCalculationStrategy: .whole, customNotations: [],
      onMaskedTextViewChangedCallback: { _, value, complete, tail in print(value, complete, tail) },
      allowSuggestions: true)
    listener.attachDelegateToTextView(view)
    listener.primaryMaskFormat = "[00]{/}[0000]"
    listener.autocomplete = false
    listener.autoskip = true
    listener.onMaskedTextViewChangedCallback = nil
    listener.delegate = nil
    let result = listener.put(text: "1229", into: view, autocomplete: true)
    listener.notifyOnMaskedTextChangedListeners(forTextView: view, result: result)
    print(listener.primaryMask.format, listener.acceptableTextLength, listener.totalTextLength)
    print(listener.acceptableValueLength, listener.totalValueLength)
    print(listener.pickMask(forText: CaretText(string: "12", caretPosition: "12".endIndex)).placeholder)
    _ = listener.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementString: "1")
    _ = listener.textView(
      view, willChangeSelectionFromCharacterRange: NSRange(location: 0, length: 0),
      toCharacterRange: NSRange(location: 1, length: 0))
  }
#endif
