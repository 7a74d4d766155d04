// Test-only stand-ins for the few Foundation declarations the Apple adapters use, so that the UIKit,
// AppKit, SwiftUI and Shared/Adapters folders of `Sources/MaskKitUI` type-check on Linux. They mirror the
// documented signatures and do the least that lets tests drive the adapters; they are not a port of
// Foundation.

/// Stand-in for the Objective-C root protocol.
public protocol NSObjectProtocol: AnyObject {}

/// Stand-in for the Objective-C root class (main-actor isolated here: Swift lets only the real `NSObject`
/// have main-actor subclasses such as `UIResponder`).
@MainActor
open class NSObject: NSObjectProtocol {
  /// Creates an object.
  public init() {}

  /// The keys `setValue(_:forKey:)` left to key-value coding, in order (test-only).
  public var keysLeftToKeyValueCoding: [String] = []

  /// Stand-in for key-value coding's `setValue(_:forKey:)`, which loading a storyboard calls for each
  /// user-defined runtime attribute. There is no Objective-C runtime here to find a property by its name:
  /// the key is recorded where the real method sets the `@objc` property of that name (for `mask` on a
  /// view, `UIView.mask`) or raises `NSUnknownKeyException`.
  nonisolated open func setValue(_ value: Any?, forKey key: String) {
    MainActor.assumeIsolated { keysLeftToKeyValueCoding.append(key) }
  }
}

/// Stand-in for `NSRange`: a UTF-16 location and length.
public struct NSRange: Hashable, Sendable {
  /// The first code unit.
  public var location: Int
  /// The number of code units.
  public var length: Int

  /// Creates a range.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }
}

/// Stand-in for an Objective-C selector.
public struct Selector: Hashable, Sendable {
  /// The selector's name.
  public var name: String

  /// Creates a selector from its name.
  public init(_ name: String) { self.name = name }
}

/// Stand-in for `Notification`.
public struct Notification {
  /// Stand-in for `Notification.Name`.
  public struct Name: Hashable, Sendable {
    /// The name's text.
    public var rawValue: String
    /// Creates a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The notification's name.
  public var name: Name
  /// The object that posted the notification.
  public var object: Any?
  /// What the poster added.
  public var userInfo: [AnyHashable: Any]?

  /// Creates a notification posted by `object`.
  public init(name: Name = Name(""), object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    self.name = name
    self.object = object
    self.userInfo = userInfo
  }
}

/// Stand-in for `NotificationCenter`: records what is posted and delivers it, synchronously and in the
/// order they were added, to the observers tests add.
@MainActor
public final class NotificationCenter {
  /// The default center.
  public static let `default` = NotificationCenter()
  /// Everything posted, in order.
  public private(set) var postedForTesting: [Notification] = []
  private var observers: [(name: Notification.Name, block: (Notification) -> Void)] = []

  /// Stand-in for `post(name:object:userInfo:)`.
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    let notification = Notification(name: name, object: object, userInfo: userInfo)
    postedForTesting.append(notification)
    for observer in observers where observer.name == name { observer.block(notification) }
  }

  /// Calls `block` with every notification named `name` posted from now on (the real center's
  /// `addObserver(forName:object:queue:using:)` on the posting thread).
  public func observeForTesting(_ name: Notification.Name, _ block: @escaping (Notification) -> Void) {
    observers.append((name, block))
  }

  /// Forgets what was posted and every observer.
  public func resetForTesting() {
    postedForTesting = []
    observers = []
  }
}

/// Stand-in for `UndoManager`: closures registered while undoing become redo actions.
@MainActor
public final class UndoManager {
  private var undoActions: [() -> Void] = []
  private var redoActions: [() -> Void] = []
  private var isUndoing = false
  private var isRedoing = false

  /// Creates an empty undo manager.
  public init() {}

  /// Registers an undo action; the target is held unowned by the real class, weakly here.
  public func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    let action = { [weak target] in
      if let target { handler(target) }
    }
    if isUndoing {
      redoActions.append(action)
    } else {
      undoActions.append(action)
      if !isRedoing { redoActions.removeAll() }
    }
  }

  /// Whether there is an action to undo.
  public var canUndo: Bool { !undoActions.isEmpty }

  /// Runs the last undo action.
  public func undo() {
    guard let action = undoActions.popLast() else { return }
    isUndoing = true
    action()
    isUndoing = false
  }

  /// Runs the last redo action.
  public func redo() {
    guard let action = redoActions.popLast() else { return }
    isRedoing = true
    action()
    isRedoing = false
  }
}

/// Stand-in for `CGRect` (only `.zero` is used).
public struct CGRect: Hashable, Sendable {
  /// The empty rectangle at the origin.
  public static let zero = CGRect()
}

/// Stand-in for `NSCoder`, which a storyboard passes to `init(coder:)`.
@MainActor
open class NSCoder: NSObject {}

/// Stand-in for `NSString`: Swift's `String` (the real one bridges to it).
public typealias NSString = String

/// Stand-in for the Objective-C out-parameter pointer (`AutoreleasingUnsafeMutablePointer` needs the
/// Objective-C runtime).
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

/// Stand-in for `Formatter`: converts between objects and the strings a control shows.
@MainActor
open class Formatter: NSObject {
  /// Creates a formatter.
  public override init() { super.init() }

  /// Stand-in for `init(coder:)` (`Formatter` adopts `NSCoding`).
  public required init?(coder: NSCoder) { super.init() }

  /// Stand-in for `string(for:)`: the string for an object, nil when the object cannot be shown.
  open func string(for obj: Any?) -> String? { nil }

  /// Stand-in for `getObjectValue(_:for:errorDescription:)`: the object for a string the user edited.
  open func getObjectValue(
    _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
    errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
  ) -> Bool { false }
}
