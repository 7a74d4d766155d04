// Test-only stand-ins for the SwiftUI declarations `MaskedTextField` uses (documented signatures; views do
// not render, state lives in a box).

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

extension View {
  /// Stand-in for `accessibilityValue(_:)`.
  public nonisolated func accessibilityValue(_ valueDescription: Text) -> Self { self }
  /// Stand-in for `accessibilityHint(_:)`.
  public nonisolated func accessibilityHint(_ hint: Text) -> Self { self }
  /// Stand-in for `onChange(of:initial:_:)` with the old and new values.
  public nonisolated func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> Self { self }
  /// Stand-in for `onAppear(perform:)`.
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
}

/// Stand-in for `Text`.
public struct Text: View {
  /// The text shown.
  public let content: String

  /// Text shown as given, without localization.
  public init(verbatim content: String) { self.content = content }

  /// A primitive view is its own content here.
  public var body: Text { self }
}

/// Stand-in for `TextField`.
public struct TextField<Label: View>: View {
  /// The edited text.
  public let text: Binding<String>
  /// The label.
  public let label: Label

  /// A primitive view is its own content here.
  public var body: TextField<Label> { self }
}

extension TextField where Label == Text {
  /// Stand-in for `init(_:text:)` with a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    self.label = Text(verbatim: String(title))
  }
}

/// Stand-in for `Binding`: a getter and a setter.
@propertyWrapper
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

  /// The binding itself, for `$name`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}

/// Stand-in for `State`: the value lives in a box the view shares between updates.
@propertyWrapper
public struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private let box: Box

  /// Stand-in for `init(initialValue:)`.
  public init(initialValue value: Value) { box = Box(value) }

  /// Stand-in for `init(wrappedValue:)`.
  public init(wrappedValue value: Value) { box = Box(value) }

  /// The stored value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the stored value, for `$name`.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// Stand-in for `AccessibilityNotification`.
public enum AccessibilityNotification {
  /// Stand-in for `AccessibilityNotification.Announcement`: records what is posted.
  @MainActor
  public struct Announcement {
    /// Every announcement posted, in order.
    public private(set) static var postedForTesting: [String] = []
    let text: String

    /// Creates an announcement of `announcement`.
    public init(_ announcement: String) { text = announcement }

    /// Posts the announcement.
    public func post() { Self.postedForTesting.append(text) }

    /// Forgets what was posted.
    public static func resetForTesting() { postedForTesting = [] }
  }
}
