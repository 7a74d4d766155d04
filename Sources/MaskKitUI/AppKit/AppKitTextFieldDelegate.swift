import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Masks an `NSTextField`: set it as the field's delegate; your own delegate goes in `forwardingDelegate`.
  ///
  /// AppKit reports edits after its field editor made them, so each change is read back from the field,
  /// replayed through ``TextFieldAdapter`` and replaced by the formatted text and caret. Marked text of an
  /// input method is left alone until it is committed. The selection is read before every editing command
  /// so the delete key knows where the caret was. The field editor's own undo is switched off; each edit is
  /// registered with the field's undo manager and undone through the editing model.
  ///
  /// For a typed key AppKit posts `NSControl.textDidChangeNotification` before the delegate formats the
  /// text, so an observer that runs first sees the unformatted text. After every change it reports, and
  /// after programmatic text, undo and cut, the delegate posts the notification again once the formatted
  /// text, caret and value are in place, with ``formattedTextUserInfoKey`` in its `userInfo`: the last
  /// notification of an edit always finds the formatted text, and observers that skip notifications
  /// without the key see each change once.
  ///
  /// The class is open, like the UIKit delegates: a subclass may override the delegate methods and call
  /// `super`.
  @MainActor
  open class MaskedNSTextFieldDelegate: MaskedDelegateObject, NSTextFieldDelegate, MaskedTextHost {
    /// The delegate's state and logic, shared with the other masked delegates.
    public let controller: MaskedTextController<NSTextField>
    /// Your own delegate; it is asked first and told about everything the field reports.
    public weak var forwardingDelegate: (any NSTextFieldDelegate)?
    /// Told after every update whether the mask is filled and the value (input-mask-ios's listener); when
    /// it is also an `NSTextFieldDelegate` and `forwardingDelegate` is nil, it is asked and told as that
    /// delegate.
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public weak var listener: (any MaskedNSTextFieldListener)?
    /// Your delegate, or else a listener that is one.
    private var forwardee: (any NSTextFieldDelegate)? {
      forwardingDelegate ?? listener as? any NSTextFieldDelegate
    }
    /// The `userInfo` key (value `true`) of the notifications the delegate posts after the formatted text
    /// is in the field; AppKit's own notification for a typed key does not carry it.
    public static let formattedTextUserInfoKey = "MaskKitFormattedText"

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

    /// Makes this object the field's delegate and shows the current text, placeholder and accessibility.
    open func attach(to textField: NSTextField) {
      textField.delegate = self
      controller.attach(to: textField)
    }

    /// Cuts the selection: copies it to the general pasteboard (unless obscured), then deletes it.
    ///
    /// Call it from the field editor's `cut(_:)` (a custom field editor); one undo step.
    open func cut(in textField: NSTextField) {
      controller.cut(in: textField) { text in
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
      }
    }

    /// Switches the mask, keeping the value; one undo step.
    open func setMask(_ mask: any Mask, in textField: NSTextField) {
      controller.setMask(mask, in: textField)
    }

    /// Switches the field editor's own undo off, then tells your delegate.
    open func controlTextDidBeginEditing(_ obj: Notification) {
      if let textField = obj.object as? NSTextField, let editor = textField.currentEditor() as? NSTextView {
        editor.allowsUndo = false
      }
      controller.hooks.didBeginEditing?()
      forwardee?.controlTextDidBeginEditing?(obj)
    }

    /// Reads back what the field editor changed, replays it, shows the formatted text and caret and posts
    /// `NSControl.textDidChangeNotification` with them; then tells your delegate.
    open func controlTextDidChange(_ obj: Notification) {
      if let textField = obj.object as? NSTextField, textField.currentEditor() != nil {
        // AppKit already told observers about text the adapter may have reformatted or refused.
        controller.readBack(textField, reported: true)
      }
      forwardee?.controlTextDidChange?(obj)
    }

    /// Tells a masked field subclass and your delegate.
    open func controlTextDidEndEditing(_ obj: Notification) {
      controller.hooks.didEndEditing?()
      forwardee?.controlTextDidEndEditing?(obj)
    }

    /// Notes the selection before an editing command (the delete key), then asks your delegate.
    open func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector)
      -> Bool
    {
      if !textView.hasMarkedText() { controller.adapter.selectionDidChange(to: Self.selection(of: textView)) }
      return forwardee?.control?(control, textView: textView, doCommandBy: commandSelector) ?? false
    }

    /// Asks your delegate.
    open func control(_ control: NSControl, textShouldBeginEditing fieldEditor: NSText) -> Bool {
      forwardee?.control?(control, textShouldBeginEditing: fieldEditor) ?? true
    }

    /// Asks your delegate.
    open func control(_ control: NSControl, textShouldEndEditing fieldEditor: NSText) -> Bool {
      forwardee?.control?(control, textShouldEndEditing: fieldEditor) ?? true
    }

    /// The field editor's selection, read through `NSText` (`NSTextView` also has a `selectedRange()` method).
    private static func selection(of editor: NSText) -> UTF16Range {
      let range = editor.selectedRange
      return UTF16Range(location: range.location, length: range.length)
    }

    func text(of textField: NSTextField) -> String { textField.stringValue }

    func selection(of textField: NSTextField) -> UTF16Range? { textField.currentEditor().map(Self.selection) }

    func isComposing(_ textField: NSTextField) -> Bool {
      (textField.currentEditor() as? NSTextView)?.hasMarkedText() ?? false
    }

    func show(_ update: TextFieldUpdate, in textField: NSTextField) {
      if textField.stringValue != update.displayText { textField.stringValue = update.displayText }
      textField.currentEditor()?.selectedRange = NSRange(
        location: update.displaySelection.location, length: update.displaySelection.length)
      textField.setAccessibilityValue(adapter.accessibilityValue)
      textField.setAccessibilityHelp(adapter.accessibilityHint)
    }

    /// Posts `NSControl.textDidChangeNotification` with the formatted text in the field, marked with
    /// ``formattedTextUserInfoKey`` and carrying the field editor as AppKit's does (`"NSFieldEditor"`).
    func sendChangeEvents(from textField: NSTextField) {
      var userInfo: [AnyHashable: Any] = [Self.formattedTextUserInfoKey: true]
      if let editor = textField.currentEditor() { userInfo["NSFieldEditor"] = editor }
      NotificationCenter.default.post(
        name: NSControl.textDidChangeNotification, object: textField, userInfo: userInfo)
    }

    func tellListener(_ update: TextFieldUpdate, in textField: NSTextField) {
      listener?.textField?(
        textField, didFillMandatoryCharacters: update.isComplete, didExtractValue: update.value)
    }

    func showPlaceholder(_ placeholder: String, in textField: NSTextField) {
      textField.placeholderString = placeholder
    }
  }
#endif
