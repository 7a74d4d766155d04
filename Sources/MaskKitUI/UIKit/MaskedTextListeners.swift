// input-mask-ios's listener shape, one protocol per view (a protocol with the view as a primary associated
// type would need `any Listener<UITextField>`, which the runtime supports only from iOS 16 / macOS 13).
// The listeners are Objective-C protocols, so that a storyboard can connect the delegates' `listener`
// outlets; the stand-in, which has no Objective-C runtime, declares its own
// (Tests/AppleStandIn/MaskedListenersStandIn.swift).

#if canImport(UIKit) && !os(watchOS) && canImport(ObjectiveC)
  import UIKit

  /// Told by ``MaskedTextFieldDelegate`` after every update whether the mask is filled and what the value is.
  @objc @MainActor public protocol MaskedTextFieldListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value;
    /// optional, as in input-mask-ios.
    @objc optional func textField(
      _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }

  /// input-mask-ios's listener: a `UITextFieldDelegate` that the masked delegate also forwards every
  /// delegate call to (unless `forwardingDelegate` is set), connected as the `listener` outlet.
  @objc @MainActor
  public protocol MaskedTextFieldDelegateListener: UITextFieldDelegate, MaskedTextFieldListener {}

  /// Told by ``MaskedTextViewDelegate`` after every update whether the mask is filled and what the value is.
  @objc @MainActor public protocol MaskedTextViewListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value;
    /// optional, as in input-mask-ios.
    @objc optional func textView(
      _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }

  /// input-mask-ios's text view listener: a `UITextViewDelegate` that the masked delegate also forwards
  /// every delegate call to (unless `forwardingDelegate` is set), connected as the `listener` outlet.
  @objc @MainActor
  public protocol MaskedTextViewDelegateListener: UITextViewDelegate, MaskedTextViewListener {}
#endif
