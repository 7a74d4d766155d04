// Test-only stand-ins for the UIKit declarations the UIKit adapters use (documented signatures; optional
// protocol methods are modelled as members that are nil, as for a delegate that does not implement them).

/// Stand-in for `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  /// The undo manager the responder chain offers (settable here so tests can provide one).
  open var undoManager: UndoManager?
  /// The next responder (settable here, as ``nextResponderForTesting``, so tests can build a chain).
  open var next: UIResponder? { nextResponderForTesting }
  /// What ``next`` returns.
  public weak var nextResponderForTesting: UIResponder?
}

/// Stand-in for `UIView` with its initializers and accessibility properties.
@MainActor
open class UIView: UIResponder {
  /// Stand-in for `init(frame:)`.
  public init(frame: CGRect) { super.init() }

  /// Stand-in for `init(coder:)`, which a storyboard calls.
  public required init?(coder: NSCoder) { super.init() }

  /// Stand-in for the inherited `init()`: `init(frame: .zero)`.
  public convenience override init() { self.init(frame: .zero) }

  /// What assistive technologies read as the element's name.
  open var accessibilityLabel: String?
  /// What assistive technologies read as the value.
  open var accessibilityValue: String?
  /// What assistive technologies read as the hint.
  open var accessibilityHint: String?
  /// The view whose alpha masks this one (`UIView.mask`, the key AKMaskField's storyboards set).
  open var mask: UIView?
  /// The horizontal compression resistance last set (UIKit's default is 750).
  public var horizontalCompressionResistanceForTesting: Float = 750
}

/// Stand-in for `UIAction`.
@MainActor
open class UIAction: NSObject {
  let handler: (UIAction) -> Void

  /// Stand-in for `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`; the
  /// handler type is UIKit's `UIActionHandler`.
  public init(handler: @escaping (UIAction) -> Void) { self.handler = handler }
}

/// Stand-in for `UIControl`.
@MainActor
open class UIControl: UIView {
  /// Stand-in for `UIControl.Event`.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates an event set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Stand-in for `addAction(_:for:)`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Stand-in for `sendActions(for:)`.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

/// Stand-in for `UITextPosition`.
@MainActor
open class UITextPosition: NSObject {}

/// Stand-in for `UITextRange`.
@MainActor
open class UITextRange: NSObject {
  /// Where the range starts.
  open var start: UITextPosition { UITextPosition() }
  /// Where the range ends.
  open var end: UITextPosition { UITextPosition() }
}

/// A position counted in UTF-16 code units, as `UITextField` counts them.
@MainActor
final class UTF16TextPosition: UITextPosition {
  let offset: Int
  init(_ offset: Int) { self.offset = offset }
}

/// A range between two UTF-16 positions.
@MainActor
final class UTF16TextRange: UITextRange {
  let lower: UTF16TextPosition
  let upper: UTF16TextPosition
  init(_ lower: UTF16TextPosition, _ upper: UTF16TextPosition) {
    self.lower = lower
    self.upper = upper
  }
  override var start: UITextPosition { lower }
  override var end: UITextPosition { upper }
}

/// Stand-in for `UITextField` with the text input members the adapter uses.
@MainActor
open class UITextField: UIControl {
  /// Stand-in for `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    /// Editing ended normally.
    case committed
  }

  /// The text.
  open var text: String? = ""
  /// The placeholder.
  open var placeholder: String?
  /// `UITextInputTraits.keyboardType`.
  open var keyboardType = UIKeyboardType.default
  /// `UITextInputTraits.textContentType`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textContentType: UITextContentType!
  /// `UITextInputTraits.autocapitalizationType`.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// `UITextInputTraits.autocorrectionType`.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// `UITextInputTraits.spellCheckingType`.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// `UITextInputTraits.smartQuotesType`.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// `UITextInputTraits.smartDashesType`.
  open var smartDashesType = UITextSmartDashesType.default
  /// `UITextInputTraits.smartInsertDeleteType`.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// The selection (nil when the field does not edit).
  open var selectedTextRange: UITextRange? = UTF16TextRange(UTF16TextPosition(0), UTF16TextPosition(0))
  /// The marked text of an input method (settable here so tests can compose).
  open var markedTextRange: UITextRange?
  /// The start of the text.
  open var beginningOfDocument: UITextPosition { UTF16TextPosition(0) }
  /// The view at the field's leading edge.
  open var leftView: UIView?
  /// When ``leftView`` is shown.
  open var leftViewMode: ViewMode = .never

