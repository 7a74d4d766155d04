import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#else
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif
  #if canImport(AppKit) && os(macOS)
    import AppKit
  #endif
#endif

// input-mask-ios's listener shape, one protocol per view (a protocol with the view as a primary associated
// type would need `any Listener<UITextField>`, which the runtime supports only from iOS 16 / macOS 13).

// On Apple platforms the listeners are Objective-C protocols, so that a storyboard can connect the
// delegates' `listener` outlets (the stand-in has no Objective-C runtime).

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
  /// Told by ``MaskedTextFieldDelegate`` after every update whether the mask is filled and what the value is.
  #if !MASKKIT_STANDIN
    @objc
  #endif
  @MainActor
  public protocol MaskedTextFieldListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value.
    func textField(
      _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }

  /// Told by ``MaskedTextViewDelegate`` after every update whether the mask is filled and what the value is.
  #if !MASKKIT_STANDIN
    @objc
  #endif
  @MainActor
  public protocol MaskedTextViewListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value.
    func textView(
      _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }

  /// input-mask-ios's listener: a `UITextFieldDelegate` that the masked delegate also forwards every
  /// delegate call to (unless `forwardingDelegate` is set), connected as the `listener` outlet.
  #if !MASKKIT_STANDIN
    @objc
  #endif
  @MainActor
  public protocol MaskedTextFieldDelegateListener: UITextFieldDelegate, MaskedTextFieldListener {}

  /// input-mask-ios's text view listener: a `UITextViewDelegate` that the masked delegate also forwards
  /// every delegate call to (unless `forwardingDelegate` is set), connected as the `listener` outlet.
  #if !MASKKIT_STANDIN
    @objc
  #endif
  @MainActor
  public protocol MaskedTextViewDelegateListener: UITextViewDelegate, MaskedTextViewListener {}
#endif

#if MASKKIT_STANDIN || (canImport(AppKit) && os(macOS))
  /// Told by ``MaskedNSTextFieldDelegate`` after every update whether the mask is filled and what the value is.
  #if !MASKKIT_STANDIN
    @objc
  #endif
  @MainActor
  public protocol MaskedNSTextFieldListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value.
    func textField(
      _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }

  /// Told by ``MaskedNSTextViewDelegate`` after every update whether the mask is filled and what the value is.
  #if !MASKKIT_STANDIN
    @objc
  #endif
  @MainActor
  public protocol MaskedNSTextViewListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value.
    func textView(
      _ textView: NSTextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }
#endif
