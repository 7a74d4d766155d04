import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

// input-mask-ios's storyboard keys; the inspectable properties are `MaskedDelegateObject`'s, the rest of
// input-mask-ios's API is `MaskingDelegate`'s.

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
