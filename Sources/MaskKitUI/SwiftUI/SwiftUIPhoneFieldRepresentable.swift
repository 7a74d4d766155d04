import MaskKit

#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  /// The `UITextField` of ``PhoneNumberTextField`` on iOS, iPadOS, tvOS, Mac Catalyst and visionOS (the
  /// region button is the SwiftUI view's).
  @MainActor
  struct PhoneNumberUITextFieldRepresentable: UIViewRepresentable {
    /// The title and the bindings.
    let bindings: PhoneFieldBindings

    func makeCoordinator() -> PhoneFieldCoordinator<MaskedTextFieldDelegate> {
      PhoneFieldCoordinator(bindings) { $0.placeholder = $1 }
    }

    func makeUIView(context: Context) -> UITextField {
      let textField = UITextField()
      textField.accessibilityLabel = bindings.title
      textField.keyboardType = .phonePad
      textField.textContentType = .telephoneNumber
      // Let SwiftUI narrow the field to its frame instead of widening it to the text.
      textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      context.coordinator.attach(to: textField)
      return textField
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
      uiView.accessibilityLabel = bindings.title
      context.coordinator.update(uiView, to: bindings)
    }
  }
#endif

#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  /// The `NSTextField` of ``PhoneNumberTextField`` on macOS (the region button is the SwiftUI view's).
  @MainActor
  struct PhoneNumberNSTextFieldRepresentable: NSViewRepresentable {
    /// The title and the bindings.
    let bindings: PhoneFieldBindings

    func makeCoordinator() -> PhoneFieldCoordinator<MaskedNSTextFieldDelegate> {
      PhoneFieldCoordinator(bindings) { $0.placeholderString = $1 }
    }

    func makeNSView(context: Context) -> NSTextField {
      let textField = NSTextField()
      textField.setAccessibilityLabel(bindings.title)
      // Let SwiftUI narrow the field to its frame instead of widening it to the text.
      textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      context.coordinator.attach(to: textField)
      return textField
    }

    func updateNSView(_ nsView: NSTextField, context: Context) {
      nsView.setAccessibilityLabel(bindings.title)
      context.coordinator.update(nsView, to: bindings)
    }
  }
#endif
