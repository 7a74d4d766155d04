#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  /// Told by ``MaskedNSTextFieldDelegate`` after every update whether the mask is filled and what the value is.
  #if canImport(ObjectiveC)
    @objc
  #endif
  @MainActor
  public protocol MaskedNSTextFieldListener: AnyObject {
    #if !canImport(ObjectiveC)
      /// Called after every update the delegate shows, with its completeness and extracted value.
      func textField(
        _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
    #else
      /// Called after every update the delegate shows, with its completeness and extracted value;
      /// optional, as in input-mask-ios.
      @objc optional func textField(
        _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
    #endif
  }

  #if !canImport(ObjectiveC)
    // The stand-in has no Objective-C optional requirements: the callback is a requirement that does
    // nothing unless implemented.
    extension MaskedNSTextFieldListener {
      /// Does nothing unless implemented.
      public func textField(
        _ textField: NSTextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
      ) {}
    }
  #endif
#endif
