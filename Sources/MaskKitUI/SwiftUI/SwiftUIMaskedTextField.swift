import MaskKit

#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
  import SwiftUI

  /// A SwiftUI text field that follows a mask, with bindings for the formatted text, the value and completeness.
  ///
  /// It wraps a `UITextField` with ``MaskedTextFieldDelegate`` (an `NSTextField` with
  /// ``MaskedNSTextFieldDelegate`` on macOS), so the caret goes where the editing model puts it and input
  /// methods compose as in any field. A new mask, display or text passed to the view is taken over without
  /// `.id(_:)`. `title` is the field's accessibility label; configure the rest with the modifiers
  /// ``displayTemplate(_:)``, ``obscured(showingLast:)``, ``displayDigits(_:)``,
  /// ``accessibilityWording(_:)``, ``onUpdate(_:)`` and ``onComplete(_:)``.
  @MainActor
  public struct MaskedTextField: View {
    let title: String
    let mask: any Mask
    let text: Binding<String>
    let value: Binding<String>
    let isComplete: Binding<Bool>
    var display: DisplayOptions
    /// The app's wording (``accessibilityWording(_:)``), or nil for the environment's language.
    var wording: AccessibilityWording?
    @Environment(\.locale) private var locale
    var updateAction: (@MainActor (TextFieldUpdate) -> Void)?
    var completeAction: (@MainActor (String) -> Void)?

    /// Creates a field labelled `title` that formats `text` with `mask` and reports its value and
    /// completeness; `display` draws a template and obscures.
    public init(
      _ title: String, mask: any Mask, text: Binding<String>, value: Binding<String> = .constant(""),
      isComplete: Binding<Bool> = .constant(false), display: DisplayOptions = .plain
    ) {
      self.title = title
      self.mask = mask
      self.text = text
      self.value = value
      self.isComplete = isComplete
      self.display = display
    }

    /// What the field says to assistive technologies: the app's wording, else the language of the
    /// environment's locale (`AccessibilityWording.localized(for:)`, MaskKitFoundation).
    var accessibility: FieldAccessibility { FieldAccessibility(wording: wording ?? .localized(for: locale)) }

    /// The platform's text field, masked by its delegate.
    public var body: some View {
      #if canImport(UIKit)
        UITextFieldRepresentable<MaskedFieldCoordinator<MaskedTextFieldDelegate>>(state: self)
      #else
        NSTextFieldRepresentable<MaskedFieldCoordinator<MaskedNSTextFieldDelegate>>(state: self)
      #endif
    }

    /// Draws `character` in every empty slot after the text (`+1 (206) ___-____`); nil draws none.
    public func displayTemplate(_ character: Character?) -> MaskedTextField {
      var field = self
      field.display.template = character
      return field
    }

    /// Shows only the last `count` value characters (`•••• •••• •••• 1111`); nil shows everything.
    public func obscured(showingLast count: Int?) -> MaskedTextField {
      var field = self
      field.display.obscure = count
      return field
    }

    /// Shows the digits in `digits` (`.native(.arab)`: `+١ ٢٠٦`); the text and the value keep ASCII digits.
    public func displayDigits(_ digits: DisplayDigits) -> MaskedTextField {
      var field = self
      field.display.digits = digits
      return field
    }

    /// Words the accessibility hint, value and announcements with `wording`; without it the field speaks
    /// the language of the environment's locale (`.environment(\.locale, …)`).
    public func accessibilityWording(_ wording: AccessibilityWording) -> MaskedTextField {
      var field = self
      field.wording = wording
      return field
    }

    /// Calls `action` with every update the field shows.
    public func onUpdate(_ action: @escaping @MainActor (TextFieldUpdate) -> Void) -> MaskedTextField {
      var field = self
      field.updateAction = action
      return field
    }

    /// Calls `action` with the value each time the field becomes complete.
    public func onComplete(_ action: @escaping @MainActor (String) -> Void) -> MaskedTextField {
      var field = self
      field.completeAction = action
      return field
    }
  }
#endif
