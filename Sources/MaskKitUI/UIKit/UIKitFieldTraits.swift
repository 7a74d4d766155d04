import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
  /// A mask's ``FieldTraits`` in UIKit's terms (`UITextInputTraits`), for a `UITextField` or a
  /// `UITextView`.
  @MainActor
  struct UIKitTraits {
    let keyboard: UIKeyboardType
    let contentType: UITextContentType?
    let capitalization: UITextAutocapitalizationType
    let autocorrection: UITextAutocorrectionType
    let spellChecking: UITextSpellCheckingType
    let smartQuotes: UITextSmartQuotesType
    let smartDashes: UITextSmartDashesType
    let smartInsertDelete: UITextSmartInsertDeleteType

    /// The traits for the person's locale (a decimal pad must offer the field's decimal separator).
    init(_ traits: FieldTraits) {
      keyboard = Self.keyboard(traits.keyboard(localeDecimalSeparator: Locale.current.decimalSeparator))
      contentType = traits.contentType.flatMap(Self.contentType)
      capitalization = traits.capitalization == .allCharacters ? .allCharacters : .none
      autocorrection = traits.autocorrects ? .yes : .no
      spellChecking = traits.checksSpelling ? .yes : .no
      smartQuotes = traits.smartPunctuation ? .yes : .no
      smartDashes = traits.smartPunctuation ? .yes : .no
      smartInsertDelete = traits.smartPunctuation ? .yes : .no
    }

    static func keyboard(_ keyboard: FieldKeyboard) -> UIKeyboardType {
      switch keyboard {
      case .default: .default
      case .numberPad: .numberPad
      case .phonePad: .phonePad
      case .decimalPad: .decimalPad
      case .numbersAndPunctuation: .numbersAndPunctuation
      case .asciiCapable: .asciiCapable
      }
    }

    /// UIKit's constant for `type`, where this system has one.
    static func contentType(_ type: FieldContentType) -> UITextContentType? {
      switch type {
      case .telephoneNumber: return .telephoneNumber
      case .creditCardNumber: return .creditCardNumber
      case .postalCode: return .postalCode
      case .oneTimeCode: return .oneTimeCode
      case .dateTime:
        if #available(iOS 15, tvOS 15, *) { return .dateTime }
      case .creditCardExpiration:
        if #available(iOS 17, tvOS 17, *) { return .creditCardExpiration }
      case .creditCardSecurityCode:
        if #available(iOS 17, tvOS 17, *) { return .creditCardSecurityCode }
      case .birthdate:
        if #available(iOS 17, tvOS 17, *) { return .birthdate }
      }
      return nil
    }
  }

  extension UITextField {
    /// Sets the keyboard, content type, capitalization and the system's rewriting for `traits`.
    func adopt(_ traits: UIKitTraits) {
      keyboardType = traits.keyboard
      textContentType = traits.contentType
      autocapitalizationType = traits.capitalization
      autocorrectionType = traits.autocorrection
      spellCheckingType = traits.spellChecking
      smartQuotesType = traits.smartQuotes
      smartDashesType = traits.smartDashes
      smartInsertDeleteType = traits.smartInsertDelete
    }
  }

  extension UITextView {
    /// Sets the keyboard, content type, capitalization and the system's rewriting for `traits`.
    func adopt(_ traits: UIKitTraits) {
      keyboardType = traits.keyboard
      textContentType = traits.contentType
      autocapitalizationType = traits.capitalization
      autocorrectionType = traits.autocorrection
      spellCheckingType = traits.spellChecking
      smartQuotesType = traits.smartQuotes
      smartDashesType = traits.smartDashes
      smartInsertDeleteType = traits.smartInsertDelete
    }
  }
#endif
