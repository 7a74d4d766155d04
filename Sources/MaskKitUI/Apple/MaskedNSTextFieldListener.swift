#if MASKKIT_STANDIN
  import AppleStandIn
#elseif canImport(AppKit) && os(macOS)
  import AppKit
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
#endif
