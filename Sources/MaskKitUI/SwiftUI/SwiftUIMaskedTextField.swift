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
    /// input-mask-ios 7's settings: typing at the end appends the literals that follow (nil: the
    /// delegate's default), an empty field shows the leading literals on focus, and the placeholder.
    var autocomplete: Bool?
    var autocompleteOnFocus = false
    var placeholder: String?
    #if canImport(UIKit)
      /// input-mask-ios 7's callback type of ``onSubmit(_:)`` and ``onFocus(_:)``: called with the text
      /// field.
      public typealias UITextFieldEvent = (_ textField: UITextField) -> Void
      /// The text field settings of input-mask-ios 7's modifiers, in the order they were given.
      var textFieldSettings: [@MainActor (UITextField) -> Void] = []
      var submitAction: UITextFieldEvent?
      var focusAction: UITextFieldEvent?
    #endif

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

    /// input-mask-ios 7's initializer: a field showing `placeholder` (also its accessibility label) that
    /// formats `text` with the formats and reports the value and completeness.
    ///
    /// A malformed format leaves text as it is (MaskKit's `init(_:mask:text:value:isComplete:display:)`
    /// with a mask compiled by `InputMask(_:notations:rightToLeft:)` says why it does not compile).
    /// `autoskip` and `allowSuggestions` are accepted for input-mask-ios: MaskKit's backspace always
    /// removes the literals before the caret with the character before them.
    public init(
      text: Binding<String>, value: Binding<String>, complete: Binding<Bool>, placeholder: String,
      primaryMaskFormat: String = "", autocomplete: Bool = true, autocompleteOnFocus: Bool = true,
      autoskip: Bool = false, rightToLeft: Bool = false, allowSuggestions: Bool = true,
      affineFormats: [String] = [], affinityCalculationStrategy: AffinityStrategy = .whole,
      customNotations: [Notation] = []
    ) {
      let formats = MaskFormats(
        primary: primaryMaskFormat, affine: affineFormats, strategy: affinityCalculationStrategy,
        notations: customNotations, rightToLeft: rightToLeft)
      let mask: any Mask = (try? formats.compile()) ?? PlainTextMask()
      self.init(placeholder, mask: mask, text: text, value: value, isComplete: complete)
      self.autocomplete = autocomplete
      self.autocompleteOnFocus = autocompleteOnFocus
      self.placeholder = placeholder
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

    #if canImport(UIKit)
      /// Calls `action` with the text field when the return key is pressed (input-mask-ios 7).
      public func onSubmit(_ action: @escaping UITextFieldEvent) -> MaskedTextField {
        var field = self
        field.submitAction = action
        return field
      }

      /// Calls `action` with the text field when editing begins (input-mask-ios 7).
      public func onFocus(_ action: @escaping UITextFieldEvent) -> MaskedTextField {
        var field = self
        field.focusAction = action
        return field
      }

      /// Shows the placeholder and makes input-mask-ios 7's settings to `textField`, in their order.
      func applyTextFieldSettings(to textField: UITextField) {
        if let placeholder { textField.placeholder = placeholder }
        for setting in textFieldSettings { setting(textField) }
      }

      /// The field with `setting` made to its text field after the ones before (input-mask-ios 7's
      /// modifiers).
      func settingTextField(_ setting: @escaping @MainActor (UITextField) -> Void) -> MaskedTextField {
        var field = self
        field.textFieldSettings.append(setting)
        return field
      }
    #endif

    /// Calls `action` with the value each time the field becomes complete.
    public func onComplete(_ action: @escaping @MainActor (String) -> Void) -> MaskedTextField {
      var field = self
      field.completeAction = action
      return field
    }
  }
#endif
