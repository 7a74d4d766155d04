import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Masks an `NSTextView`: set it as the view's delegate; your own delegate goes in `forwardingDelegate`.
  ///
  /// Works like ``MaskedTextViewDelegate`` on UIKit: every change the view proposes goes through
  /// ``TextFieldAdapter``; the delegate refuses the view's own edit and shows the formatted text and caret
  /// instead. Marked text of an input method is left to the view and read back when it is committed. The
  /// view's own undo is switched off; each edit is registered with its undo manager and undone through the
  /// editing model.
  ///
  /// The delegate posts `NSText.didChangeNotification` after every change it shows, with
  /// ``formattedTextUserInfoKey`` in its `userInfo`. AppKit posts its own only for a committed composition,
  /// before the delegate formats it; the delegate's follows.
  ///
  /// The class is open, like the UIKit delegates: a subclass may override the delegate methods and call
  /// `super`.
  @MainActor
  open class MaskedNSTextViewDelegate: MaskedDelegateObject, NSTextViewDelegate, MaskedTextHost {
    /// The delegate's state and logic, shared with the other masked delegates.
    public let controller: MaskedTextController<NSTextView>
    /// Your own delegate; it is asked first and told about everything the view reports.
    public weak var forwardingDelegate: (any NSTextViewDelegate)?
    /// Told after every update whether the mask is filled and the value (input-mask-ios's listener).
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public weak var listener: (any MaskedNSTextViewListener)?
    /// The `userInfo` key (value `true`) of the notifications the delegate posts after the formatted text
    /// is in the view; AppKit's own notification for a committed composition does not carry it.
    public static let formattedTextUserInfoKey = MaskedNSTextFieldDelegate.formattedTextUserInfoKey

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

    /// Makes this object the view's delegate, switches the view's own undo off and shows the current text
    /// and accessibility.
    open func attach(to textView: NSTextView) {
      textView.delegate = self
      textView.allowsUndo = false
      controller.attach(to: textView)
    }

    /// Switches the mask, keeping the value; one undo step.
    open func setMask(_ mask: any Mask, in textView: NSTextView) {
      controller.setMask(mask, in: textView)
    }

    /// Cuts the selection: copies it to the general pasteboard (unless obscured), then deletes it.
    ///
    /// Call it from your `NSTextView` subclass's `cut(_:)`; one undo step.
    open func cut(in textView: NSTextView) {
      controller.cut(in: textView) { text in
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
      }
    }

    /// Refuses the view's own edit and shows the formatted text and caret; marked text and attribute-only
    /// changes (no replacement string) are left to the view.
    open func textView(
      _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
    ) -> Bool {
      let allowed =
        forwardingDelegate?.textView?(
          textView, shouldChangeTextIn: affectedCharRange, replacementString: replacementString) ?? true
      guard allowed, let replacementString else { return allowed }
      return controller.shouldChange(Self.utf16Range(affectedCharRange), to: replacementString, in: textView)
    }

    /// Reads back text the view changed itself (a committed composition), then tells your delegate.
    open func textDidChange(_ notification: Notification) {
      if let textView = notification.object as? NSTextView {
        // AppKit already told observers about the composition the adapter may have reformatted or refused.
        controller.readBack(textView, reported: true)
      }
      forwardingDelegate?.textDidChange?(notification)
    }

    /// Follows the selection, then tells your delegate.
    open func textViewDidChangeSelection(_ notification: Notification) {
      if let textView = notification.object as? NSTextView {
        controller.readBack(textView, reported: true)
      }
      forwardingDelegate?.textViewDidChangeSelection?(notification)
    }

    /// Tells your delegate.
    open func textDidBeginEditing(_ notification: Notification) {
      forwardingDelegate?.textDidBeginEditing?(notification)
    }

    /// Tells your delegate.
    open func textDidEndEditing(_ notification: Notification) {
      forwardingDelegate?.textDidEndEditing?(notification)
    }

    private static func utf16Range(_ range: NSRange) -> UTF16Range {
      UTF16Range(location: range.location, length: range.length)
    }

    func text(of textView: NSTextView) -> String { textView.string }

    func selection(of textView: NSTextView) -> UTF16Range? { Self.utf16Range(textView.selectedRange()) }

    func isComposing(_ textView: NSTextView) -> Bool { textView.hasMarkedText() }

    func show(_ update: TextFieldUpdate, in textView: NSTextView) {
      if textView.string != update.displayText { textView.string = update.displayText }
      textView.setSelectedRange(
        NSRange(location: update.displaySelection.location, length: update.displaySelection.length))
      textView.setAccessibilityValue(adapter.accessibilityValue)
      textView.setAccessibilityHelp(adapter.accessibilityHint)
    }

    /// Posts `NSText.didChangeNotification` with the formatted text in the view, marked with
    /// ``formattedTextUserInfoKey``.
    func sendChangeEvents(from textView: NSTextView) {
      NotificationCenter.default.post(
        name: NSText.didChangeNotification, object: textView,
        userInfo: [Self.formattedTextUserInfoKey: true])
    }

    func tellListener(_ update: TextFieldUpdate, in textView: NSTextView) {
      listener?.textView?(
        textView, didFillMandatoryCharacters: update.isComplete, didExtractValue: update.value)
    }

    func showPlaceholder(_ placeholder: String, in textView: NSTextView) {}
  }
#endif
