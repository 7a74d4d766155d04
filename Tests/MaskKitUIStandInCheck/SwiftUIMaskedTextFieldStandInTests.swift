import AppleStandIn
import Foundation
import MaskKit
import MaskKitUI
import Testing

/// `MaskedTextField` and its UIKit representable, compiled against the SwiftUI stand-in and driven as
/// SwiftUI drives a representable: coordinator, view, then an update for every new state of the view.
@MainActor
@Suite struct SwiftUIMaskedTextFieldStandInTests {
  /// The bindings' storage and what the actions were told.
  final class Model {
    var text = ""
    var value = ""
    var isComplete = false
    var updates = 0
    var completed: [String] = []
  }

  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func view(_ model: Model, mask: any Mask) -> MaskedTextField {
    MaskedTextField(
      "Phone", mask: mask,
      text: Binding(get: { model.text }, set: { model.text = $0 }),
      value: Binding(get: { model.value }, set: { model.value = $0 }),
      isComplete: Binding(get: { model.isComplete }, set: { model.isComplete = $0 })
    )
    .onUpdate { _ in model.updates += 1 }
    .onComplete { model.completed.append($0) }
  }

  /// Makes the representable's coordinator and text field, as SwiftUI does when the view appears.
  func appear(_ view: MaskedTextField) throws -> (
    MaskedFieldCoordinator<MaskedTextFieldDelegate>, UITextField
  ) {
    let representable = try #require(view.body as Any as? MaskedUITextFieldRepresentable)
    let coordinator = representable.makeCoordinator()
    let field = representable.makeUIView(context: .init(coordinator: coordinator))
    field.undoManager = UndoManager()
    coordinator.flush()
    return (coordinator, field)
  }

  /// SwiftUI's update with a new state of the view, then the deferred binding writes.
  func update(
    _ view: MaskedTextField, _ coordinator: MaskedFieldCoordinator<MaskedTextFieldDelegate>,
    _ field: UITextField
  ) {
    let representable = MaskedUITextFieldRepresentable(field: view)
    representable.updateUIView(field, context: .init(coordinator: coordinator))
  }

