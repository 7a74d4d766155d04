import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

// input-mask-ios's inspectable formats, on each delegate (Interface Builder sees only a class's own
// properties); the rest of input-mask-ios's API is `MaskingDelegate`'s.

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  /// A class with input-mask-ios's inspectable properties, which takes input-mask-ios's storyboard keys
  /// itself (``StoryboardKeyed``): a scene made for input-mask-ios keeps its user-defined runtime attributes
  /// once the Object's class is changed.
  @MainActor
  protocol InputMaskInspectable: StoryboardKeyed {
    /// The primary format (`primaryMaskFormat`, or `maskFormat` before input-mask-ios 4).
    var primaryMaskFormat: String { get set }
    /// Whether typing at the end appends the literals that follow.
    var autocomplete: Bool { get set }
    /// Whether the formats fill from the end of the text.
    var rightToLeft: Bool { get set }
    /// Sets the Boolean key `key` that only some classes take (`autocompleteOnFocus`, `autoskip`, …);
    /// false when the class does not take it.
    func setFlag(_ flag: Bool, forKey key: String) -> Bool
  }

  extension InputMaskInspectable {
    /// Sets input-mask-ios's storyboard key `key`; false when the class does not take it or `value` is not
    /// of its type.
    func setStoryboardValue(_ value: StoryboardValue, forKey key: String) -> Bool {
      let keys: [StoryboardKey<Self>] = [
        .string("primaryMaskFormat", "maskFormat") { $0.primaryMaskFormat = $1 },
        .bool("autocomplete") { $0.autocomplete = $1 },
        .bool("rightToLeft") { $0.rightToLeft = $1 },
      ]
      if let taken = keys.setStoryboardValue(value, forKey: key, in: self) { return taken }
      guard let flag = value.bool else { return false }
      return setFlag(flag, forKey: key)
    }
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  /// A UIKit delegate with input-mask-ios's Boolean inspectable properties beyond the formats.
  @MainActor
  protocol InputMaskInspectableFlags: InputMaskInspectable {
    /// Whether an empty view shows the mask's leading literals when editing begins.
    var autocompleteOnFocus: Bool { get set }
    /// Accepted for input-mask-ios storyboards.
    var autoskip: Bool { get set }
    /// Accepted for input-mask-ios storyboards.
    var allowSuggestions: Bool { get set }
    /// Accepted for input-mask-ios storyboards.
    var atomicCursorMovement: Bool { get set }
  }

  extension InputMaskInspectableFlags {
    /// Sets `autocompleteOnFocus`, `autoskip`, `allowSuggestions` or `atomicCursorMovement`; false for
    /// any other key.
    func setFlag(_ flag: Bool, forKey key: String) -> Bool {
      switch key {
      case "autocompleteOnFocus": autocompleteOnFocus = flag
      case "autoskip": autoskip = flag
      case "allowSuggestions": allowSuggestions = flag
      case "atomicCursorMovement": atomicCursorMovement = flag
      default: return false
      }
      return true
    }
  }

  extension MaskedTextFieldDelegate: InputMaskInspectableFlags {}
  extension MaskedTextViewDelegate: InputMaskInspectableFlags {}

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

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
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
