#if canImport(UIKit) && !os(watchOS)
  import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  /// A user-defined runtime attribute's value as a storyboard gives it to `setValue(_:forKey:)`, read into
  /// a value that can cross to the main actor.
  ///
  /// Interface Builder stores each attribute with its type (string, boolean, number) and, when loading the
  /// scene, passes it to key-value coding as `NSString` or `NSNumber`; Swift's casts read those as `String`,
  /// `Bool` and `Double`.
  enum StoryboardValue: Sendable, Equatable {
    /// A string attribute.
    case string(String)
    /// A boolean attribute.
    case bool(Bool)
    /// A number attribute.
    case number(Double)
    /// A value of another type (a color, an image, nil), which MaskKit's keys do not take.
    case other

    /// Reads a value passed to `setValue(_:forKey:)`.
    init(_ value: Any?) {
      if let string = value as? String {
        self = .string(string)
      } else if let bool = value as? Bool {
        self = .bool(bool)
      } else if let number = value as? Double {
        self = .number(number)
      } else if let number = value as? Int {
        self = .number(Double(number))
      } else {
        self = .other
      }
    }

    /// The string, for a string attribute.
    var string: String? {
      if case .string(let string) = self { string } else { nil }
    }

    /// The flag, for a boolean attribute (or a number 0 or 1, as key-value coding reads one).
    var bool: Bool? {
      switch self {
      case .bool(let bool): bool
      case .number(0): false
      case .number(1): true
      default: nil
      }
    }
  }

  /// A MaskKit class that takes the original library's storyboard keys itself, so that a scene made for
  /// the original works once its custom class is changed.
  ///
  /// Its `setValue(_:forKey:)` offers every key here first and leaves the others to key-value coding; a key
  /// of the original that names something else in UIKit (AKMaskField's `mask`, which is `UIView.mask` on a
  /// text field) never reaches it. Each class overrides it the same way:
  ///
  /// ```swift
  /// nonisolated open override func setValue(_ value: Any?, forKey key: String) {
  ///   if !takesStoryboardValue(value, forKey: key) { super.setValue(value, forKey: key) }
  /// }
  /// ```
  @MainActor
  protocol StoryboardKeyed: AnyObject {
    /// Sets the attribute `key`; false when the class does not take `key` or `value` is not of its type.
    func setStoryboardValue(_ value: StoryboardValue, forKey key: String) -> Bool
  }

  /// One storyboard key of a table of keys: its names and what its attribute sets in `Target`, read as a
  /// string or a Boolean.
  @MainActor
  struct StoryboardKey<Target> {
    /// The key's names (the original library's and any older spelling).
    let names: [String]
    /// Sets the attribute in the target; false when the value is not of the key's type.
    let take: (Target, StoryboardValue) -> Bool

    /// A string attribute.
    static func string(_ names: String..., set: @escaping (Target, String) -> Void) -> Self {
      Self(names: names) { target, value in value.string.map { set(target, $0) } != nil }
    }

    /// A Boolean attribute (or a number 0 or 1).
    static func bool(_ names: String..., set: @escaping (Target, Bool) -> Void) -> Self {
      Self(names: names) { target, value in value.bool.map { set(target, $0) } != nil }
    }
  }

  extension Array {
    /// Sets the key of this table named `key` in `target`: false when `value` is not of its type, nil
    /// when no key has that name.
    @MainActor
    func setStoryboardValue<Target>(_ value: StoryboardValue, forKey key: String, in target: Target) -> Bool?
    where Element == StoryboardKey<Target> {
      first { $0.names.contains(key) }.map { $0.take(target, value) }
    }
  }

  extension StoryboardKeyed where Self: Sendable {
    /// Sets the attribute `key` that `setValue(_:forKey:)` was given, on the main actor; false when the
    /// class does not take `key` or `value` is not of its type (key-value coding then gets it).
    nonisolated func takesStoryboardValue(_ value: Any?, forKey key: String) -> Bool {
      let attribute = StoryboardValue(value)
      return onMainActor { setStoryboardValue(attribute, forKey: key) }
    }
  }

  /// What input-mask-ios's `delegate` outlet of a delegate sets its listener to when Interface Builder
  /// connects `object`: nil clears it, a listener replaces it and another object leaves it as it is.
  func outletListener<Listener>(_ object: NSObject?, replacing listener: Listener?) -> Listener? {
    guard let object else { return nil }
    return object as? Listener ?? listener
  }

  /// Runs `operation`, isolated to the main actor, from a nonisolated override that UIKit and AppKit call
  /// on the main thread (`setValue(_:forKey:)` while a storyboard loads).
  ///
  /// `MainActor.assumeIsolated` does this from Swift 5.9's standard library, which the macOS 13.3 SDK
  /// predates; this is its main-thread form, the one unsafe conversion of the storyboard code.
  nonisolated func onMainActor<T>(_ operation: @MainActor () throws -> T) rethrows -> T {
    #if canImport(ObjectiveC)
      precondition(Thread.isMainThread, "storyboard attributes are set on the main thread")
    #endif
    typealias Unisolated = () throws -> T
    return try withoutActuallyEscaping(operation) { escapable in
      try unsafeBitCast(escapable, to: Unisolated.self)()
    }
  }
#endif