  func type(_ string: String, at location: Int, into field: UITextField, _ delegate: MaskedTextFieldDelegate)
  {
    _ = delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: location, length: 0), replacementString: string)
  }

  @Test func typingIsFormattedIntoTheBindingsAndTheCaretFollowsTheModel() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, mask: try #require(Self.phone)))
    #expect(field.accessibilityLabel == "Phone")
    #expect(field.horizontalCompressionResistanceForTesting == 250)
    #expect(field.placeholder == "+1 (000) 000-0000")
    type("2", at: 0, into: field, coordinator.delegate)
    type("06", at: 5, into: field, coordinator.delegate)
    #expect(field.text == "+1 (206) ")
    #expect(field.utf16Selection == .caret(9))
    #expect(model.text == "+1 (206) ")
    #expect(model.value == "206")
    type("5551234", at: 9, into: field, coordinator.delegate)
    #expect(model.isComplete)
    #expect(model.completed == ["2065551234"])
    #expect(model.updates == 4)
  }

  @Test func aNewMaskIsTakenOverWithoutANewIdentity() throws {
    let model = Model()
    model.text = "2065551234"
    let (coordinator, field) = try appear(view(model, mask: try #require(Self.phone)))
    #expect(field.text == "+1 (206) 555-1234")
    #expect(model.text == "+1 (206) 555-1234")
    update(view(model, mask: try InputMask("+44 [0000] [000000]")), coordinator, field)
    #expect(field.text == "+44 2065 551234")
    #expect(field.placeholder == "+44 0000 000000")
    #expect(model.text == "+1 (206) 555-1234")
    coordinator.flush()
    #expect(model.text == "+44 2065 551234")
    #expect(model.value == "2065551234")
    let updates = model.updates
    update(view(model, mask: try InputMask("+44 [0000] [000000]")), coordinator, field)
    coordinator.flush()
    #expect(model.updates == updates)
    #expect(coordinator.delegate.adapter.canUndo)
  }

  @Test func aTextTheAppPutsIntoTheBindingIsFormatted() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, mask: try #require(Self.phone)))
    model.text = "206"
    update(view(model, mask: try #require(Self.phone)), coordinator, field)
    coordinator.flush()
    #expect(field.text == "+1 (206) ")
    #expect(model.text == "+1 (206) ")
    #expect(model.value == "206")
  }

  @Test func aConstantTextBindingDoesNotUndoTheTyping() throws {
    let view = MaskedTextField("Code", mask: try InputMask("[000]"), text: .constant(""))
    let (coordinator, field) = try appear(view)
    type("12", at: 0, into: field, coordinator.delegate)
    update(view, coordinator, field)
    coordinator.flush()
    #expect(field.text == "12")
  }

  @Test func theDisplayModifiersDrawTheTemplateAndObscure() throws {
    let model = Model()
    model.text = "206"
    let mask = try #require(Self.phone)
    let (coordinator, field) = try appear(view(model, mask: mask).displayTemplate("_"))
    #expect(field.text == "+1 (206) ___-____")
    #expect(model.text == "+1 (206")
    type("5", at: 14, into: field, coordinator.delegate)
    #expect(field.text == "+1 (206) 5__-____")
    #expect(field.utf16Selection == .caret(10))
    update(view(model, mask: mask).obscured(showingLast: 2), coordinator, field)
    #expect(field.text == "+1 (••6) 5")
  }

  @Test func theDigitsModifierShowsNativeDigitsAndKeepsTheTextASCII() throws {
    let model = Model()
    model.text = "206"
    let mask = try #require(Self.phone)
    let (coordinator, field) = try appear(view(model, mask: mask).displayDigits(.native(.arab)))
    #expect(field.text == "+١ (٢٠٦")
    type("٥", at: 7, into: field, coordinator.delegate)
    #expect(field.text == "+١ (٢٠٦) ٥")
    #expect(field.utf16Selection == .caret(10))
    coordinator.flush()
    #expect(model.text == "+1 (206) 5")
    #expect(model.value == "2065")
    update(view(model, mask: mask), coordinator, field)
    #expect(field.text == "+1 (206) 5")
  }

  @Test func theFieldAnnouncesThroughUIKit() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, mask: try #require(Self.phone)))
    UIAccessibility.resetForTesting()
    type("2065551234", at: 0, into: field, coordinator.delegate)
    #expect(UIAccessibility.announcementsForTesting == ["Phone number complete"])
    #expect(field.accessibilityHint == "Phone number, 10 digits")
  }

  /// Without wording of the app's, the field speaks the language of the environment's locale.
  @Test func theFieldSpeaksTheEnvironmentsLanguage() throws {
    EnvironmentValues.current.locale = Locale(identifier: "de_DE")
    defer { EnvironmentValues.current.locale = Locale(identifier: "en_US") }
    let model = Model()
    let (coordinator, field) = try appear(view(model, mask: try #require(Self.phone)))
    UIAccessibility.resetForTesting()
    type("2065551234", at: 0, into: field, coordinator.delegate)
    #expect(field.accessibilityHint == "Telefonnummer, 10 Ziffern")
    #expect(UIAccessibility.announcementsForTesting.count == 1)
    #expect(UIAccessibility.announcementsForTesting.first?.hasPrefix("Telefonnummer") == true)
    let (_, english) = try appear(view(model, mask: try #require(Self.phone)).accessibilityWording(.english))
    #expect(english.accessibilityHint == "Phone number, 10 digits")
  }
}

/// The AppKit representable behind `MaskedTextField` on macOS.
@MainActor
@Suite struct SwiftUIAppKitRepresentableStandInTests {
  @Test func typingAndAMaskSwitchReachTheBindings() throws {
    var text = ""
    var value = ""
    let binding = Binding(get: { text }, set: { text = $0 })
    let valueBinding = Binding(get: { value }, set: { value = $0 })
    let mask = try InputMask("[000]-[000]")
    let representable = MaskedNSTextFieldRepresentable(
      field: MaskedTextField("Code", mask: mask, text: binding, value: valueBinding))
    let coordinator = representable.makeCoordinator()
    let field = representable.makeNSView(context: .init(coordinator: coordinator))
    coordinator.flush()
    #expect(field.accessibilityLabelForTesting == "Code")
    #expect(field.horizontalCompressionResistanceForTesting == 250)
    let editor = NSTextView()
    field.editorForTesting = editor
    field.stringValue = "1234"
    editor.selectedRange = NSRange(location: 4, length: 0)
    coordinator.delegate.controlTextDidChange(Notification(object: field))
    #expect(field.stringValue == "123-4")
    #expect(editor.selectedRange == NSRange(location: 5, length: 0))
    #expect(text == "123-4")
    let switched = MaskedNSTextFieldRepresentable(
      field: MaskedTextField(
        "Code", mask: try InputMask("[00] [00] [00]"), text: binding, value: valueBinding))
    switched.updateNSView(field, context: .init(coordinator: coordinator))
    coordinator.flush()
    #expect(field.stringValue == "12 34 ")
    #expect(text == "12 34 ")
    #expect(value == "1234")
  }
}
