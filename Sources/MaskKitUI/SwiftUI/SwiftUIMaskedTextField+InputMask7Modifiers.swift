import MaskKit

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  // input-mask-ios 7's modifiers of `MaskedTextField`: each sets a property of the text field, after the
  // mask's field traits and the settings before it. (Left out of the Linux stand-in check, whose UIKit
  // stand-in has few of these properties; the Apple SDK type-check holds them.)

  extension MaskedTextField {
    /// The text's color.
    public func textColor(_ color: UIColor) -> MaskedTextField {
      settingTextField { $0.textColor = color }
    }

    /// The text's font.
    public func fontFromUIFont(_ font: UIFont) -> MaskedTextField {
      settingTextField { $0.font = font }
    }

    /// The text's alignment (input-mask-ios's spelling).
    public func textAlignement(_ alignment: NSTextAlignment) -> MaskedTextField {
      settingTextField { $0.textAlignment = alignment }
    }

    /// The field's border.
    public func borderStyle(_ borderStyle: UITextField.BorderStyle) -> MaskedTextField {
      settingTextField { $0.borderStyle = borderStyle }
    }

    /// The caret's and selection's color.
    public func tintColor(_ tintColor: UIColor) -> MaskedTextField {
      settingTextField { $0.tintColor = tintColor }
    }

    /// Whether editing begins by emptying the field.
    public func clearsOnBeginEditing(_ clearsOnBeginEditing: Bool) -> MaskedTextField {
      settingTextField { $0.clearsOnBeginEditing = clearsOnBeginEditing }
    }

    /// Whether inserting text replaces the field's text.
    public func clearsOnInsertion(_ clearsOnInsertion: Bool) -> MaskedTextField {
      settingTextField { $0.clearsOnInsertion = clearsOnInsertion }
    }

    /// Whether the font shrinks to fit the text.
    public func adjustsFontSizeToFitWidth(_ adjustsFontSizeToFitWidth: Bool) -> MaskedTextField {
      settingTextField { $0.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth }
    }

    /// The smallest font size when it shrinks to fit.
    public func minimumFontSize(_ minimumFontSize: CGFloat) -> MaskedTextField {
      settingTextField { $0.minimumFontSize = minimumFontSize }
    }

    /// The field's background image.
    public func backgroundImage(_ background: UIImage) -> MaskedTextField {
      settingTextField { $0.background = background }
    }

    /// The background image of a disabled field.
    public func disabledBackgroundImage(_ disabledBackground: UIImage) -> MaskedTextField {
      settingTextField { $0.disabledBackground = disabledBackground }
    }

    /// When the clear button shows (MaskKit's delegate empties the field through the editing model).
    public func clearButtonMode(_ clearButtonMode: UITextField.ViewMode) -> MaskedTextField {
      settingTextField { $0.clearButtonMode = clearButtonMode }
    }

    /// A view at the field's leading edge.
    public func leftView(_ leftView: UIView) -> MaskedTextField {
      settingTextField { $0.leftView = leftView }
    }

    /// When the leading view shows.
    public func leftViewMode(_ leftViewMode: UITextField.ViewMode) -> MaskedTextField {
      settingTextField { $0.leftViewMode = leftViewMode }
    }

    /// A view at the field's trailing edge.
    public func rightView(_ rightView: UIView) -> MaskedTextField {
      settingTextField { $0.rightView = rightView }
    }

    /// When the trailing view shows.
    public func rightViewMode(_ rightViewMode: UITextField.ViewMode) -> MaskedTextField {
      settingTextField { $0.rightViewMode = rightViewMode }
    }

    /// A view shown instead of the keyboard.
    public func inputView(_ inputView: UIView) -> MaskedTextField {
      settingTextField { $0.inputView = inputView }
    }

    /// A view above the keyboard.
    public func inputAccessoryView(_ inputAccessoryView: UIView) -> MaskedTextField {
      settingTextField { $0.inputAccessoryView = inputAccessoryView }
    }

    /// Whether the field takes touches.
    public func isUserInteractionEnabled(_ isUserInteractionEnabled: Bool) -> MaskedTextField {
      settingTextField { $0.isUserInteractionEnabled = isUserInteractionEnabled }
    }

    /// The keyboard's capitals (set after the mask's field traits).
    public func autocapitalizationType(_ autocapitalizationType: UITextAutocapitalizationType)
      -> MaskedTextField
    {
      settingTextField { $0.autocapitalizationType = autocapitalizationType }
    }

    /// Autocorrection (set after the mask's field traits, which turn it off).
    public func autocorrectionType(_ autocorrectionType: UITextAutocorrectionType) -> MaskedTextField {
      settingTextField { $0.autocorrectionType = autocorrectionType }
    }

    /// Spell checking.
    public func spellCheckingType(_ spellCheckingType: UITextSpellCheckingType) -> MaskedTextField {
      settingTextField { $0.spellCheckingType = spellCheckingType }
    }

    /// Smart quotes.
    public func smartQuotesType(_ smartQuotesType: UITextSmartQuotesType) -> MaskedTextField {
      settingTextField { $0.smartQuotesType = smartQuotesType }
    }

    /// Smart dashes.
    public func smartDashesType(_ smartDashesType: UITextSmartDashesType) -> MaskedTextField {
      settingTextField { $0.smartDashesType = smartDashesType }
    }

    /// Smart insertion and deletion of spaces.
    public func smartInsertDeleteType(_ smartInsertDeleteType: UITextSmartInsertDeleteType) -> MaskedTextField
    {
      settingTextField { $0.smartInsertDeleteType = smartInsertDeleteType }
    }

    /// The keyboard (set after the mask's field traits).
    public func keyboardType(_ keyboardType: UIKeyboardType) -> MaskedTextField {
      settingTextField { $0.keyboardType = keyboardType }
    }

    /// The keyboard's appearance.
    public func keyboardAppearance(_ keyboardAppearance: UIKeyboardAppearance) -> MaskedTextField {
      settingTextField { $0.keyboardAppearance = keyboardAppearance }
    }

    /// The return key's title.
    public func returnKeyType(_ returnKeyType: UIReturnKeyType) -> MaskedTextField {
      settingTextField { $0.returnKeyType = returnKeyType }
    }

    /// Whether the return key is enabled only when there is text.
    public func enablesReturnKeyAutomatically(_ enablesReturnKeyAutomatically: Bool) -> MaskedTextField {
      settingTextField { $0.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically }
    }

    /// Whether the text is hidden.
    public func isSecureTextEntry(_ isSecureTextEntry: Bool) -> MaskedTextField {
      settingTextField { $0.isSecureTextEntry = isSecureTextEntry }
    }

    /// The AutoFill content type (set after the mask's field traits).
    public func textContentType(_ textContentType: UITextContentType) -> MaskedTextField {
      settingTextField { $0.textContentType = textContentType }
    }

    /// The rules of a generated password.
    public func passwordRules(_ passwordRules: UITextInputPasswordRules) -> MaskedTextField {
      settingTextField { $0.passwordRules = passwordRules }
    }

    /// How much the field resists growing taller than its content.
    public func contentHuggingPriorityVertical(_ contentHuggingPriorityVertical: UILayoutPriority)
      -> MaskedTextField
    {
      settingTextField { $0.setContentHuggingPriority(contentHuggingPriorityVertical, for: .vertical) }
    }

    /// How much the field resists growing wider than its content.
    public func contentHuggingPriorityHorizontal(_ contentHuggingPriorityHorizontal: UILayoutPriority)
      -> MaskedTextField
    {
      settingTextField { $0.setContentHuggingPriority(contentHuggingPriorityHorizontal, for: .horizontal) }
    }

    /// How much the field resists growing narrower than its content.
    public func contentCompressionResistancePriorityHorizontal(
      _ contentCompressionResistancePriorityHorizontal: UILayoutPriority
    ) -> MaskedTextField {
      settingTextField {
        $0.setContentCompressionResistancePriority(
          contentCompressionResistancePriorityHorizontal, for: .horizontal)
      }
    }

    /// How much the field resists growing shorter than its content.
    public func contentCompressionResistancePriorityVertical(
      _ contentCompressionResistancePriorityVertical: UILayoutPriority
    ) -> MaskedTextField {
      settingTextField {
        $0.setContentCompressionResistancePriority(
          contentCompressionResistancePriorityVertical, for: .vertical)
      }
    }

    /// The system font with digits of one width.
    public func monospacedDigit(size: CGFloat = 16.0, weight: UIFont.Weight = .medium) -> MaskedTextField {
      settingTextField { $0.font = UIFont.monospacedDigitSystemFont(ofSize: size, weight: weight) }
    }

    /// The monospaced system font.
    @available(iOS 13.0, tvOS 13.0, *)
    public func monospaced(size: CGFloat = 16.0, weight: UIFont.Weight = .medium) -> MaskedTextField {
      settingTextField { $0.font = UIFont.monospacedSystemFont(ofSize: size, weight: weight) }
    }

    /// The system font of a size and weight.
    public func fontSizeWeight(_ size: CGFloat = 16.0, _ weight: UIFont.Weight = .medium) -> MaskedTextField {
      settingTextField { $0.font = UIFont.systemFont(ofSize: size, weight: weight) }
    }

    /// The bold system font.
    public func bold(_ size: CGFloat = 16.0) -> MaskedTextField {
      settingTextField { $0.font = UIFont.boldSystemFont(ofSize: size) }
    }

    /// The italic system font.
    public func italic(_ size: CGFloat = 16.0) -> MaskedTextField {
      settingTextField { $0.font = UIFont.italicSystemFont(ofSize: size) }
    }
  }
#endif
