#if MASKKIT_STANDIN
  import AppleStandIn
#elseif canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
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
#endif
