import MaskKit

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The `UITextField` behind a SwiftUI text field (``MaskedTextField``, ``PhoneNumberTextField``) on iOS,
  /// iPadOS, tvOS, Mac Catalyst and visionOS, masked through its coordinator.
  @MainActor
  struct UITextFieldRepresentable<Coordinator: FieldCoordinating>: UIViewRepresentable
  where Coordinator.Delegate.View == UITextField {
    /// The SwiftUI view's current state.
    let state: Coordinator.State
    /// Sets up a new text field beyond its title (a phone field's keyboard and content type).
    var configure: @MainActor (UITextField) -> Void = { _ in }

    func makeCoordinator() -> Coordinator { Coordinator(state) }

    func makeUIView(context: Context) -> UITextField {
      let textField = UITextField()
      textField.accessibilityLabel = state.title
      // Let SwiftUI narrow the field to its frame instead of widening it to the text.
      textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      configure(textField)
      context.coordinator.attach(to: textField)
      return textField
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
      uiView.accessibilityLabel = state.title
      context.coordinator.update(uiView, to: state)
    }
  }

  extension UITextFieldRepresentable where Coordinator == PhoneFieldCoordinator<MaskedTextFieldDelegate> {
    /// The text field of ``PhoneNumberTextField``, with the phone pad and the telephone number content
    /// type (the region button is the SwiftUI view's).
    init(bindings: PhoneFieldBindings) {
      self.init(state: bindings) { textField in
        textField.keyboardType = .phonePad
        textField.textContentType = .telephoneNumber
      }
    }
  }
#endif
