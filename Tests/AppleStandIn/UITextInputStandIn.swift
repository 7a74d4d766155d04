/// Stand-in for `UITextInput`: what `UITextField` and `UITextView` have in common (input-mask-ios's
/// `MaskedTextInputListener` tells its listener about either as one).
@MainActor
public protocol UITextInput: AnyObject {}

extension UITextField: UITextInput {}

extension UITextView: UITextInput {}
