import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
  /// input-mask-ios's one delegate for any text input: connect it as the `delegate` of a `UITextField` or
  /// a `UITextView` (an Interface Builder Object with inspectable formats, like the delegates).
  ///
  /// It hands the field's calls to ``fieldDelegate`` and the view's to ``viewDelegate``, which share its
  /// formats; one listener masks one view.
  @MainActor
  public final class MaskedTextInputListener: NSObject, UITextFieldDelegate, UITextViewDelegate {
    /// The delegate that masks a text field.
    public let fieldDelegate = MaskedTextFieldDelegate()
    /// The delegate that masks a text view.
    public let viewDelegate = MaskedTextViewDelegate()

    /// Creates a listener that leaves text as it is until a format is set.
    public override init() {
      super.init()
    }

    /// The primary format, such as `+1 ([000]) [000]-[0000]`.
    @IBInspectable public var primaryMaskFormat: String {
      get { fieldDelegate.primaryMaskFormat }
      set {
        fieldDelegate.primaryMaskFormat = newValue
        viewDelegate.primaryMaskFormat = newValue
      }
    }

    /// Whether typing at the end appends the literals that follow.
    @IBInspectable public var autocomplete: Bool {
      get { fieldDelegate.autocomplete }
      set {
        fieldDelegate.autocomplete = newValue
        viewDelegate.autocomplete = newValue
      }
    }

    /// Whether an empty view shows the mask's leading literals when editing begins.
    @IBInspectable public var autocompleteOnFocus: Bool {
      get { fieldDelegate.autocompleteOnFocus }
      set {
        fieldDelegate.autocompleteOnFocus = newValue
        viewDelegate.autocompleteOnFocus = newValue
      }
    }

    /// Whether the formats fill from the end of the text.
    @IBInspectable public var rightToLeft: Bool {
      get { fieldDelegate.rightToLeft }
      set {
        fieldDelegate.rightToLeft = newValue
        viewDelegate.rightToLeft = newValue
      }
    }

    /// The affine formats.
    public var affineFormats: [String] {
      get { fieldDelegate.affineFormats }
      set {
        fieldDelegate.affineFormats = newValue
        viewDelegate.affineFormats = newValue
      }
    }

    /// The custom symbols the formats may use in `[]` blocks.
    public var customNotations: [Notation] {
      get { fieldDelegate.customNotations }
      set {
        fieldDelegate.customNotations = newValue
        viewDelegate.customNotations = newValue
      }
    }

    /// Called after every update either delegate shows.
    public var onUpdate: ((TextFieldUpdate) -> Void)? {
      didSet {
        fieldDelegate.onUpdate = onUpdate
        viewDelegate.onUpdate = onUpdate
      }
    }

    /// Handled by ``fieldDelegate``.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      fieldDelegate.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }

    /// Handled by ``fieldDelegate``.
    public func textFieldDidChangeSelection(_ textField: UITextField) {
      fieldDelegate.textFieldDidChangeSelection(textField)
    }

    /// Handled by ``fieldDelegate``.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
      fieldDelegate.textFieldDidBeginEditing(textField)
    }

    /// Handled by ``fieldDelegate``.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
      fieldDelegate.textFieldShouldClear(textField)
    }

    /// Handled by ``viewDelegate``.
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      viewDelegate.textView(textView, shouldChangeTextIn: range, replacementText: text)
    }

    /// Handled by ``viewDelegate``.
    public func textViewDidChange(_ textView: UITextView) {
      viewDelegate.textViewDidChange(textView)
    }

    /// Handled by ``viewDelegate``.
    public func textViewDidChangeSelection(_ textView: UITextView) {
      viewDelegate.textViewDidChangeSelection(textView)
    }

    /// Handled by ``viewDelegate``.
    public func textViewDidBeginEditing(_ textView: UITextView) {
      viewDelegate.textViewDidBeginEditing(textView)
    }
  }
#endif
