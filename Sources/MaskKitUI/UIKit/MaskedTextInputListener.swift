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
    /// input-mask-ios 7's callback, called after every update of either view with the view, the value,
    /// whether the mask is filled and the tail placeholder (after ``listener``).
    public var onMaskedTextChangedCallback:
      ((_ textInput: any UITextInput, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> Void)?
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

    /// input-mask-ios 7's initializer: the formats and settings at once (a malformed format leaves text
    /// as it is, with ``MaskedTextFieldDelegate/formatError`` on ``fieldDelegate`` saying why).
    public convenience init(
      primaryFormat: String = "", autocomplete: Bool = true, autocompleteOnFocus: Bool = true,
      autoskip: Bool = false, rightToLeft: Bool = false, affineFormats: [String] = [],
      affinityCalculationStrategy: AffinityStrategy = .whole, customNotations: [Notation] = [],
      onMaskedTextChangedCallback: (
        (_ textInput: any UITextInput, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> Void
      )? = nil,
      allowSuggestions: Bool = true
    ) {
      self.init()
      self.customNotations = customNotations
      self.rightToLeft = rightToLeft
      self.affinityCalculationStrategy = affinityCalculationStrategy
      self.affineFormats = affineFormats
      self.primaryMaskFormat = primaryFormat
      self.autocomplete = autocomplete
      self.autocompleteOnFocus = autocompleteOnFocus
      self.autoskip = autoskip
      self.allowSuggestions = allowSuggestions
      self.onMaskedTextChangedCallback = onMaskedTextChangedCallback
    }

    /// input-mask-ios 7's delegate of the text field, asked first and told everything the field reports
    /// (``MaskedTextFieldDelegate/forwardingDelegate`` of ``fieldDelegate``).
    public weak var textFieldDelegate: (any UITextFieldDelegate)? {
      get { fieldDelegate.forwardingDelegate }
      set { fieldDelegate.forwardingDelegate = newValue }
    }

    /// input-mask-ios 7's delegate of the text view (``MaskedTextViewDelegate/forwardingDelegate`` of
    /// ``viewDelegate``).
    public weak var textViewDelegate: (any UITextViewDelegate)? {
      get { viewDelegate.forwardingDelegate }
      set { viewDelegate.forwardingDelegate = newValue }
    }

    /// The mask of the text field: the formats compiled, or a preset a subclass set.
    var fieldMask: any Mask { fieldDelegate.adapter.model.mask }

    /// The primary format compiled with the custom notations and direction; `[…]` (any text) while the
    /// format is empty or malformed, as the listener then leaves text as it is.
    open var primaryMask: InputMask {
      (try? InputMask.cached(primaryMaskFormat, notations: customNotations, rightToLeft: rightToLeft))
        ?? InputMask.anyText
    }

    /// What an empty field would show: the placeholder of the field's mask (`+1 (000) 000-0000`).
    open var placeholder: String { fieldMask.placeholder }

    /// How many characters the primary format needs at least (its mandatory slots).
    open var acceptableTextLength: Int { primaryMask.acceptableTextLength }
    /// How many characters the primary format holds at most.
    open var totalTextLength: Int { primaryMask.totalTextLength }
    /// How many value characters the primary format needs at least.
    open var acceptableValueLength: Int { primaryMask.acceptableValueLength }
    /// How many value characters the primary format holds at most.
    open var totalValueLength: Int { primaryMask.totalValueLength }

    /// input-mask-ios's `put(text:into:autocomplete:)`: shows `text` formatted in the text field or text
    /// view (one undo step), tells the listeners and returns the result. `autocomplete` is accepted for
    /// input-mask-ios; MaskKit reads a put text as a paste, whatever it says.
    @discardableResult
    open func put(text: String, into field: any UITextInput, autocomplete: Bool? = nil) -> InputMask.Result {
      let model: MaskedText
      if let textField = field as? UITextField {
        fieldDelegate.setText(text, in: textField)
        model = fieldDelegate.adapter.model
      } else if let textView = field as? UITextView {
        viewDelegate.setText(text, in: textView)
        model = viewDelegate.adapter.model
      } else {
        return InputMask.Result(result: fieldMask.format(text), affinity: 0, rejectedCount: 0)
      }
      return InputMask.Result(result: model.result, affinity: 0, rejectedCount: 0)
    }

    /// input-mask-ios's choice of format for `text`: the primary or the affine format that fits best by
    /// ``affinityCalculationStrategy``, as the field's mask chooses. MaskKit's delegates read with their
    /// mask, so overriding this does not change what a field shows: a subclass sets the mask instead
    /// (``MaskedTextFieldDelegate/setMask(_:in:)``).
    open func pickMask(forText text: CaretText) -> InputMask {
      guard !affineFormats.isEmpty else { return primaryMask }
      let affine = affineFormats.compactMap {
        try? InputMask.cached($0, notations: customNotations, rightToLeft: rightToLeft)
      }
      let set = AffineInputMask(primary: primaryMask, affine: affine, strategy: affinityCalculationStrategy)
      return set.mask(for: set.choose(for: text))
    }

    /// Tells ``listener`` and ``onMaskedTextChangedCallback`` about `result` shown in `textInput`; the
    /// listener calls it after every update of either view.
    open func notifyOnMaskedTextChangedListeners(
      forTextInput textInput: any UITextInput, result: InputMask.Result
    ) {
      listener?.textInput(
        textInput, didExtractValue: result.extractedValue, didFillMandatoryCharacters: result.complete,
        didComputeTailPlaceholder: result.tailPlaceholder)
      onMaskedTextChangedCallback?(textInput, result.extractedValue, result.complete, result.tailPlaceholder)
    }

    /// Puts the caret `position` characters into the view (``UIKit/UITextInput/caretPosition``).
    open func setCaretPosition(_ position: Int, in textInput: any UITextInput) {
      textInput.caretPosition = position
    }

    /// input-mask-ios's test for a deletion: characters replaced by nothing (in a text view, also an
    /// empty replacement at the start).
    open func isThisDeletion(inRange range: NSRange, string: String, field: any UITextInput) -> Bool {
      let deletes = range.length > 0 && string.isEmpty
      if field is UITextView {
        return deletes || (range.length == 0 && range.location == 0 && string.isEmpty)
      }
      return deletes
    }

    /// `text` with the UTF-16 `range` (clamped to the text) replaced by `newText`.
    open func replaceCharacters(inText text: String, range: NSRange, withCharacters newText: String) -> String
    {
      let utf16 = text.utf16
      let start = min(max(range.location, 0), utf16.count)
      let end = min(start + max(range.length, 0), utf16.count)
      let lower = String.Index(utf16Offset: start, in: text)
      let upper = String.Index(utf16Offset: end, in: text)
      return String(text[..<lower]) + newText + String(text[upper...])
    }

    /// What ``textInput(_:isChangingCharactersIn:replacementString:)`` did: the listeners are to be told
    /// the result, or the view keeps its own edit.
    public enum Result {
      /// The edit was shown through the mask; the listeners are told `result`.
      case notifyListeners(result: InputMask.Result)
      /// The view makes the edit itself.
      case fallback
    }

    /// input-mask-ios 7's edit of either view: the change goes through the view's delegate (the mask),
    /// which shows it; the result is the view's new state.
    @discardableResult
    open func textInput(
      _ textInput: any UITextInput, isChangingCharactersIn range: NSRange, replacementString string: String
    ) -> Result {
      let model: MaskedText
      if let textField = textInput as? UITextField {
        guard !fieldDelegate.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
        else { return .fallback }
        model = fieldDelegate.adapter.model
      } else if let textView = textInput as? UITextView {
        guard !viewDelegate.textView(textView, shouldChangeTextIn: range, replacementText: string)
        else { return .fallback }
        model = viewDelegate.adapter.model
      } else {
        return .fallback
      }
      return .notifyListeners(result: InputMask.Result(result: model.result, affinity: 0, rejectedCount: 0))
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

    /// Handled by ``fieldDelegate`` (asks ``textFieldDelegate``).
    open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      fieldDelegate.textFieldShouldBeginEditing(textField)
    }

    /// Handled by ``fieldDelegate`` (asks ``textFieldDelegate``).
    open func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      fieldDelegate.textFieldShouldEndEditing(textField)
    }

    /// Handled by ``fieldDelegate`` (tells ``textFieldDelegate``).
    open func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
      fieldDelegate.textFieldDidEndEditing(textField, reason: reason)
    }

    /// Handled by ``fieldDelegate`` (asks ``textFieldDelegate``).
    open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      fieldDelegate.textFieldShouldReturn(textField)
    }

    /// Handled by ``viewDelegate`` (asks ``textViewDelegate``).
    open func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      viewDelegate.textViewShouldBeginEditing(textView)
    }

    /// Handled by ``viewDelegate`` (asks ``textViewDelegate``).
    open func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      viewDelegate.textViewShouldEndEditing(textView)
    }

    /// Handled by ``viewDelegate`` (tells ``textViewDelegate``).
    open func textViewDidEndEditing(_ textView: UITextView) {
      viewDelegate.textViewDidEndEditing(textView)
    }

    #if canImport(ObjectiveC)
      /// The edit menu ``textFieldDelegate`` gives, else the system's (nil).
      @available(iOS 16.0, *)
      open func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
      ) -> UIMenu? {
        textFieldDelegate?.textField?(
          textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
      }

      /// The edit menu ``textViewDelegate`` gives, else the system's (nil).
      @available(iOS 16.0, *)
      open func textView(
        _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
      ) -> UIMenu? {
        textViewDelegate?.textView?(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
      }

      /// Whether the view follows a link: ``textViewDelegate``'s answer, else yes.
      @available(
        iOS, introduced: 10.0, deprecated: 17.0,
        message: "UIKit asks textView(_:primaryActionFor:defaultAction:)"
      )
      open func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
      ) -> Bool {
        textViewDelegate?.textView?(
          textView, shouldInteractWith: url, in: characterRange, interaction: interaction)
          ?? true
      }

      /// Whether the view acts on an attachment: ``textViewDelegate``'s answer, else yes.
      @available(
        iOS, introduced: 10.0, deprecated: 17.0,
        message: "UIKit asks textView(_:primaryActionFor:defaultAction:)"
      )
      open func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
        in characterRange: NSRange,
        interaction: UITextItemInteraction
      ) -> Bool {
        textViewDelegate?.textView?(
          textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction) ?? true
      }
    #endif

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

    /// Gives both delegates `mask` (a preset of a subclass), keeping each view's value; one undo step.
    func useMask(_ mask: any Mask) {
      if let field = fieldDelegate.attachedView {
        fieldDelegate.setMask(mask, in: field)
      } else {
        _ = fieldDelegate.controller.adapter.setMask(mask)
      }
      if let view = viewDelegate.attachedView {
        viewDelegate.setMask(mask, in: view)
      } else {
        _ = viewDelegate.controller.adapter.setMask(mask)
      }
    }

    /// Called after every update of either view: tells the listeners (a subclass follows the view first).
    func didUpdate(_ textInput: any UITextInput, _ model: MaskedText) {
      notifyOnMaskedTextChangedListeners(
        forTextInput: textInput, result: InputMask.Result(result: model.result, affinity: 0, rejectedCount: 0)
      )
    }

    /// Tells the owner's listener what either delegate reports, with the tail placeholder of its model.
    @MainActor
    private final class Relay: NSObject, MaskedTextFieldListener, MaskedTextViewListener {
      weak var owner: MaskedTextInputListener?

      func textField(
        _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {
        guard let owner else { return }
        owner.didUpdate(textField, owner.fieldDelegate.adapter.model)
      }

      func textView(
        _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {
        guard let owner else { return }
        owner.didUpdate(textView, owner.viewDelegate.adapter.model)
      }
    }
  }
#endif
