import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// input-mask-ios's one delegate for any text input: connect it as the `delegate` of a `UITextField` or
  /// a `UITextView` (an Interface Builder Object with inspectable formats, like the delegates).
  ///
  /// It hands the field's calls to ``fieldDelegate`` and the view's to ``viewDelegate``, which share its
  /// formats; one listener masks one view. After every update it tells its ``listener`` (input-mask-ios's
  /// `OnMaskedTextChangedListener`) and ``onUpdate``. The class is open, as input-mask-ios's is.
  @MainActor
  open class MaskedTextInputListener: NSObject, UITextFieldDelegate, UITextViewDelegate, InputMaskInspectable
  {
    /// The delegate that masks a text field.
    public let fieldDelegate = MaskedTextFieldDelegate()
    /// The delegate that masks a text view.
    public let viewDelegate = MaskedTextViewDelegate()
    /// Told after every update of either view whether the mask is filled and the value.
    public weak var listener: (any OnMaskedTextChangedListener)?
    /// Tells ``listener`` what either delegate reports.
    private let relay = Relay()

    /// Creates a listener that leaves text as it is until a format is set.
    public override init() {
      super.init()
      relay.owner = self
      fieldDelegate.listener = relay
      viewDelegate.listener = relay
    }

    /// input-mask-ios's outlet for the listener (Interface Builder connects the view controller as the
    /// Object's `delegate`): the ``listener``, as an object; an object that is not a listener is ignored.
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public var delegate: NSObject? {
      get { listener as? NSObject }
      set { listener = outletListener(newValue, replacing: listener) }
    }

    /// The primary format, such as `+1 ([000]) [000]-[0000]`.
    @IBInspectable public var primaryMaskFormat: String {
      get { fieldDelegate.primaryMaskFormat }
      set { forBoth { $0.primaryMaskFormat = newValue } }
    }

    /// Whether typing at the end appends the literals that follow.
    @IBInspectable public var autocomplete: Bool {
      get { fieldDelegate.autocomplete }
      set { forBoth { $0.autocomplete = newValue } }
    }

    /// Whether an empty view shows the mask's leading literals when editing begins.
    @IBInspectable public var autocompleteOnFocus: Bool {
      get { fieldDelegate.autocompleteOnFocus }
      set { forBoth { $0.autocompleteOnFocus = newValue } }
    }

    /// Accepted for input-mask-ios storyboards; MaskKit's backspace always removes the literals before
    /// the caret together with the character before them.
    @IBInspectable public var autoskip: Bool {
      get { fieldDelegate.autoskip }
      set { forBoth { $0.autoskip = newValue } }
    }

    /// Whether the formats fill from the end of the text.
    @IBInspectable public var rightToLeft: Bool {
      get { fieldDelegate.rightToLeft }
      set { forBoth { $0.rightToLeft = newValue } }
    }

    /// Accepted for input-mask-ios storyboards; MaskKit hands a keyboard suggestion's space to the mask
    /// like any other character.
    @IBInspectable public var allowSuggestions: Bool {
      get { fieldDelegate.allowSuggestions }
      set { forBoth { $0.allowSuggestions = newValue } }
    }

    /// Accepted for input-mask-ios storyboards; MaskKit always moves the caret at once, with the text.
    @IBInspectable public var atomicCaretMovement: Bool {
      get { fieldDelegate.atomicCursorMovement }
      set { forBoth { $0.atomicCursorMovement = newValue } }
    }

    /// The affine formats.
    public var affineFormats: [String] {
      get { fieldDelegate.affineFormats }
      set { forBoth { $0.affineFormats = newValue } }
    }

    /// How the best-fitting format is chosen among the primary and affine formats.
    public var affinityCalculationStrategy: AffinityStrategy {
      get { fieldDelegate.affinityCalculationStrategy }
      set { forBoth { $0.affinityCalculationStrategy = newValue } }
    }

    /// The custom symbols the formats may use in `[]` blocks.
    public var customNotations: [Notation] {
      get { fieldDelegate.customNotations }
      set { forBoth { $0.customNotations = newValue } }
    }

    /// Called after every update either delegate shows.
    public var onUpdate: ((TextFieldUpdate) -> Void)? {
      didSet { forBoth { $0.onUpdate = onUpdate } }
    }

    /// Makes the same change to both delegates.
    private func forBoth(_ change: (any InputMaskInspectableFlags & MaskingDelegate) -> Void) {
      change(fieldDelegate)
      change(viewDelegate)
    }

    /// Takes input-mask-ios's storyboard keys (``primaryMaskFormat`` and the other inspectable
    /// properties) and leaves the others to key-value coding.
    nonisolated open override func setValue(_ value: Any?, forKey key: String) {
      if !takesStoryboardValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    /// Sets a flag of both delegates (input-mask-ios's listener spells `atomicCursorMovement`
    /// `atomicCaretMovement`); false for any other key.
    func setFlag(_ flag: Bool, forKey key: String) -> Bool {
      guard key != "atomicCursorMovement" else { return false }
      let key = key == "atomicCaretMovement" ? "atomicCursorMovement" : key
      return fieldDelegate.setFlag(flag, forKey: key) && viewDelegate.setFlag(flag, forKey: key)
    }

    /// Handled by ``fieldDelegate``.
    open func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      fieldDelegate.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }

    /// Handled by ``fieldDelegate``.
    open func textFieldDidChangeSelection(_ textField: UITextField) {
      fieldDelegate.textFieldDidChangeSelection(textField)
    }

    /// Handled by ``fieldDelegate``.
    open func textFieldDidBeginEditing(_ textField: UITextField) {
      fieldDelegate.textFieldDidBeginEditing(textField)
    }

    /// Handled by ``fieldDelegate``.
    open func textFieldShouldClear(_ textField: UITextField) -> Bool {
      fieldDelegate.textFieldShouldClear(textField)
    }

    /// Handled by ``viewDelegate``.
    open func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      viewDelegate.textView(textView, shouldChangeTextIn: range, replacementText: text)
    }

    /// Handled by ``viewDelegate``.
    open func textViewDidChange(_ textView: UITextView) {
      viewDelegate.textViewDidChange(textView)
    }

    /// Handled by ``viewDelegate``.
    open func textViewDidChangeSelection(_ textView: UITextView) {
      viewDelegate.textViewDidChangeSelection(textView)
    }

    /// Handled by ``viewDelegate``.
    open func textViewDidBeginEditing(_ textView: UITextView) {
      viewDelegate.textViewDidBeginEditing(textView)
    }

    /// Tells the owner's listener what either delegate reports, with the tail placeholder of its model.
    @MainActor
    private final class Relay: NSObject, MaskedTextFieldListener, MaskedTextViewListener {
      weak var owner: MaskedTextInputListener?

      func textField(
        _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {
        guard let owner else { return }
        owner.listener?.textInput(
          textField, didExtractValue: value, didFillMandatoryCharacters: complete,
          didComputeTailPlaceholder: owner.fieldDelegate.adapter.model.tailPlaceholder)
      }

      func textView(
        _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {
        guard let owner else { return }
        owner.listener?.textInput(
          textView, didExtractValue: value, didFillMandatoryCharacters: complete,
          didComputeTailPlaceholder: owner.viewDelegate.adapter.model.tailPlaceholder)
      }
    }
  }
#endif
