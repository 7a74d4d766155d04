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

// input-mask-ios's inspectable formats, on each delegate (Interface Builder sees only a class's own
// properties); the rest of input-mask-ios's API is `MaskingDelegate`'s.

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
  extension MaskedTextFieldDelegate {
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
  }

  extension MaskedTextViewDelegate {
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
  }
#endif

#if MASKKIT_STANDIN || (canImport(AppKit) && os(macOS))
  extension MaskedNSTextFieldDelegate {
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
  }

  extension MaskedNSTextViewDelegate {
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
  }
#endif
