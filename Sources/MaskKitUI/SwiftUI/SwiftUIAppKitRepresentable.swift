import MaskKit

#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import SwiftUI

  /// The `NSTextField` behind a SwiftUI text field (``MaskedTextField``, ``PhoneNumberTextField``) on
  /// macOS, masked through its coordinator.
  @MainActor
  struct NSTextFieldRepresentable<Coordinator: FieldCoordinating>: NSViewRepresentable
  where Coordinator.Delegate.View == NSTextField {
    /// The SwiftUI view's current state.
    let state: Coordinator.State

    func makeCoordinator() -> Coordinator { Coordinator(state) }

    func makeNSView(context: Context) -> NSTextField {
      let textField = NSTextField()
      textField.setAccessibilityLabel(state.title)
      // Let SwiftUI narrow the field to its frame instead of widening it to the text.
      textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      context.coordinator.attach(to: textField)
      return textField
    }

    func updateNSView(_ nsView: NSTextField, context: Context) {
      nsView.setAccessibilityLabel(state.title)
      context.coordinator.update(nsView, to: state)
    }
  }
#endif