  /// The distance in UTF-16 code units between two positions.
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    Self.offset(of: toPosition) - Self.offset(of: from)
  }

  /// The position `offset` code units from `position`, or nil outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = Self.offset(of: position) + offset
    guard target >= 0, target <= (text ?? "").utf16.count else { return nil }
    return UTF16TextPosition(target)
  }

  /// The range between two positions.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    guard let lower = fromPosition as? UTF16TextPosition, let upper = toPosition as? UTF16TextPosition else {
      return nil
    }
    return UTF16TextRange(lower, upper)
  }

  private static func offset(of position: UITextPosition) -> Int {
    (position as? UTF16TextPosition)?.offset ?? 0
  }
}

/// Stand-in for `UITextView`.
@MainActor
open class UITextView: UIView {
  /// The text (implicitly unwrapped, as UIKit declares it).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var text: String! = ""
  /// The selection in UTF-16 code units.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The marked text of an input method.
  open var markedTextRange: UITextRange?
  /// The delegate.
  open weak var delegate: (any UITextViewDelegate)?
  /// `UITextInputTraits.keyboardType`.
  open var keyboardType = UIKeyboardType.default
  /// `UITextInputTraits.textContentType`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textContentType: UITextContentType!
  /// `UITextInputTraits.autocapitalizationType`.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// `UITextInputTraits.autocorrectionType`.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// `UITextInputTraits.spellCheckingType`.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// `UITextInputTraits.smartQuotesType`.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// `UITextInputTraits.smartDashesType`.
  open var smartDashesType = UITextSmartDashesType.default
  /// `UITextInputTraits.smartInsertDeleteType`.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
}

/// Stand-in for `UITextFieldDelegate`. Each optional method is a member that is nil unless the conforming
/// type implements it, as `delegate?.method?(…)` sees an optional Objective-C method.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`, when implemented.
  var textField: UITextFieldDelegateTextFieldMethods? { get }
  /// `textFieldShouldBeginEditing(_:)`, when implemented.
  var textFieldShouldBeginEditing: ((UITextField) -> Bool)? { get }
  /// `textFieldDidBeginEditing(_:)`, when implemented.
  var textFieldDidBeginEditing: ((UITextField) -> Void)? { get }
  /// `textFieldShouldEndEditing(_:)`, when implemented.
  var textFieldShouldEndEditing: ((UITextField) -> Bool)? { get }
  /// `textFieldDidEndEditing(_:)` and `textFieldDidEndEditing(_:reason:)`, when implemented.
  var textFieldDidEndEditing: UITextFieldDelegateDidEndEditingMethods? { get }
  /// `textFieldShouldClear(_:)`, when implemented.
  var textFieldShouldClear: ((UITextField) -> Bool)? { get }
  /// `textFieldShouldReturn(_:)`, when implemented.
  var textFieldShouldReturn: ((UITextField) -> Bool)? { get }
  /// `textFieldDidChangeSelection(_:)`, when implemented.
  var textFieldDidChangeSelection: ((UITextField) -> Void)? { get }
}

/// The optional `textField(_:…)` methods of a delegate, callable with their argument labels.
@MainActor
public struct UITextFieldDelegateTextFieldMethods {
  private let shouldChange: (UITextField, NSRange, String) -> Bool

  /// Implements `textField(_:shouldChangeCharactersIn:replacementString:)` with `shouldChange`.
  public init(shouldChange: @escaping (UITextField, NSRange, String) -> Bool) {
    self.shouldChange = shouldChange
  }

  /// Stand-in for `textField(_:shouldChangeCharactersIn:replacementString:)`.
  public func callAsFunction(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { shouldChange(textField, range, string) }
}

/// The optional `textFieldDidEndEditing(_:…)` methods of a delegate, callable with their argument labels.
@MainActor
public struct UITextFieldDelegateDidEndEditingMethods {
  private let didEnd: (UITextField, UITextField.DidEndEditingReason?) -> Void

