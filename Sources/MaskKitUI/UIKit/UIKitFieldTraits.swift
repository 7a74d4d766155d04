import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit

  /// A UIKit view that the masked delegates mask (`UITextField`, `UITextView`): the input traits a mask's
  /// ``FieldTraits`` set in it (`UITextInputTraits`' properties as both views declare them, the content
  /// type implicitly unwrapped).
  @MainActor
  protocol UIKitMaskedView: UIView {
    var keyboardType: UIKeyboardType { get set }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var textContentType: UITextContentType! { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  }

  extension UITextField: UIKitMaskedView {}
  extension UITextView: UIKitMaskedView {}

  extension UIKitMaskedView {
    /// Sets the keyboard (for the person's locale: a decimal pad must offer the field's decimal
    /// separator), content type, capitalization and the system's rewriting for `traits`.
    func adopt(_ traits: FieldTraits) {
      let separator = Locale.current.decimalSeparator
      keyboardType = UIKitTraits.keyboard(traits.keyboard(localeDecimalSeparator: separator))
      textContentType = traits.contentType.flatMap(UIKitTraits.contentType)
      autocapitalizationType = traits.capitalization == .allCharacters ? .allCharacters : .none
      autocorrectionType = traits.autocorrects ? .yes : .no
      spellCheckingType = traits.checksSpelling ? .yes : .no
      smartQuotesType = traits.smartPunctuation ? .yes : .no
      smartDashesType = traits.smartPunctuation ? .yes : .no
      smartInsertDeleteType = traits.smartPunctuation ? .yes : .no
    }
  }

  /// A mask's ``FieldTraits`` in UIKit's terms: its keyboard and content type constants.
  enum UIKitTraits {
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

  // The platform calls of the UIKit delegates that do not depend on the view's kind.
  extension MaskedTextHost where View: UIKitMaskedView {
    func announce(_ announcement: String, from view: View) {
      UIAccessibility.post(notification: .announcement, argument: announcement)
    }

    func isAnnouncing(from view: View) -> Bool { UIAccessibility.isVoiceOverRunning }

    func adoptTraits(_ traits: FieldTraits, in view: View) {
      view.adopt(traits)
    }

    func registerUndo(in view: View, _ action: @escaping @MainActor () -> Void) {
      view.undoManager?.registerUndo(withTarget: self) { _ in action() }
    }
  }
#endif
