import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Masks a `UITextView`: set it as the view's delegate; your own delegate goes in `forwardingDelegate`.
  ///
  /// Works like ``MaskedTextFieldDelegate``: changes go through ``TextFieldAdapter``, marked text is left
  /// alone until committed, and undo goes through the editing model.
  ///
  /// The class is open, as input-mask-ios's is: a subclass may override the delegate methods and call
  /// `super`.
  @MainActor
  open class MaskedTextViewDelegate: MaskedUIKitDelegateObject, UITextViewDelegate, MaskedTextHost {
    /// The delegate's state and logic, shared with the other masked delegates.
    public let controller: MaskedTextController<UITextView>
    /// Your own delegate; it is asked first and told about everything the view reports.
    public weak var forwardingDelegate: (any UITextViewDelegate)?
    /// Told after every update whether the mask is filled and the value (input-mask-ios's listener); when
    /// it is also a `UITextViewDelegate` and `forwardingDelegate` is nil, it is asked and told as that delegate.
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public weak var listener: (any MaskedTextViewListener)?
    /// Your delegate, or else a listener that is one.
    private var forwardee: (any UITextViewDelegate)? {
      forwardingDelegate ?? listener as? any UITextViewDelegate
    }

    override var settings: any StoryboardSettingsTarget { controller }

    /// Creates a delegate for `mask`, starting with `text`.
    public required init(mask: any Mask, text: String = "") {
      controller = MaskedTextController(mask: mask, text: text)
      super.init()
      controller.bind(to: self)
    }

    /// Creates a delegate that leaves text as it is until a format is set (an Interface Builder Object:
    /// set ``primaryMaskFormat`` and the other inspectable properties in the Attributes inspector).
    public convenience override init() {
      self.init(mask: PlainTextMask())
    }

    override var listenerObject: NSObject? {
      get { listener as? NSObject }
      set { listener = outletListener(newValue, replacing: listener) }
    }

    /// Makes this object the view's delegate and shows the current text and accessibility.
    open func attach(to textView: UITextView) {
      textView.delegate = self
      controller.attach(to: textView)
    }

    /// Switches the mask, keeping the value; one undo step.
    open func setMask(_ mask: any Mask, in textView: UITextView) {
      controller.setMask(mask, in: textView)
    }

    /// Refuses the view's own edit and shows the formatted text and caret; marked text is left to the view.
    open func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      let allowed =
        forwardee?.textView?(textView, shouldChangeTextIn: range, replacementText: text) ?? true
      guard allowed else { return false }
      return controller.shouldChange(Self.utf16Range(range), to: text, in: textView)
    }

    /// Follows the selection and reads back text the view changed itself.
    open func textViewDidChangeSelection(_ textView: UITextView) {
      controller.readBack(textView)
      forwardee?.textViewDidChangeSelection?(textView)
    }

    /// Reads back text the view changed itself (a committed composition), then tells your delegate.
    open func textViewDidChange(_ textView: UITextView) {
      controller.readBack(textView)
      forwardee?.textViewDidChange?(textView)
    }

    /// Asks your delegate.
    open func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      forwardee?.textViewShouldBeginEditing?(textView) ?? true
    }

    /// Shows the leading literals of an empty view with ``autocompleteOnFocus``, then tells your delegate.
    open func textViewDidBeginEditing(_ textView: UITextView) {
      if autocompleteOnFocus { controller.showLiteralPrefixWhenEmpty(textView) }
      forwardee?.textViewDidBeginEditing?(textView)
    }

    /// Asks your delegate.
    open func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      forwardee?.textViewShouldEndEditing?(textView) ?? true
    }

    /// Tells your delegate.
    open func textViewDidEndEditing(_ textView: UITextView) {
      forwardee?.textViewDidEndEditing?(textView)
    }

    private static func utf16Range(_ range: NSRange) -> UTF16Range {
      UTF16Range(location: range.location, length: range.length)
    }

    func text(of textView: UITextView) -> String { textView.text ?? "" }

    func selection(of textView: UITextView) -> UTF16Range? { Self.utf16Range(textView.selectedRange) }

    func isComposing(_ textView: UITextView) -> Bool { textView.markedTextRange != nil }

    func show(_ update: TextFieldUpdate, in textView: UITextView) {
      if textView.text != update.displayText { textView.text = update.displayText }
      textView.selectedRange = NSRange(
        location: update.displaySelection.location, length: update.displaySelection.length)
      textView.accessibilityValue = adapter.accessibilityValue
      textView.accessibilityHint = adapter.accessibilityHint
    }

    func sendChangeEvents(from textView: UITextView) {
      NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
    }

    func tellListener(_ update: TextFieldUpdate, in textView: UITextView) {
      listener?.textView?(
        textView, didFillMandatoryCharacters: update.isComplete, didExtractValue: update.value)
    }

    func showPlaceholder(_ placeholder: String, in textView: UITextView) {}
  }
#endif
