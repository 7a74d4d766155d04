import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// input-mask-ios 7's listener of a ``TextViewListener``: told after every update of the text view it
  /// masks what the value is, whether the mask is filled and what the rest of the mask looks like.
  @MainActor
  public protocol OnMaskedTextViewChangedListener: AnyObject {
    /// Called after every update with the extracted value, whether the mask is filled and the tail
    /// placeholder.
    func textView(
      _ textView: NSTextView, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String)
  }
#endif
