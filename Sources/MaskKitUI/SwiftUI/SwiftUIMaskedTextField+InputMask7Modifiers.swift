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

  // input-mask-ios 7's stored properties of the view: MaskKit keeps the settings as the text field's,
  // not as the view's, so reading one is refused with the modifier to use.

  extension MaskedTextField {
    /// input-mask-ios 7's `textColor` property; set it with `.textColor(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .textColor(_:)"
    )
    public var textColor: UIColor? { nil }

    /// input-mask-ios 7's `font` property; set it with `.font(_:)`.
    @available(
      *, unavailable, message: "MaskKit keeps the text field settings in the field; set it with .font(_:)"
    )
    public var font: UIFont? { nil }

    /// input-mask-ios 7's `textAlignement` property; set it with `.textAlignement(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .textAlignement(_:)"
    )
    public var textAlignement: NSTextAlignment? { nil }

    /// input-mask-ios 7's `borderStyle` property; set it with `.borderStyle(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .borderStyle(_:)"
    )
    public var borderStyle: UITextField.BorderStyle? { nil }

    /// input-mask-ios 7's `tintColor` property; set it with `.tintColor(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .tintColor(_:)"
    )
    public var tintColor: UIColor? { nil }

    /// input-mask-ios 7's `clearsOnBeginEditing` property; set it with `.clearsOnBeginEditing(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .clearsOnBeginEditing(_:)"
    )
    public var clearsOnBeginEditing: Bool? { nil }

    /// input-mask-ios 7's `clearsOnInsertion` property; set it with `.clearsOnInsertion(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .clearsOnInsertion(_:)"
    )
    public var clearsOnInsertion: Bool? { nil }

    /// input-mask-ios 7's `adjustsFontSizeToFitWidth` property; set it with `.adjustsFontSizeToFitWidth(_:)`.
    @available(
      *, unavailable,
      message:
        "MaskKit keeps the text field settings in the field; set it with .adjustsFontSizeToFitWidth(_:)"
    )
    public var adjustsFontSizeToFitWidth: Bool? { nil }

    /// input-mask-ios 7's `minimumFontSize` property; set it with `.minimumFontSize(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .minimumFontSize(_:)"
    )
    public var minimumFontSize: CGFloat? { nil }

    /// input-mask-ios 7's `background` property; set it with `.background(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .background(_:)"
    )
    public var background: UIImage? { nil }

    /// input-mask-ios 7's `disabledBackground` property; set it with `.disabledBackground(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .disabledBackground(_:)"
    )
    public var disabledBackground: UIImage? { nil }

    /// input-mask-ios 7's `clearButtonMode` property; set it with `.clearButtonMode(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .clearButtonMode(_:)"
    )
    public var clearButtonMode: UITextField.ViewMode? { nil }

    /// input-mask-ios 7's `leftView` property; set it with `.leftView(_:)`.
    @available(
      *, unavailable, message: "MaskKit keeps the text field settings in the field; set it with .leftView(_:)"
    )
    public var leftView: UIView? { nil }

    /// input-mask-ios 7's `leftViewMode` property; set it with `.leftViewMode(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .leftViewMode(_:)"
    )
    public var leftViewMode: UITextField.ViewMode? { nil }

    /// input-mask-ios 7's `rightView` property; set it with `.rightView(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .rightView(_:)"
    )
    public var rightView: UIView? { nil }

    /// input-mask-ios 7's `rightViewMode` property; set it with `.rightViewMode(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .rightViewMode(_:)"
    )
    public var rightViewMode: UITextField.ViewMode? { nil }

    /// input-mask-ios 7's `inputView` property; set it with `.inputView(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .inputView(_:)"
    )
    public var inputView: UIView? { nil }

    /// input-mask-ios 7's `inputAccessoryView` property; set it with `.inputAccessoryView(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .inputAccessoryView(_:)"
    )
    public var inputAccessoryView: UIView? { nil }

    /// input-mask-ios 7's `isUserInteractionEnabled` property; set it with `.isUserInteractionEnabled(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .isUserInteractionEnabled(_:)"
    )
    public var isUserInteractionEnabled: Bool? { nil }

    /// input-mask-ios 7's `autocapitalizationType` property; set it with `.autocapitalizationType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .autocapitalizationType(_:)"
    )
    public var autocapitalizationType: UITextAutocapitalizationType? { nil }

    /// input-mask-ios 7's `autocorrectionType` property; set it with `.autocorrectionType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .autocorrectionType(_:)"
    )
    public var autocorrectionType: UITextAutocorrectionType? { nil }

    /// input-mask-ios 7's `spellCheckingType` property; set it with `.spellCheckingType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .spellCheckingType(_:)"
    )
    public var spellCheckingType: UITextSpellCheckingType? { nil }

    /// input-mask-ios 7's `smartQuotesType` property; set it with `.smartQuotesType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .smartQuotesType(_:)"
    )
    public var smartQuotesType: UITextSmartQuotesType? { nil }

    /// input-mask-ios 7's `smartDashesType` property; set it with `.smartDashesType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .smartDashesType(_:)"
    )
    public var smartDashesType: UITextSmartDashesType? { nil }

    /// input-mask-ios 7's `smartInsertDeleteType` property; set it with `.smartInsertDeleteType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .smartInsertDeleteType(_:)"
    )
    public var smartInsertDeleteType: UITextSmartInsertDeleteType? { nil }

    /// input-mask-ios 7's `keyboardType` property; set it with `.keyboardType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .keyboardType(_:)"
    )
    public var keyboardType: UIKeyboardType? { nil }

    /// input-mask-ios 7's `keyboardAppearance` property; set it with `.keyboardAppearance(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .keyboardAppearance(_:)"
    )
    public var keyboardAppearance: UIKeyboardAppearance? { nil }

    /// input-mask-ios 7's `returnKeyType` property; set it with `.returnKeyType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .returnKeyType(_:)"
    )
    public var returnKeyType: UIReturnKeyType? { nil }

    /// input-mask-ios 7's `enablesReturnKeyAutomatically` property; set it with `.enablesReturnKeyAutomatically(_:)`.
    @available(
      *, unavailable,
      message:
        "MaskKit keeps the text field settings in the field; set it with .enablesReturnKeyAutomatically(_:)"
    )
    public var enablesReturnKeyAutomatically: Bool? { nil }

    /// input-mask-ios 7's `isSecureTextEntry` property; set it with `.isSecureTextEntry(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .isSecureTextEntry(_:)"
    )
    public var isSecureTextEntry: Bool? { nil }

    /// input-mask-ios 7's `textContentType` property; set it with `.textContentType(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .textContentType(_:)"
    )
    public var textContentType: UITextContentType? { nil }

    /// input-mask-ios 7's `passwordRules` property; set it with `.passwordRules(_:)`.
    @available(
      *, unavailable,
      message: "MaskKit keeps the text field settings in the field; set it with .passwordRules(_:)"
    )
    public var passwordRules: UITextInputPasswordRules? { nil }

    /// input-mask-ios 7's `contentHuggingPriorityVertical` property; set it with `.contentHuggingPriorityVertical(_:)`.
    @available(
      *, unavailable,
      message:
        "MaskKit keeps the text field settings in the field; set it with .contentHuggingPriorityVertical(_:)"
    )
    public var contentHuggingPriorityVertical: UILayoutPriority { .defaultLow }

    /// input-mask-ios 7's `contentHuggingPriorityHorizontal` property; set it with `.contentHuggingPriorityHorizontal(_:)`.
    @available(
      *, unavailable,
      message:
        "MaskKit keeps the text field settings in the field; set it with .contentHuggingPriorityHorizontal(_:)"
    )
    public var contentHuggingPriorityHorizontal: UILayoutPriority? { nil }

    /// input-mask-ios 7's `contentCompressionResistancePriorityHorizontal` property; set it with `.contentCompressionResistancePriorityHorizontal(_:)`.
    @available(
      *, unavailable,
      message:
        "MaskKit keeps the text field settings in the field; set it with .contentCompressionResistancePriorityHorizontal(_:)"
    )
    public var contentCompressionResistancePriorityHorizontal: UILayoutPriority { .defaultLow }

    /// input-mask-ios 7's `contentCompressionResistancePriorityVertical` property; set it with `.contentCompressionResistancePriorityVertical(_:)`.
    @available(
      *, unavailable,
      message:
        "MaskKit keeps the text field settings in the field; set it with .contentCompressionResistancePriorityVertical(_:)"
    )
    public var contentCompressionResistancePriorityVertical: UILayoutPriority? { nil }

    /// input-mask-ios 7's `onSubmit` property; set it with `.onSubmit(_:)`.
    @available(
      *, unavailable, message: "MaskKit keeps the text field settings in the field; set it with .onSubmit(_:)"
    )
    public var onSubmit: UITextFieldEvent? { nil }

    /// input-mask-ios 7's `onFocus` property; set it with `.onFocus(_:)`.
    @available(
      *, unavailable, message: "MaskKit keeps the text field settings in the field; set it with .onFocus(_:)"
    )
    public var onFocus: UITextFieldEvent? { nil }
  }
#endif
