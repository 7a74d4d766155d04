// Test-only stand-ins for the AppKit declarations the AppKit adapter uses (documented signatures; optional
// protocol methods are modelled as members that are nil, as for a delegate that does not implement them).

/// Stand-in for `NSResponder`.
@MainActor
open class NSResponder: NSObject {
  /// The undo manager the responder chain offers (settable here so tests can provide one).
  open var undoManager: UndoManager?
}

/// Stand-in for `NSRect`.
public typealias NSRect = CGRect

/// Stand-in for `NSView` with its initializers and the accessibility setters the adapter uses.
@MainActor
open class NSView: NSResponder {
  /// Stand-in for `init(frame:)`.
  public init(frame frameRect: NSRect) { super.init() }

  /// Stand-in for `init(coder:)`, which a storyboard calls.
  public required init?(coder: NSCoder) { super.init() }

  /// Stand-in for the inherited `init()`: `init(frame: .zero)`.
  public convenience override init() { self.init(frame: .zero) }

  /// The last accessibility value set.
  public private(set) var accessibilityValueForTesting: Any?
  /// The last accessibility help set.
  public private(set) var accessibilityHelpForTesting: String?
  /// The last accessibility label set.
  public private(set) var accessibilityLabelForTesting: String?
  /// The horizontal compression resistance last set (AppKit's default is 750).
  public private(set) var horizontalCompressionResistanceForTesting: Float = 750

  /// Stand-in for `setContentCompressionResistancePriority(_:for:)`; only the horizontal orientation is
  /// recorded.
  open func setContentCompressionResistancePriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) {
    if orientation == .horizontal { horizontalCompressionResistanceForTesting = priority.rawValue }
  }

  /// Sets what assistive technologies read as the element's name.
  open func setAccessibilityLabel(_ accessibilityLabel: String?) {
    accessibilityLabelForTesting = accessibilityLabel
  }

  /// Sets what assistive technologies read as the value.
  open func setAccessibilityValue(_ accessibilityValue: Any?) {
    accessibilityValueForTesting = accessibilityValue
  }
  /// Sets what assistive technologies read as help.
  open func setAccessibilityHelp(_ accessibilityHelp: String?) {
    accessibilityHelpForTesting = accessibilityHelp
  }
}

/// Stand-in for `NSText`, the field editor's superclass.
@MainActor
open class NSText: NSView {
  /// The text.
  open var string = ""
  /// The selection in UTF-16 code units.
  open var selectedRange = NSRange(location: 0, length: 0)
}

/// Stand-in for `NSTextView`.
@MainActor
open class NSTextView: NSText {
  /// Whether the view keeps its own undo stack.
  open var allowsUndo = true
  /// Whether an input method holds marked text (settable here so tests can compose).
  public var markedTextForTesting = false

  /// Whether an input method holds marked text (`NSTextInputClient`).
  open func hasMarkedText() -> Bool { markedTextForTesting }
  /// The delegate.
  open weak var delegate: (any NSTextViewDelegate)?
  /// Whether straight quotes become smart quotes as they are typed.
  open var isAutomaticQuoteSubstitutionEnabled = true
  /// Whether double hyphens become dashes as they are typed.
  open var isAutomaticDashSubstitutionEnabled = true
  /// Whether the system's text replacements apply as text is typed.
  open var isAutomaticTextReplacementEnabled = true
  /// Whether misspelled words are corrected as they are typed.
  open var isAutomaticSpellingCorrectionEnabled = true
  /// Whether spelling is checked as text is typed.
  open var isContinuousSpellCheckingEnabled = true
  /// Whether spaces are added and removed around pasted and deleted words.
  open var smartInsertDeleteEnabled = true
  /// `NSTextContent.contentType` (macOS 11).
  open var contentType: NSTextContentType?

  /// The selection (`NSTextInputClient`), which shares its name with `NSText.selectedRange`.
  open func selectedRange() -> NSRange { (self as NSText).selectedRange }
  /// Selects `charRange`.
  open func setSelectedRange(_ charRange: NSRange) { (self as NSText).selectedRange = charRange }
}

