import MaskKit

/// A delegate that masks a UIKit or AppKit text view: `MaskedTextFieldDelegate`, `MaskedTextViewDelegate`,
/// `MaskedNSTextFieldDelegate` and `MaskedNSTextViewDelegate`.
///
/// What the four share (the adapter, the update stream, programmatic text and display, accessibility
/// wording, and input-mask-ios's formats) is implemented once, here and in their ``MaskedTextController``;
/// each delegate adds its platform's delegate methods and Interface Builder properties.
@MainActor
public protocol MaskingDelegate: AnyObject {
  /// The text field or text view the delegate masks.
  associatedtype View: AnyObject
  /// The delegate's state and logic, shared with the other masked delegates.
  var controller: MaskedTextController<View> { get }
  /// Creates a delegate for `mask`, starting with `text`.
  init(mask: any Mask, text: String)
  /// Makes this object the view's delegate and shows the current text and accessibility.
  func attach(to view: View)
  /// Switches the mask, keeping the value; one undo step.
  func setMask(_ mask: any Mask, in view: View)
}

extension MaskingDelegate {
  /// The shared editing logic and state.
  public var adapter: TextFieldAdapter { controller.adapter }

  /// Called after every update the delegate shows (text, caret, value, completeness, events).
  public var onUpdate: ((TextFieldUpdate) -> Void)? {
    get { controller.onUpdate }
    set { controller.onUpdate = newValue }
  }

  /// Every update the delegate shows, from now on, as an `AsyncStream`.
  public var updates: AsyncStream<TextFieldUpdate> { controller.feed.stream() }

  /// The view given to `attach(to:)`.
  public var attachedView: View? { controller.attachedView }

  /// Replaces the text programmatically, formatted by the mask; one undo step.
  public func setText(_ text: String, in view: View) {
    controller.setText(text, in: view)
  }

  /// Draws the text with a template character and obscuring (MaskKit's `DisplayOptions`).
  public func setDisplay(_ options: DisplayOptions, in view: View) {
    controller.setDisplay(options, in: view)
  }

  /// Whether the view gets the mask's field traits when attached and when the mask changes (on by
  /// default): its keyboard and AutoFill content type (a phone field: the phone pad and the telephone
  /// number), capitals where the mask takes letters in capitals, and autocorrection, spell checking and
  /// smart punctuation off, since they rewrite typed text behind the mask's back. Turn it off to set the
  /// view's traits yourself.
  public var appliesFieldTraits: Bool {
    get { controller.appliesFieldTraits }
    set { controller.appliesFieldTraits = newValue }
  }

  /// What assistive technologies are told, and in which words (set it to localise); the attached view
  /// shows the new hint and value at once.
  public var accessibility: FieldAccessibility {
    get { controller.adapter.accessibility }
    set { controller.setAccessibility(newValue) }
  }
}

// input-mask-ios's API on every delegate: formats settable on the delegate and `put(text:into:)`. The
// inspectable ones (`primaryMaskFormat`, `autocomplete`, `rightToLeft`) are each delegate's own.

extension MaskingDelegate {
  /// Creates a delegate from input-mask-ios's formats; throws when a format is malformed.
  public init(
    primaryFormat: String, affineFormats: [String] = [],
    affinityCalculationStrategy: AffinityStrategy = .whole
  ) throws(MaskSyntaxError) {
    let mask = try MaskFormats(primaryFormat, affineFormats, affinityCalculationStrategy).compile()
    self.init(mask: mask, text: "")
  }

  /// Why the last format set through `primaryMaskFormat` or ``affineFormats`` was not compiled.
  public var formatError: MaskSyntaxError? { controller.formatError }

  /// The custom symbols the formats may use in `[]` blocks; setting them recompiles the mask.
  public var customNotations: [Notation] {
    get { controller.formats.notations }
    set { controller.changeFormats { $0.notations = newValue } }
  }

  /// The affine formats; setting them recompiles the mask and re-applies the value.
  public var affineFormats: [String] {
    get { controller.formats.affine }
    set { controller.changeFormats { $0.affine = newValue } }
  }

  /// How the best-fitting format is chosen; setting it recompiles the mask and re-applies the value.
  public var affinityCalculationStrategy: AffinityStrategy {
    get { controller.formats.strategy }
    set { controller.changeFormats { $0.strategy = newValue } }
  }

  /// Puts `text` into the view, formatted by the mask (``setText(_:in:)``); one undo step.
  public func put(text: String, into view: View) {
    controller.setText(text, in: view)
  }
}
