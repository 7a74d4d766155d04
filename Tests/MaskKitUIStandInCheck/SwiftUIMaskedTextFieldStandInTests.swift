import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// `MaskedTextField`, compiled against the SwiftUI stand-in (which neither renders nor runs modifiers,
/// so the tests call the view's change handlers as SwiftUI would).
@MainActor
@Suite struct SwiftUIMaskedTextFieldStandInTests {
  /// The bindings' storage.
  final class Model {
    var text = ""
    var value = ""
    var isComplete = false
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  func view(_ model: Model) throws -> MaskedTextField {
    MaskedTextField(
      "Phone", mask: try InputMask("+1 ([000]) [000]-[0000]"),
      text: Binding(get: { model.text }, set: { model.text = $0 }),
      value: Binding(get: { model.value }, set: { model.value = $0 }),
      isComplete: Binding(get: { model.isComplete }, set: { model.isComplete = $0 }))
  }

  @Test func whatThePersonTypesIsFormattedIntoTheBindings() throws {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
    let model = Model()
    let view = try view(model)
    _ = view.body
    view.shownTextChanged(to: "2065551234")
    #expect(model.text == "+1 (206) 555-1234")
    #expect(model.value == "2065551234")
    #expect(model.isComplete)
    view.shownTextChanged(to: "+1 (206) 555-123")
    #expect(model.value == "206555123")
    #expect(model.isComplete == false)
  }

  @Test func aTextTheAppSetsIsFormatted() throws {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
    let model = Model()
    let view = try view(model)
    view.boundTextChanged(to: "206")
    #expect(model.text == "+1 (206) ")
    #expect(model.value == "206")
  }
}