/// Stand-in for `NSControl`.
@MainActor
open class NSControl: NSView {
  /// The control's text.
  open var stringValue = ""
}

/// Stand-in for `NSTextField`.
@MainActor
open class NSTextField: NSControl {
  /// The delegate.
  open weak var delegate: (any NSTextFieldDelegate)?
  /// The placeholder.
  open var placeholderString: String?
  /// `NSTextContent.contentType` (macOS 11).
  open var contentType: NSTextContentType?
  /// Whether the field completes words as they are typed.
  open var isAutomaticTextCompletionEnabled = true
  /// The field editor while the field is edited (settable here so tests can edit).
  public var editorForTesting: NSText?

  /// The field editor while the field is edited.
  open func currentEditor() -> NSText? { editorForTesting }
}

/// Stand-in for `NSControlTextEditingDelegate`.
@MainActor
public protocol NSControlTextEditingDelegate: NSObjectProtocol {}

/// Stand-in for `NSTextFieldDelegate`.
@MainActor
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// The optional `control(_:…)` methods of a delegate, callable with their argument labels.
@MainActor
public struct NSControlTextEditingDelegateControlMethods {
  /// Stand-in for `control(_:textView:doCommandBy:)`.
  public func callAsFunction(
    _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
  )
    -> Bool
  { false }
  /// Stand-in for `control(_:textShouldBeginEditing:)`.
  public func callAsFunction(_ control: NSControl, textShouldBeginEditing fieldEditor: NSText) -> Bool {
    true
  }
  /// Stand-in for `control(_:textShouldEndEditing:)`.
  public func callAsFunction(_ control: NSControl, textShouldEndEditing fieldEditor: NSText) -> Bool { true }
}

extension NSControlTextEditingDelegate {
  /// Optional methods the stand-in delegate does not implement.
  public var control: NSControlTextEditingDelegateControlMethods? { nil }
  /// Optional method not implemented.
  public var controlTextDidBeginEditing: ((Notification) -> Void)? { nil }
  /// Optional method not implemented.
  public var controlTextDidChange: ((Notification) -> Void)? { nil }
  /// Optional method not implemented.
  public var controlTextDidEndEditing: ((Notification) -> Void)? { nil }
}

extension NSControl {
  /// Stand-in for `NSControl.textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
}

/// Stand-in for `NSAccessibilityPriorityLevel`.
public enum NSAccessibilityPriorityLevel: Int, Sendable {
  /// Announced at once.
  case high = 90
}

/// Stand-in for `NSAccessibility`: records posted announcements.
@MainActor
public enum NSAccessibility {
  /// Stand-in for `NSAccessibility.Notification`.
  public struct Notification: Hashable, Sendable {
    let rawValue: String
    /// Stand-in for `.announcementRequested`.
    public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
  }

  /// Stand-in for `NSAccessibility.NotificationUserInfoKey`.
  public struct NotificationUserInfoKey: Hashable, Sendable {
    let rawValue: String
    /// The announced text.
    public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
    /// How urgent the announcement is.
    public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
  }

  /// Every announcement posted, in order.
  public private(set) static var announcementsForTesting: [String] = []

  /// Stand-in for `post(element:notification:userInfo:)`.
  public static func post(element: Any, notification: Notification, userInfo: [NotificationUserInfoKey: Any]?)
  {
    if notification == .announcementRequested, let text = userInfo?[.announcement] as? String {
      announcementsForTesting.append(text)
    }
  }

  /// Forgets what was posted.
  public static func resetForTesting() { announcementsForTesting = [] }
}

/// Stand-in for `NSWorkspace`: whether VoiceOver is on (true unless a test turns it off).
@MainActor
public final class NSWorkspace {
  /// Stand-in for `NSWorkspace.shared`.
  public static let shared = NSWorkspace()
  /// Stand-in for `isVoiceOverEnabled`.
  public var isVoiceOverEnabled = true
}

