#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
  /// Told by ``MaskedTextViewDelegate`` after every update whether the mask is filled and what the value is.
  #if canImport(ObjectiveC)
    @objc
  #endif
  @MainActor
  public protocol MaskedTextViewListener: AnyObject {
    #if !canImport(ObjectiveC)
      /// Called after every update the delegate shows, with its completeness and extracted value.
      func textView(
        _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
    #else
      /// Called after every update the delegate shows, with its completeness and extracted value;
      /// optional, as in input-mask-ios.
      @objc optional func textView(
        _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
    #endif
  }

  #if !canImport(ObjectiveC)
    // The stand-in has no Objective-C optional requirements: the callback is a requirement that does
    // nothing unless implemented.
    extension MaskedTextViewListener {
      /// Does nothing unless implemented.
      public func textView(
        _ textView: UITextView, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {}
    }
  #endif
#endif
