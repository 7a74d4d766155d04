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
  open class MaskedTextInputListener: MaskedUIKitDelegateObject, UITextFieldDelegate, UITextViewDelegate {
    /// The delegate that masks a text field.
    public let fieldDelegate = MaskedTextFieldDelegate()
    /// The delegate that masks a text view.
    public let viewDelegate = MaskedTextViewDelegate()
    /// Told after every update of either view whether the mask is filled and the value.
    public weak var listener: (any OnMaskedTextChangedListener)?
    /// Tells ``listener`` what either delegate reports.
    private let relay = Relay()

    /// Both delegates' controllers, which the inspectable properties set together.
    private lazy var both = BothControllers(
      field: fieldDelegate.controller, view: viewDelegate.controller)
    override var settings: any StoryboardSettingsTarget { both }

    /// Creates a listener that leaves text as it is until a format is set.
    public override init() {
      super.init()
      relay.owner = self
      fieldDelegate.listener = relay
      viewDelegate.listener = relay
    }

    override var listenerObject: NSObject? {
      get { listener as? NSObject }
      set { listener = outletListener(newValue, replacing: listener) }
    }

    /// Accepted for input-mask-ios storyboards (its listener's spelling of ``atomicCursorMovement``);
    /// MaskKit always moves the caret at once, with the text.
    @IBInspectable public var atomicCaretMovement: Bool {
      get { atomicCursorMovement }
      set { atomicCursorMovement = newValue }
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
    private func forBoth(_ change: (any MaskingDelegate) -> Void) {
      change(fieldDelegate)
      change(viewDelegate)
    }

    /// Sets a flag of both delegates (input-mask-ios's listener spells `atomicCursorMovement`
    /// `atomicCaretMovement`); false for any other key.
    override func setFlag(_ flag: Bool, forKey key: String) -> Bool {
      guard key != "atomicCursorMovement" else { return false }
      return super.setFlag(flag, forKey: key == "atomicCaretMovement" ? "atomicCursorMovement" : key)
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

    /// The two delegates' settings, read from the field's and written to both.
    @MainActor
    private final class BothControllers: StoryboardSettingsTarget {
      let field: MaskedTextController<UITextField>
      let view: MaskedTextController<UITextView>

      init(field: MaskedTextController<UITextField>, view: MaskedTextController<UITextView>) {
        self.field = field
        self.view = view
      }

      var formats: MaskFormats { field.formats }
      var autocomplete: Bool {
        get { field.autocomplete }
        set { (field.autocomplete, view.autocomplete) = (newValue, newValue) }
      }
      var flags: InputMaskFlags {
        get { field.flags }
        set { (field.flags, view.flags) = (newValue, newValue) }
      }

      func changeFormats(_ change: (inout MaskFormats) -> Void) {
        field.changeFormats(change)
        view.changeFormats(change)
      }
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
