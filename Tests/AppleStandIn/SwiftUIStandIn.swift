// Test-only stand-ins for the SwiftUI declarations `MaskedTextField` uses (documented signatures; views do
// not render, state lives in a box, tests drive representables as SwiftUI does).

import Foundation

/// Stand-in for `EnvironmentValues`: the values a test sets for every view.
public struct EnvironmentValues: Sendable {
  /// Stand-in for `locale`.
  public var locale = Locale(identifier: "en_US")
  /// The values every view reads (a test sets them before driving a view).
  @MainActor public static var current = EnvironmentValues()
}

/// Stand-in for `Environment`: reads ``EnvironmentValues/current``.
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Stand-in for `init(_:)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value in the current environment.
  @MainActor public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Stand-in for `View`.
@MainActor @preconcurrency
public protocol View {
  /// The view's content type.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { self }
}

/// Stand-in for `ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
  /// A single view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// Stand-in for `Binding`: a getter and a setter.
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// Stand-in for `init(get:set:)`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}

/// Stand-in for `UIViewRepresentable`: SwiftUI makes the coordinator, then the view, then updates it.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view.
  associatedtype UIViewType: UIView
  /// What connects the UIKit view to SwiftUI.
  associatedtype Coordinator = Void
  /// The context SwiftUI passes.
  typealias Context = UIViewRepresentableContext<Self>
  /// Creates the UIKit view.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view in line with the representable's new state.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Creates the coordinator.
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
  /// A representable has no SwiftUI content.
  public var body: Never { fatalError("A representable has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// Stand-in for `UIViewRepresentableContext` (public initializer for tests; SwiftUI makes the real one).
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator

  /// A context holding `coordinator`.
  public init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
}

/// Stand-in for `NSViewRepresentable`.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Body == Never {
  /// The AppKit view.
  associatedtype NSViewType: NSView
  /// What connects the AppKit view to SwiftUI.
  associatedtype Coordinator = Void
  /// The context SwiftUI passes.
  typealias Context = NSViewRepresentableContext<Self>
  /// Creates the AppKit view.
  func makeNSView(context: Context) -> NSViewType
  /// Brings the AppKit view in line with the representable's new state.
  func updateNSView(_ nsView: NSViewType, context: Context)
  /// Creates the coordinator.
  func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable {
  /// A representable has no SwiftUI content.
  public var body: Never { fatalError("A representable has no body") }
}

extension NSViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// Stand-in for `NSViewRepresentableContext` (public initializer for tests).
@MainActor
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator

  /// A context holding `coordinator`.
  public init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
}
