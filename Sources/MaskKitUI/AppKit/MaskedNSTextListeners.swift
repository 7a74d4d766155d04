// input-mask-ios's listener shape for the AppKit delegates, one Objective-C protocol per view as on UIKit
// (../UIKit/MaskedTextListeners.swift says why; the stand-in declares its own).

#if canImport(AppKit) && !targetEnvironment(macCatalyst) && canImport(ObjectiveC)
  import AppKit

  /// Told by ``MaskedNSTextFieldDelegate`` after every update whether the mask is filled and what the value is.
  @objc @MainActor public protocol MaskedNSTextFieldListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value;
    /// optional, as in input-mask-ios.
    @objc optional func textField(
      _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }

  /// Told by ``MaskedNSTextViewDelegate`` after every update whether the mask is filled and what the value is.
  @objc @MainActor public protocol MaskedNSTextViewListener: AnyObject {
    /// Called after every update the delegate shows, with its completeness and extracted value;
    /// optional, as in input-mask-ios.
    @objc optional func textView(
      _ textView: NSTextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
  }
#endif
