/// Stand-in for `UITextInput`: what `UITextField` and `UITextView` have in common (input-mask-ios's
/// `MaskedTextInputListener` tells its listener about either as one).
@MainActor
public protocol UITextInput: AnyObject {}

extension UITextField: UITextInput {}

extension UITextView: UITextInput {}

// input-mask-ios 7's `UITextInput` extension (Sources/MaskKitUI/UIKit/UITextInput+InputMask.swift, which the
// stand-in check leaves out: it needs the text ranges of the real protocol), over the stand-in views.
extension UITextInput {
  /// The whole text of the view.
  public var allText: String {
    get {
      if let field = self as? UITextField { return field.text ?? "" }
      return (self as? UITextView)?.text ?? ""
    }
    set {
      if let field = self as? UITextField { field.text = newValue }
      (self as? UITextView)?.text = newValue
    }
  }

  /// The caret's offset (UTF-16 in the stand-in views).
  public var caretPosition: Int {
    get {
      if let field = self as? UITextField, let range = field.selectedTextRange {
        return field.offset(from: field.beginningOfDocument, to: range.start)
      }
      return (self as? UITextView)?.selectedRange.location ?? 0
    }
    set {
      if let field = self as? UITextField,
        let position = field.position(from: field.beginningOfDocument, offset: newValue)
      {
        field.selectedTextRange = field.textRange(from: position, to: position)
      }
      (self as? UITextView)?.selectedRange = NSRange(location: newValue, length: 0)
    }
  }
}
