import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// input-mask-ios 7's delegate for an `NSTextView` (an Interface Builder Object with inspectable
  /// formats): connect it as the view's `delegate`, and the view controller as its `delegate` outlet.
  ///
  /// It hands the view's calls to ``viewDelegate`` (MaskKit's ``MaskedNSTextViewDelegate``, the shared
  /// editing model) and tells ``listener`` (``OnMaskedTextViewChangedListener``) and
  /// ``onMaskedTextViewChangedCallback`` after every update. The class is open, as input-mask-ios's is.
  @MainActor
  open class TextViewListener: MaskedDelegateObject, NSTextViewDelegate {
    /// The delegate that masks the text view.
    public let viewDelegate = MaskedNSTextViewDelegate()
    /// Told after every update the value, whether the mask is filled and the tail placeholder.
    public weak var listener: (any OnMaskedTextViewChangedListener)?
    /// Called after every update with the view, the value, whether the mask is filled and the tail
    /// placeholder (after ``listener``).
    public var onMaskedTextViewChangedCallback:
      ((_ textView: NSTextView, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> Void)?
    /// Tells the listeners what ``viewDelegate`` reports.
    private let relay = Relay()

    override var settings: any StoryboardSettingsTarget { viewDelegate.controller }

    /// Creates a listener that leaves text as it is until a format is set.
    public override init() {
      super.init()
      relay.owner = self
      viewDelegate.listener = relay
    }

    /// input-mask-ios 7's initializer: the formats and settings at once (a malformed format leaves text
    /// as it is, with `formatError` on ``viewDelegate`` saying why). `autoskip` and `allowSuggestions` are
    /// accepted for input-mask-ios: MaskKit's backspace always removes the literals before the caret with
    /// the character before them.
    public convenience init(
      primaryFormat: String = "", autocomplete: Bool = true, autoskip: Bool = false,
      rightToLeft: Bool = false,
      affineFormats: [String] = [], affinityCalculationStrategy: AffinityStrategy = .whole,
      customNotations: [Notation] = [],
      onMaskedTextViewChangedCallback: (
        (_ textView: NSTextView, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> Void
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
      self.autoskip = autoskip
      self.onMaskedTextViewChangedCallback = onMaskedTextViewChangedCallback
    }

    /// Accepted for input-mask-ios storyboards; MaskKit's backspace always removes the literals before the
    /// caret together with the character before them.
    @IBInspectable public var autoskip: Bool = false

    /// input-mask-ios's outlet for the listener: the listener, as an object; an object that is not an
    /// ``OnMaskedTextViewChangedListener`` is ignored.
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public var delegate: NSObject? {
      get { listener as? NSObject }
      set {
        if let listener = newValue as? any OnMaskedTextViewChangedListener { self.listener = listener }
      }
    }

    /// The affine formats.
    public var affineFormats: [String] {
      get { viewDelegate.affineFormats }
      set { viewDelegate.affineFormats = newValue }
    }

    /// How the best-fitting format is chosen among the primary and affine formats.
    public var affinityCalculationStrategy: AffinityStrategy {
      get { viewDelegate.affinityCalculationStrategy }
      set { viewDelegate.affinityCalculationStrategy = newValue }
    }

    /// The custom symbols the formats may use in `[]` blocks.
    public var customNotations: [Notation] {
      get { viewDelegate.customNotations }
      set { viewDelegate.customNotations = newValue }
    }

    /// The primary format compiled with the custom notations and direction; `[…]` (any text) while the
    /// format is empty or malformed, as the listener then leaves text as it is.
    open var primaryMask: InputMask {
      (try? InputMask.cached(primaryMaskFormat, notations: customNotations, rightToLeft: rightToLeft))
        ?? InputMask.anyText
    }

    /// What an empty view would show: the placeholder of the view's mask (`00.00.0000`).
    open var placeholder: String { viewDelegate.adapter.model.mask.placeholder }
    /// How many characters the primary format needs at least (its mandatory slots).
    open var acceptableTextLength: Int { primaryMask.acceptableTextLength }
    /// How many characters the primary format holds at most.
    open var totalTextLength: Int { primaryMask.totalTextLength }
    /// How many value characters the primary format needs at least.
    open var acceptableValueLength: Int { primaryMask.acceptableValueLength }
    /// How many value characters the primary format holds at most.
    open var totalValueLength: Int { primaryMask.totalValueLength }

    /// Makes the listener the view's delegate (``MaskedNSTextViewDelegate/attach(to:)`` of
    /// ``viewDelegate``, which shows the current text).
    open func attachDelegateToTextView(_ textView: NSTextView) {
      viewDelegate.attach(to: textView)
      textView.delegate = self
    }

    /// Shows `text` formatted in the view (one undo step), tells the listeners and returns the result.
    /// `autocomplete` is accepted for input-mask-ios; MaskKit reads a put text as a paste.
    @discardableResult
    open func put(text: String, into field: NSTextView, autocomplete: Bool? = nil) -> InputMask.Result {
      viewDelegate.setText(text, in: field)
      return InputMask.Result(result: viewDelegate.adapter.model.result, affinity: 0, rejectedCount: 0)
    }

    /// input-mask-ios's choice of format for `text`: the primary or the affine format that fits best, as
    /// the view's mask chooses. The view reads with its mask, so overriding this does not change what it
    /// shows: a subclass sets the mask with ``MaskedNSTextViewDelegate/setMask(_:in:)`` instead.
    open func pickMask(forText text: CaretText) -> InputMask {
      guard !affineFormats.isEmpty else { return primaryMask }
      let affine = affineFormats.compactMap {
        try? InputMask.cached($0, notations: customNotations, rightToLeft: rightToLeft)
      }
      let set = AffineInputMask(primary: primaryMask, affine: affine, strategy: affinityCalculationStrategy)
      return set.mask(for: set.choose(for: text))
    }

    /// Tells ``listener`` and ``onMaskedTextViewChangedCallback`` about `result` shown in `textView`;
    /// called after every update.
    open func notifyOnMaskedTextChangedListeners(forTextView textView: NSTextView, result: InputMask.Result) {
      listener?.textView(
        textView, didExtractValue: result.extractedValue, didFillMandatoryCharacters: result.complete,
        didComputeTailPlaceholder: result.tailPlaceholder)
      onMaskedTextViewChangedCallback?(
        textView, result.extractedValue, result.complete, result.tailPlaceholder)
    }

    /// Handled by ``viewDelegate``.
    open func textView(
      _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
    ) -> Bool {
      viewDelegate.textView(
        textView, shouldChangeTextIn: affectedCharRange, replacementString: replacementString)
    }

    /// The selection the view proposes: MaskKit formats each change before it is made (in
    /// ``textView(_:shouldChangeTextIn:replacementString:)``), so a selection change is only followed.
    open func textView(
      _ textView: NSTextView, willChangeSelectionFromCharacterRange oldSelectedCharRange: NSRange,
      toCharacterRange newSelectedCharRange: NSRange
    ) -> NSRange {
      newSelectedCharRange
    }

    /// Handled by ``viewDelegate``.
    open func textDidChange(_ notification: Notification) {
      viewDelegate.textDidChange(notification)
    }

    /// Handled by ``viewDelegate``.
    open func textViewDidChangeSelection(_ notification: Notification) {
      viewDelegate.textViewDidChangeSelection(notification)
    }

    /// Handled by ``viewDelegate``.
    open func textDidBeginEditing(_ notification: Notification) {
      viewDelegate.textDidBeginEditing(notification)
    }

    /// Handled by ``viewDelegate``.
    open func textDidEndEditing(_ notification: Notification) {
      viewDelegate.textDidEndEditing(notification)
    }

    /// Tells the owner's listeners what ``viewDelegate`` reports, with its model's tail placeholder.
    @MainActor
    private final class Relay: NSObject, MaskedNSTextViewListener {
      weak var owner: TextViewListener?

      func textView(
        _ textView: NSTextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {
        guard let owner else { return }
        owner.notifyOnMaskedTextChangedListeners(
          forTextView: textView,
          result: InputMask.Result(
            result: owner.viewDelegate.adapter.model.result, affinity: 0, rejectedCount: 0))
      }
    }
  }
#endif
