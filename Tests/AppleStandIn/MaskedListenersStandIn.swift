// Stand-ins for MaskKitUI's listener protocols, which on Apple platforms are Objective-C protocols with an
// optional requirement (Sources/MaskKitUI/UIKit/MaskedTextListeners.swift and
// Sources/MaskKitUI/AppKit/MaskedNSTextListeners.swift), so that a storyboard can connect the delegates'
// `listener` outlets; optional requirements need the Objective-C runtime, which the stand-in does not
// have. Here each callback is a requirement that does nothing unless implemented, and the delegates reach
// it as they reach the optional requirement, `listener?.textField?(…)`, through a member of the same name
// that is never nil.

/// Calls a listener's callback with its argument labels (`listener.textField?(field, didFill…)`).
@MainActor
public struct MaskedListenerCallback<View> {
  private let call: (View, Bool, String) -> Void

  init(_ call: @escaping (View, Bool, String) -> Void) {
    self.call = call
  }

  /// Calls the listener's callback.
  public func callAsFunction(
    _ view: View, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
  ) {
    call(view, complete, value)
  }
}

/// Stand-in for `MaskedTextFieldListener`.
@MainActor
public protocol MaskedTextFieldListener: AnyObject {
  /// Called after every update the delegate shows, with its completeness and extracted value.
  func textField(
    _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
}

extension MaskedTextFieldListener {
  /// Does nothing unless implemented.
  public func textField(
    _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
  ) {}

  /// The callback, as the delegates call the optional requirement.
  public var textField: MaskedListenerCallback<UITextField>? {
    MaskedListenerCallback { [self] in textField($0, didFillMandatoryCharacters: $1, didExtractValue: $2) }
  }
}

/// Stand-in for `MaskedTextViewListener`.
@MainActor
public protocol MaskedTextViewListener: AnyObject {
  /// Called after every update the delegate shows, with its completeness and extracted value.
  func textView(
    _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
}

extension MaskedTextViewListener {
  /// Does nothing unless implemented.
  public func textView(
    _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
  ) {}

  /// The callback, as the delegates call the optional requirement.
  public var textView: MaskedListenerCallback<UITextView>? {
    MaskedListenerCallback { [self] in textView($0, didFillMandatoryCharacters: $1, didExtractValue: $2) }
  }
}

/// Stand-in for `MaskedTextFieldDelegateListener`.
@MainActor
public protocol MaskedTextFieldDelegateListener: UITextFieldDelegate, MaskedTextFieldListener {}

/// Stand-in for `MaskedTextViewDelegateListener`.
@MainActor
public protocol MaskedTextViewDelegateListener: UITextViewDelegate, MaskedTextViewListener {}

/// Stand-in for `MaskedNSTextFieldListener`.
@MainActor
public protocol MaskedNSTextFieldListener: AnyObject {
  /// Called after every update the delegate shows, with its completeness and extracted value.
  func textField(
    _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
}

extension MaskedNSTextFieldListener {
  /// Does nothing unless implemented.
  public func textField(
    _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
  ) {}

  /// The callback, as the delegates call the optional requirement.
  public var textField: MaskedListenerCallback<NSTextField>? {
    MaskedListenerCallback { [self] in textField($0, didFillMandatoryCharacters: $1, didExtractValue: $2) }
  }
}

/// Stand-in for `MaskedNSTextViewListener`.
@MainActor
public protocol MaskedNSTextViewListener: AnyObject {
  /// Called after every update the delegate shows, with its completeness and extracted value.
  func textView(
    _ textView: NSTextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
}

extension MaskedNSTextViewListener {
  /// Does nothing unless implemented.
  public func textView(
    _ textView: NSTextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
  ) {}

  /// The callback, as the delegates call the optional requirement.
  public var textView: MaskedListenerCallback<NSTextView>? {
    MaskedListenerCallback { [self] in textView($0, didFillMandatoryCharacters: $1, didExtractValue: $2) }
  }
}
