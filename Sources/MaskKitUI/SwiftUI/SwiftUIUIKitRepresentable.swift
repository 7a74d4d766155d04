import MaskKit

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  /// The `UITextField` behind ``MaskedTextField`` on iOS, iPadOS, tvOS, Mac Catalyst and visionOS.
  @MainActor
  struct MaskedUITextFieldRepresentable: UIViewRepresentable {
    /// The SwiftUI view's current state.
    let field: MaskedTextField

    func makeCoordinator() -> MaskedFieldCoordinator<MaskedTextFieldDelegate> {
      MaskedFieldCoordinator(
        field, delegate: MaskedTextFieldDelegate(mask: field.mask, text: field.text.wrappedValue))
    }

    func makeUIView(context: Context) -> UITextField {
      let textField = UITextField()
      textField.accessibilityLabel = field.title
      // Let SwiftUI narrow the field to its frame instead of widening it to the text.
      textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      context.coordinator.attach(to: textField)
      return textField
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
      uiView.accessibilityLabel = field.title
      context.coordinator.update(uiView, to: field)
    }
  }
#endif
