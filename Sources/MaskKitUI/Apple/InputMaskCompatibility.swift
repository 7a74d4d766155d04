import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#else
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif
  #if canImport(AppKit) && os(macOS)
    import AppKit
  #endif
#endif

// input-mask-ios's API on every delegate: formats settable on the delegate and `put(text:into:)`.

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
  extension MaskedTextFieldDelegate {
    /// Creates a delegate from input-mask-ios's formats; throws when a format is malformed.
    public convenience init(
      primaryFormat: String, affineFormats: [String] = [],
      affinityCalculationStrategy: AffinityStrategy = .whole
    ) throws(MaskSyntaxError) {
      self.init(mask: try MaskFormats(primaryFormat, affineFormats, affinityCalculationStrategy).compile())
    }

    /// The primary format; setting it recompiles the mask and re-applies the value (empty when the mask is
    /// not an input mask; a malformed format changes nothing and is kept in `formatError`).
    @IBInspectable public var primaryMaskFormat: String {
      get { controller.formats.primary }
      set { controller.changeFormats { $0.primary = newValue } }
    }

    /// Whether typing at the end appends the literals that follow; applies from the next edit.
    @IBInspectable public var autocomplete: Bool {
      get { controller.adapter.autocomplete }
      set { controller.adapter.autocomplete = newValue }
    }

    /// Whether the formats fill from the end of the text; setting it recompiles the mask.
    @IBInspectable public var rightToLeft: Bool {
      get { controller.formats.rightToLeft }
      set { controller.changeFormats { $0.rightToLeft = newValue } }
    }

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

    /// Puts `text` into the field, formatted by the mask (``setText(_:in:)``); one undo step.
    public func put(text: String, into textField: UITextField) {
      controller.setText(text, in: textField)
    }
  }

  extension MaskedTextViewDelegate {
    /// Creates a delegate from input-mask-ios's formats; throws when a format is malformed.
    public convenience init(
      primaryFormat: String, affineFormats: [String] = [],
      affinityCalculationStrategy: AffinityStrategy = .whole
    ) throws(MaskSyntaxError) {
      self.init(mask: try MaskFormats(primaryFormat, affineFormats, affinityCalculationStrategy).compile())
    }

    /// The primary format; setting it recompiles the mask and re-applies the value (empty when the mask is
    /// not an input mask; a malformed format changes nothing and is kept in `formatError`).
    @IBInspectable public var primaryMaskFormat: String {
      get { controller.formats.primary }
      set { controller.changeFormats { $0.primary = newValue } }
    }

    /// Whether typing at the end appends the literals that follow; applies from the next edit.
    @IBInspectable public var autocomplete: Bool {
      get { controller.adapter.autocomplete }
      set { controller.adapter.autocomplete = newValue }
    }

    /// Whether the formats fill from the end of the text; setting it recompiles the mask.
    @IBInspectable public var rightToLeft: Bool {
      get { controller.formats.rightToLeft }
      set { controller.changeFormats { $0.rightToLeft = newValue } }
    }

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
    public func put(text: String, into textView: UITextView) {
      controller.setText(text, in: textView)
    }
  }
#endif

#if MASKKIT_STANDIN || (canImport(AppKit) && os(macOS))
  extension MaskedNSTextFieldDelegate {
    /// Creates a delegate from input-mask-ios's formats; throws when a format is malformed.
    public convenience init(
      primaryFormat: String, affineFormats: [String] = [],
      affinityCalculationStrategy: AffinityStrategy = .whole
    ) throws(MaskSyntaxError) {
      self.init(mask: try MaskFormats(primaryFormat, affineFormats, affinityCalculationStrategy).compile())
    }

    /// The primary format; setting it recompiles the mask and re-applies the value (empty when the mask is
    /// not an input mask; a malformed format changes nothing and is kept in `formatError`).
    @IBInspectable public var primaryMaskFormat: String {
      get { controller.formats.primary }
      set { controller.changeFormats { $0.primary = newValue } }
    }

    /// Whether typing at the end appends the literals that follow; applies from the next edit.
    @IBInspectable public var autocomplete: Bool {
      get { controller.adapter.autocomplete }
      set { controller.adapter.autocomplete = newValue }
    }

    /// Whether the formats fill from the end of the text; setting it recompiles the mask.
    @IBInspectable public var rightToLeft: Bool {
      get { controller.formats.rightToLeft }
      set { controller.changeFormats { $0.rightToLeft = newValue } }
    }

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

    /// Puts `text` into the field, formatted by the mask (``setText(_:in:)``); one undo step.
    public func put(text: String, into textField: NSTextField) {
      controller.setText(text, in: textField)
    }
  }

  extension MaskedNSTextViewDelegate {
    /// Creates a delegate from input-mask-ios's formats; throws when a format is malformed.
    public convenience init(
      primaryFormat: String, affineFormats: [String] = [],
      affinityCalculationStrategy: AffinityStrategy = .whole
    ) throws(MaskSyntaxError) {
      self.init(mask: try MaskFormats(primaryFormat, affineFormats, affinityCalculationStrategy).compile())
    }

    /// The primary format; setting it recompiles the mask and re-applies the value (empty when the mask is
    /// not an input mask; a malformed format changes nothing and is kept in `formatError`).
    @IBInspectable public var primaryMaskFormat: String {
      get { controller.formats.primary }
      set { controller.changeFormats { $0.primary = newValue } }
    }

    /// Whether typing at the end appends the literals that follow; applies from the next edit.
    @IBInspectable public var autocomplete: Bool {
      get { controller.adapter.autocomplete }
      set { controller.adapter.autocomplete = newValue }
    }

    /// Whether the formats fill from the end of the text; setting it recompiles the mask.
    @IBInspectable public var rightToLeft: Bool {
      get { controller.formats.rightToLeft }
      set { controller.changeFormats { $0.rightToLeft = newValue } }
    }

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
    public func put(text: String, into textView: NSTextView) {
      controller.setText(text, in: textView)
    }
  }
#endif
