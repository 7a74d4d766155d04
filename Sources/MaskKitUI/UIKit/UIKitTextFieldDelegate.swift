import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Masks a `UITextField`: set it as the field's delegate; your own delegate goes in `forwardingDelegate`.
  ///
  /// Every change the field proposes goes through ``TextFieldAdapter``; the delegate refuses the field's
  /// own edit and shows the formatted text and caret instead. Marked text of an input method is left to
  /// the field until it is committed. Each edit is registered with the field's undo manager and undone
  /// through the editing model.
  ///
  /// The class is open, as input-mask-ios's is: a subclass may override the delegate methods and call
  /// `super` (input-mask-ios's `NotifyingMaskedTextFieldDelegate`).
  @MainActor
  open class MaskedTextFieldDelegate: MaskedUIKitDelegateObject, UITextFieldDelegate, MaskedTextHost {
    /// The delegate's state and logic, shared with the other masked delegates.
    public let controller: MaskedTextController<UITextField>
    /// Your own delegate; it is asked first and told about everything the field reports.
    public weak var forwardingDelegate: (any UITextFieldDelegate)?
    /// Told after every update whether the mask is filled and the value (input-mask-ios's listener); when
    /// it is also a `UITextFieldDelegate` and `forwardingDelegate` is nil, it is asked and told as that delegate.
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public weak var listener: (any MaskedTextFieldListener)?
    /// Your delegate, or else a listener that is one.
    private var forwardee: (any UITextFieldDelegate)? {
      forwardingDelegate ?? listener as? any UITextFieldDelegate
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

    /// Makes this object the field's delegate and shows the current text, placeholder and accessibility.
    ///
    /// On iOS 14 and later it also listens to `.editingChanged`, which reports a committed composition
    /// even when the caret does not move.
    open func attach(to textField: UITextField) {
      textField.delegate = self
      controller.attach(to: textField)
      if #available(iOS 14.0, tvOS 14.0, *) {
        let listener = UIAction { [weak self, weak textField] _ in
          guard let self, let textField else { return }
          self.controller.readBack(textField)
        }
        textField.addAction(listener, for: .editingChanged)
      }
    }

    /// Switches the mask, keeping the value; one undo step.
    open func setMask(_ mask: any Mask, in textField: UITextField) {
      controller.setMask(mask, in: textField)
    }

    /// Cuts the selection: copies it to the general pasteboard (unless obscured), then deletes it.
    ///
    /// Call it from your `UITextField` subclass's `cut(_:)`; one undo step.
    open func cut(in textField: UITextField) {
      controller.cut(in: textField) { UIPasteboard.general.string = $0 }
    }

    /// Refuses the field's own edit and shows the formatted text and caret; marked text is left to the field.
    open func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      let allowed =
        forwardee?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
      let utf16 = UTF16Range(location: range.location, length: range.length)
      guard allowed, controller.hooks.shouldChange?(utf16, string) ?? true else { return false }
      return controller.shouldChange(utf16, to: string, in: textField)
    }

    /// Follows the selection and reads back text the field changed itself (a committed composition).
    open func textFieldDidChangeSelection(_ textField: UITextField) {
      controller.readBack(textField)
      forwardee?.textFieldDidChangeSelection?(textField)
    }

    /// Empties the field through the editing model (one undo step) unless your delegate refuses.
    open func textFieldShouldClear(_ textField: UITextField) -> Bool {
      guard forwardee?.textFieldShouldClear?(textField) ?? true else { return false }
      controller.clear(textField)
      return false
    }

    /// Asks your delegate.
    open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      forwardee?.textFieldShouldBeginEditing?(textField) ?? true
    }

    /// Shows the leading literals of an empty field with ``autocompleteOnFocus``, then tells your delegate.
    open func textFieldDidBeginEditing(_ textField: UITextField) {
      if autocompleteOnFocus { controller.showLiteralPrefixWhenEmpty(textField) }
      controller.hooks.didBeginEditing?()
      forwardee?.textFieldDidBeginEditing?(textField)
    }

    /// Asks your delegate.
    open func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      forwardee?.textFieldShouldEndEditing?(textField) ?? true
    }

    /// Tells your delegate, with the reason when it wants one (UIKit calls only this variant when it exists).
    open func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
      controller.hooks.didEndEditing?()
      if forwardee?.textFieldDidEndEditing?(textField, reason: reason) == nil {
        forwardee?.textFieldDidEndEditing?(textField)
      }
    }

    /// Tells a SwiftUI field's `onSubmit`, then asks your delegate.
    open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      controller.hooks.didReturn?()
      return forwardee?.textFieldShouldReturn?(textField) ?? true
    }

    func text(of textField: UITextField) -> String { textField.text ?? "" }

    func selection(of textField: UITextField) -> UTF16Range? { textField.utf16Selection }

    func isComposing(_ textField: UITextField) -> Bool { textField.markedTextRange != nil }

    func show(_ update: TextFieldUpdate, in textField: UITextField) {
      if textField.text != update.displayText { textField.text = update.displayText }
      textField.utf16Selection = update.displaySelection
      textField.accessibilityValue = adapter.accessibilityValue
      textField.accessibilityHint = adapter.accessibilityHint
    }

    func sendChangeEvents(from textField: UITextField) {
      textField.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: textField)
    }

    func tellListener(_ update: TextFieldUpdate, in textField: UITextField) {
      listener?.textField?(
        textField, didFillMandatoryCharacters: update.isComplete, didExtractValue: update.value)
    }

    func showPlaceholder(_ placeholder: String, in textField: UITextField) {
      textField.placeholder = placeholder
    }
  }
#endif
