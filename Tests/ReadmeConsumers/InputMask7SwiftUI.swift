// input-mask-ios 7's SwiftUI `MaskedTextField` as its README and SwiftUI sample use it (a form of our own
// in that shape), with only `import InputMask` changed to `import MaskKitUI`: the 7.x initializer and every
// modifier. Not part of any target: type-checked against the iOS SDK by CI; on macOS the file is empty.
#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import MaskKitUI

  @available(iOS 14.0, *)
  struct CheckoutForm: View {
    @State private var phone = ""
    @State private var phoneValue = ""
    @State private var phoneComplete = false
    @State private var card = ""
    @State private var cardValue = ""
    @State private var cardComplete = false

    var body: some View {
      VStack {
        MaskedTextField(
          text: $phone, value: $phoneValue, complete: $phoneComplete, placeholder: "Phone",
          primaryMaskFormat: "+1 ([000]) [000]-[0000]"
        )
        .keyboardType(.phonePad)
        .textContentType(.telephoneNumber)
        .onSubmit { field in field.resignFirstResponder() }
        .onFocus { field in print(field.text ?? "") }
        .monospacedDigit(size: 17, weight: .regular)
        .textColor(.label)
        .tintColor(.systemBlue)
        .borderStyle(.roundedRect)
        .clearButtonMode(.whileEditing)
        .returnKeyType(.next)

        MaskedTextField(
          text: $card, value: $cardValue, complete: $cardComplete, placeholder: "Card",
          primaryMaskFormat: "[0000] [0000] [0000] [0000]", autocomplete: true, autocompleteOnFocus: false,
          autoskip: false, rightToLeft: false, allowSuggestions: false,
          affineFormats: ["[0000] [000000] [00000]"], affinityCalculationStrategy: .prefix,
          customNotations: []
        )
        .fontFromUIFont(.systemFont(ofSize: 15))
        .textAlignement(.natural)
        .clearsOnBeginEditing(false)
        .clearsOnInsertion(false)
        .adjustsFontSizeToFitWidth(true)
        .minimumFontSize(10)
        .backgroundImage(UIImage())
        .disabledBackgroundImage(UIImage())
        .leftView(UILabel())
        .leftViewMode(.always)
        .rightView(UILabel())
        .rightViewMode(.unlessEditing)
        .inputView(UIView())
        .inputAccessoryView(UIView())
        .isUserInteractionEnabled(true)
        .autocapitalizationType(.none)
        .autocorrectionType(.no)
        .spellCheckingType(.no)
        .smartQuotesType(.no)
        .smartDashesType(.no)
        .smartInsertDeleteType(.no)
        .keyboardAppearance(.dark)
        .enablesReturnKeyAutomatically(true)
        .isSecureTextEntry(false)
        .passwordRules(UITextInputPasswordRules(descriptor: "required: digit;"))
        .contentHuggingPriorityVertical(.defaultHigh)
        .contentHuggingPriorityHorizontal(.defaultLow)
        .contentCompressionResistancePriorityHorizontal(.defaultLow)
        .contentCompressionResistancePriorityVertical(.required)
        .monospaced(size: 15, weight: .medium)
        .fontSizeWeight(15, .semibold)
        .bold(15)
        .italic(15)

        Text(phoneComplete && cardComplete ? "\(phoneValue) \(cardValue)" : "")
      }
    }
  }

  /// input-mask-ios 7's callback type, named as it names it.
  @MainActor let logEvent: MaskedTextField.UITextFieldEvent = { field in print(field.text ?? "") }
#endif