/// Stand-in for `NSPasteboard`.
@MainActor
open class NSPasteboard: NSObject {
  /// Stand-in for `NSPasteboard.PasteboardType`.
  public struct PasteboardType: Hashable, Sendable {
    let rawValue: String
    /// Plain text.
    public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
  }

  /// The general pasteboard.
  public static let general = NSPasteboard()
  /// The strings on the pasteboard (for tests).
  public private(set) var stringsForTesting: [PasteboardType: String] = [:]

  /// Stand-in for `clearContents()`; returns the change count.
  @discardableResult open func clearContents() -> Int {
    stringsForTesting = [:]
    return 0
  }

  /// Stand-in for `setString(_:forType:)`.
  @discardableResult open func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
    stringsForTesting[dataType] = string
    return true
  }
}

/// Stand-in for `NSTextDelegate`. Each optional method is a member that is nil unless the conforming type
/// implements it, as `delegate?.method?(…)` sees an optional Objective-C method.
@MainActor
public protocol NSTextDelegate: NSObjectProtocol {
  /// `textDidBeginEditing(_:)`, when implemented.
  var textDidBeginEditing: ((Notification) -> Void)? { get }
  /// `textDidChange(_:)`, when implemented.
  var textDidChange: ((Notification) -> Void)? { get }
  /// `textDidEndEditing(_:)`, when implemented.
  var textDidEndEditing: ((Notification) -> Void)? { get }
}

/// Stand-in for `NSTextViewDelegate`.
@MainActor
public protocol NSTextViewDelegate: NSTextDelegate {
  /// `textView(_:shouldChangeTextIn:replacementString:)`, when implemented.
  var textView: NSTextViewDelegateTextViewMethods? { get }
  /// `textViewDidChangeSelection(_:)`, when implemented.
  var textViewDidChangeSelection: ((Notification) -> Void)? { get }
}

/// The optional `textView(_:…)` methods of a delegate, callable with their argument labels.
@MainActor
public struct NSTextViewDelegateTextViewMethods {
  private let shouldChange: (NSTextView, NSRange, String?) -> Bool

  /// Implements `textView(_:shouldChangeTextIn:replacementString:)` with `shouldChange`.
  public init(shouldChange: @escaping (NSTextView, NSRange, String?) -> Bool) {
    self.shouldChange = shouldChange
  }

  /// Stand-in for `textView(_:shouldChangeTextIn:replacementString:)`.
  public func callAsFunction(
    _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
  ) -> Bool { shouldChange(textView, affectedCharRange, replacementString) }
}

extension NSTextDelegate {
  /// Not implemented unless the conforming type says otherwise.
  public var textDidBeginEditing: ((Notification) -> Void)? { nil }
  /// Optional method not implemented.
  public var textDidChange: ((Notification) -> Void)? { nil }
  /// Optional method not implemented.
  public var textDidEndEditing: ((Notification) -> Void)? { nil }
}

extension NSTextViewDelegate {
  /// `textView(_:shouldChangeTextIn:replacementString:)`, not implemented unless the type says otherwise.
  public var textView: NSTextViewDelegateTextViewMethods? { nil }
  /// Optional method not implemented.
  public var textViewDidChangeSelection: ((Notification) -> Void)? { nil }
}

extension NSText {
  /// Stand-in for `NSText.didChangeNotification`.
  public static let didChangeNotification = Notification.Name("NSTextDidChangeNotification")
}

/// Stand-in for `NSLayoutConstraint`, for its nested types (UIKit's `Axis`, AppKit's `Orientation` and
/// `Priority`).
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Stand-in for UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// Stand-in for AppKit's `NSLayoutConstraint.Orientation`.
  public enum Orientation: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// Stand-in for AppKit's `NSLayoutConstraint.Priority`.
  public struct Priority: Hashable, Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Stand-in for `.defaultLow` (250).
    public static let defaultLow = Priority(rawValue: 250)
  }
}

/// Stand-in for `NSTextContentType`, with the constant MaskKit maps to.
public struct NSTextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A one-time code.
  public static let oneTimeCode = Self(rawValue: "one-time-code")
}
