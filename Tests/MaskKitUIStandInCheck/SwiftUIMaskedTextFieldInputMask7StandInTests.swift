import AppleStandIn
import Foundation
import MaskKit
import MaskKitUI
import Testing

/// input-mask-ios 7's SwiftUI `MaskedTextField(text:value:complete:placeholder:primaryMaskFormat:…)` on
/// the stand-ins: the formats, the bindings, the placeholder, `onSubmit` and `onFocus`.
@MainActor
@Suite struct SwiftUIMaskedTextFieldInputMask7StandInTests {
  final class Model {
    var text = ""
    var value = ""
    var complete = false
    var submitted = 0
    var focused = 0
  }

  func view(_ model: Model, format: String, affine: [String] = []) -> MaskedTextField {
    MaskedTextField(
      text: Binding(get: { model.text }, set: { model.text = $0 }),
      value: Binding(get: { model.value }, set: { model.value = $0 }),
      complete: Binding(get: { model.complete }, set: { model.complete = $0 }),
      placeholder: "Phone", primaryMaskFormat: format, affineFormats: affine,
      affinityCalculationStrategy: .prefix
    )
    .onSubmit { _ in model.submitted += 1 }
    .onFocus { _ in model.focused += 1 }
  }

  func appear(_ view: MaskedTextField) throws -> (
    MaskedFieldCoordinator<MaskedTextFieldDelegate>, UITextField
  ) {
    let representable = try #require(view.body as Any as? MaskedUITextFieldRepresentable)
    let coordinator = representable.makeCoordinator()
    let field = representable.makeUIView(context: .init(coordinator: coordinator))
    coordinator.flush()
    return (coordinator, field)
  }

  @Test func theFormatFormatsTypedTextIntoTheBindings() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, format: "+1 ([000]) [000]-[0000]"))
    #expect(field.placeholder == "Phone")
    #expect(field.accessibilityLabel == "Phone")
    _ = coordinator.delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "2065551234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(model.text == "+1 (206) 555-1234")
    #expect(model.value == "2065551234")
    #expect(model.complete)
  }

  @Test func affineFormatsAndTheStrategyAreTaken() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, format: "[000]", affine: ["[00]-[00]"]))
    _ = coordinator.delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "12-34")
    #expect(model.text == "12-34")
    #expect(model.complete)
  }

  @Test func submitAndFocusAreCalled() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, format: "[00]"))
    coordinator.delegate.textFieldDidBeginEditing(field)
    #expect(model.focused == 1)
    #expect(coordinator.delegate.textFieldShouldReturn(field))
    #expect(model.submitted == 1)
  }

  @Test func aMalformedFormatLeavesTextAsItIs() throws {
    let model = Model()
    let (coordinator, field) = try appear(view(model, format: "[00"))
    _ = coordinator.delegate.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "abc")
    #expect(model.text == "abc")
  }
}
