import MaskKit

#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import SwiftUI
#endif

#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  /// The `NSTextField` behind ``MaskedTextField`` on macOS.
  @MainActor
  struct MaskedNSTextFieldRepresentable: NSViewRepresentable {
    /// The SwiftUI view's current state.
    let field: MaskedTextField

    func makeCoordinator() -> MaskedFieldCoordinator<MaskedNSTextFieldDelegate> {
      MaskedFieldCoordinator(
        field, delegate: MaskedNSTextFieldDelegate(mask: field.mask, text: field.text.wrappedValue))
    }

    func makeNSView(context: Context) -> NSTextField {
      let textField = NSTextField()
      textField.setAccessibilityLabel(field.title)
      // Let SwiftUI narrow the field to its frame instead of widening it to the text.
      textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      context.coordinator.attach(to: textField)
      return textField
    }

    func updateNSView(_ nsView: NSTextField, context: Context) {
      nsView.setAccessibilityLabel(field.title)
      context.coordinator.update(nsView, to: field)
    }
  }
#endif