  /// Implements both variants with `didEnd` (the reason is nil for the variant without one).
  public init(didEnd: @escaping (UITextField, UITextField.DidEndEditingReason?) -> Void) {
    self.didEnd = didEnd
  }

  /// Stand-in for `textFieldDidEndEditing(_:)`.
  public func callAsFunction(_ textField: UITextField) { didEnd(textField, nil) }
  /// Stand-in for `textFieldDidEndEditing(_:reason:)`.
  public func callAsFunction(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    didEnd(textField, reason)
  }
}

extension UITextFieldDelegate {
  /// Not implemented unless the conforming type says otherwise.
  public var textField: UITextFieldDelegateTextFieldMethods? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldShouldBeginEditing: ((UITextField) -> Bool)? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldDidBeginEditing: ((UITextField) -> Void)? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldShouldEndEditing: ((UITextField) -> Bool)? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldDidEndEditing: UITextFieldDelegateDidEndEditingMethods? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldShouldClear: ((UITextField) -> Bool)? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldShouldReturn: ((UITextField) -> Bool)? { nil }
  /// Not implemented unless the conforming type says otherwise.
  public var textFieldDidChangeSelection: ((UITextField) -> Void)? { nil }
}

/// Stand-in for `UITextViewDelegate`.
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {}

/// The optional `textView(_:…)` methods of a delegate, callable with their argument labels.
@MainActor
public struct UITextViewDelegateTextViewMethods {
  /// Stand-in for `textView(_:shouldChangeTextIn:replacementText:)`.
  public func callAsFunction(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
}

extension UITextViewDelegate {
  /// Optional methods the stand-in delegate does not implement.
  public var textView: UITextViewDelegateTextViewMethods? { nil }
  /// Optional method not implemented.
  public var textViewShouldBeginEditing: ((UITextView) -> Bool)? { nil }
  /// Optional method not implemented.
  public var textViewDidBeginEditing: ((UITextView) -> Void)? { nil }
  /// Optional method not implemented.
  public var textViewShouldEndEditing: ((UITextView) -> Bool)? { nil }
  /// Optional method not implemented.
  public var textViewDidEndEditing: ((UITextView) -> Void)? { nil }
  /// Optional method not implemented.
  public var textViewDidChange: ((UITextView) -> Void)? { nil }
  /// Optional method not implemented.
  public var textViewDidChangeSelection: ((UITextView) -> Void)? { nil }
}

extension UITextField {
  /// Stand-in for `UITextField.textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

extension UITextView {
  /// Stand-in for `UITextView.textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// Stand-in for `UIAccessibility`: records posted notifications.
@MainActor
public enum UIAccessibility {
  /// Stand-in for `UIAccessibility.Notification`.
  public struct Notification: Hashable, Sendable {
    let rawValue: UInt32
    /// Stand-in for `.announcement`.
    public static let announcement = Notification(rawValue: 1008)
  }

  /// Every announcement posted, in order.
  public private(set) static var announcementsForTesting: [String] = []

  /// Stand-in for `isVoiceOverRunning`: true unless a test turns it off.
  public static var isVoiceOverRunning = true

  /// Stand-in for `post(notification:argument:)`.
  public static func post(notification: Notification, argument: Any?) {
    if notification == .announcement, let text = argument as? String { announcementsForTesting.append(text) }
  }

  /// Forgets what was posted.
  public static func resetForTesting() { announcementsForTesting = [] }
}

/// Stand-in for `UIPasteboard`.
@MainActor
open class UIPasteboard: NSObject {
  /// The general pasteboard.
  public static let general = UIPasteboard()
  /// The pasteboard's string.
  open var string: String?
}

/// Stand-in for `UILayoutPriority`.
public struct UILayoutPriority: Hashable, Sendable {
  /// The priority's value.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Stand-in for `.defaultLow` (250).
  public static let defaultLow = UILayoutPriority(rawValue: 250)
}

extension UIView {
  /// Stand-in for `setContentCompressionResistancePriority(_:for:)`; only the horizontal axis is recorded.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal { horizontalCompressionResistanceForTesting = priority.rawValue }
  }
}
