#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// input-mask-ios's listener of a ``MaskedTextInputListener``: told after every update of the text field
  /// or text view it masks what the value is and whether the mask is filled.
  ///
  /// Implement either method (input-mask-ios 4–6 had the first, 7 the second); the one with the tail
  /// placeholder calls the other unless it is implemented itself.
  @MainActor
  public protocol OnMaskedTextChangedListener: AnyObject {
    /// Called after every update with the extracted value and whether the mask is filled.
    func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool)
    /// Called after every update with the extracted value, whether the mask is filled and what the rest of
    /// the mask looks like after the text.
    func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String)
  }

  extension OnMaskedTextChangedListener {
    /// Does nothing unless implemented.
    public func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool
    ) {}

    /// Calls ``textInput(_:didExtractValue:didFillMandatoryCharacters:)`` unless implemented.
    public func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String
    ) {
      self.textInput(textInput, didExtractValue: value, didFillMandatoryCharacters: complete)
    }
  }
#endif
