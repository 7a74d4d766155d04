import MaskKit

/// input-mask-ios's listener shape: told after every update whether the mask is filled and what the
/// value is. `Field` is the view (`UITextField`, `UITextView`, `NSTextField`).
@MainActor
public protocol MaskedTextFieldListener<Field>: AnyObject {
  /// The view the delegate masks.
  associatedtype Field
  /// Called after every update the delegate shows, with its completeness and extracted value.
  func textField(_ textField: Field, didFillMandatoryCharacters complete: Bool, didExtractValue value: String)
}
