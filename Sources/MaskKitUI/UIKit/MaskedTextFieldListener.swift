#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

// input-mask-ios's listener shape, one protocol per view (a protocol with the view as a primary associated
// type would need `any Listener<UITextField>`, which the runtime supports only from iOS 16 / macOS 13).
// On Apple platforms the listeners are Objective-C protocols, so that a storyboard can connect the
// delegates' `listener` outlets (the stand-in has no Objective-C runtime).

#if canImport(UIKit) && !os(watchOS)
  /// Told by ``MaskedTextFieldDelegate`` after every update whether the mask is filled and what the value is.
  #if canImport(ObjectiveC)
    @objc
  #endif
  @MainActor
  public protocol MaskedTextFieldListener: AnyObject {
    #if !canImport(ObjectiveC)
      /// Called after every update the delegate shows, with its completeness and extracted value.
      func textField(
        _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
    #else
      /// Called after every update the delegate shows, with its completeness and extracted value;
      /// optional, as in input-mask-ios.
      @objc optional func textField(
        _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
    #endif
  }

  #if !canImport(ObjectiveC)
    // The stand-in has no Objective-C optional requirements: the callback is a requirement that does
    // nothing unless implemented.
    extension MaskedTextFieldListener {
      /// Does nothing unless implemented.
      public func textField(
        _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {}
    }
  #endif
#endif
