import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

/// input-mask-ios's Boolean inspectable properties beyond the formats (UIKit's delegates show them).
struct InputMaskFlags: Sendable, Hashable {
  /// Whether an empty view shows the mask's leading literals when editing begins.
  var autocompleteOnFocus = false
  /// Accepted for input-mask-ios storyboards.
  var autoskip = false
  /// Accepted for input-mask-ios storyboards.
  var allowSuggestions = true
  /// Accepted for input-mask-ios storyboards.
  var atomicCursorMovement = false
}

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  /// What a masked delegate's storyboard properties read and write: input-mask-ios's formats, its
  /// `autocomplete` setting and its Boolean flags.
  @MainActor
  protocol StoryboardSettingsTarget: AnyObject {
    /// input-mask-ios's formats of the mask.
    var formats: MaskFormats { get }
    /// Compiles changed formats and switches the mask.
    func changeFormats(_ change: (inout MaskFormats) -> Void)
    /// Whether typing at the end appends the literals that follow.
    var autocomplete: Bool { get set }
    /// input-mask-ios's Boolean inspectable properties beyond the formats.
    var flags: InputMaskFlags { get set }
  }

  /// Storyboard settings kept as they are set, with no mask to compile them into.
  @MainActor
  final class UnboundSettings: StoryboardSettingsTarget {
    var formats = MaskFormats(primary: "")
    var autocomplete = true
    var flags = InputMaskFlags()

    func changeFormats(_ change: (inout MaskFormats) -> Void) { change(&formats) }
  }

  extension MaskedTextController: StoryboardSettingsTarget {
    var autocomplete: Bool {
      get { adapter.autocomplete }
      set { adapter.autocomplete = newValue }
    }
  }

  /// The Interface Builder surface every masked delegate shares: input-mask-ios's inspectable formats and
  /// the storyboard keys an Object of the original's class set.
  ///
  /// A scene made for input-mask-ios keeps its user-defined runtime attributes once the Object's class is
  /// changed to a MaskKit delegate: `setValue(_:forKey:)` takes the original's keys (and its older
  /// `maskFormat`) and leaves the others to key-value coding. Interface Builder lists these properties for
  /// every subclass. Subclass one of the delegates rather than this class.
  @MainActor
  open class MaskedDelegateObject: NSObject, StoryboardKeyed {
    /// Where the inspectable properties are kept: each delegate's controller (a subclass overrides it).
    var settings: any StoryboardSettingsTarget { unbound }
    /// Keeps the properties of a subclass that does not override ``settings``.
    private let unbound = UnboundSettings()

    /// The primary format; setting it recompiles the mask and re-applies the value (empty when the mask is
    /// not an input mask; a malformed format changes nothing and is kept in `formatError`).
    @IBInspectable public var primaryMaskFormat: String {
      get { settings.formats.primary }
      set { settings.changeFormats { $0.primary = newValue } }
    }

    /// Whether typing at the end appends the literals that follow; applies from the next edit.
    @IBInspectable public var autocomplete: Bool {
      get { settings.autocomplete }
      set { settings.autocomplete = newValue }
    }

    /// Whether the formats fill from the end of the text; setting it recompiles the mask.
    @IBInspectable public var rightToLeft: Bool {
      get { settings.formats.rightToLeft }
      set { settings.changeFormats { $0.rightToLeft = newValue } }
    }

    /// Takes input-mask-ios's storyboard keys (``primaryMaskFormat`` and the other inspectable
    /// properties, and the older `maskFormat`) and leaves the others to key-value coding.
    nonisolated open override func setValue(_ value: Any?, forKey key: String) {
      if !takesStoryboardValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    /// Sets input-mask-ios's storyboard key `key` (``primaryMaskFormat``, or `maskFormat` before
    /// input-mask-ios 4, ``autocomplete``, ``rightToLeft``, and the Boolean keys ``setFlag(_:forKey:)``
    /// takes); false when the class does not take it or `value` is not of its type.
    func setStoryboardValue(_ value: StoryboardValue, forKey key: String) -> Bool {
      let keys: [StoryboardKey<MaskedDelegateObject>] = [
        .string("primaryMaskFormat", "maskFormat") { $0.primaryMaskFormat = $1 },
        .bool("autocomplete") { $0.autocomplete = $1 },
        .bool("rightToLeft") { $0.rightToLeft = $1 },
      ]
      if let taken = keys.setStoryboardValue(value, forKey: key, in: self) { return taken }
      guard let flag = value.bool else { return false }
      return setFlag(flag, forKey: key)
    }

    /// Sets the Boolean key `key` that only some classes take (`autocompleteOnFocus`, `autoskip`, …);
    /// false here, where there are none.
    func setFlag(_ flag: Bool, forKey key: String) -> Bool { false }
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  /// The Interface Builder surface of UIKit's masked delegates: ``MaskedDelegateObject``'s, with
  /// input-mask-ios's Boolean inspectable properties and its `delegate` outlet for the listener.
  @MainActor
  open class MaskedUIKitDelegateObject: MaskedDelegateObject {
    /// Whether an empty view shows the mask's leading literals when editing begins (input-mask-ios).
    @IBInspectable public var autocompleteOnFocus: Bool {
      get { settings.flags.autocompleteOnFocus }
      set { settings.flags.autocompleteOnFocus = newValue }
    }
    /// Accepted for input-mask-ios storyboards; MaskKit's backspace always removes the literals before
    /// the caret together with the character before them.
    @IBInspectable public var autoskip: Bool {
      get { settings.flags.autoskip }
      set { settings.flags.autoskip = newValue }
    }
    /// Accepted for input-mask-ios storyboards; MaskKit hands a keyboard suggestion's space to the mask
    /// like any other character.
    @IBInspectable public var allowSuggestions: Bool {
      get { settings.flags.allowSuggestions }
      set { settings.flags.allowSuggestions = newValue }
    }
    /// Accepted for input-mask-ios storyboards; MaskKit always moves the caret at once, with the text.
    @IBInspectable public var atomicCursorMovement: Bool {
      get { settings.flags.atomicCursorMovement }
      set { settings.flags.atomicCursorMovement = newValue }
    }

    /// input-mask-ios's outlet for the listener (Interface Builder connects the view controller as the
    /// Object's `delegate`): the listener, as an object; an object that is not a listener is ignored.
    #if canImport(ObjectiveC)
      @IBOutlet
    #endif
    public var delegate: NSObject? {
      get { listenerObject }
      set { listenerObject = newValue }
    }

    /// The subclass's listener as an object, for the `delegate` outlet.
    var listenerObject: NSObject? {
      get { nil }
      set {}
    }

    /// Sets `autocompleteOnFocus`, `autoskip`, `allowSuggestions` or `atomicCursorMovement`; false for
    /// any other key.
    override func setFlag(_ flag: Bool, forKey key: String) -> Bool {
      let keys: [String: WritableKeyPath<InputMaskFlags, Bool>] = [
        "autocompleteOnFocus": \.autocompleteOnFocus, "autoskip": \.autoskip,
        "allowSuggestions": \.allowSuggestions, "atomicCursorMovement": \.atomicCursorMovement,
      ]
      guard let path = keys[key] else { return false }
      settings.flags[keyPath: path] = flag
      return true
    }
  }
#endif
