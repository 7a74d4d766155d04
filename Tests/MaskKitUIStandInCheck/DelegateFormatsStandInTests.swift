import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// input-mask-ios's API on the delegates: formats settable on the delegate and `put(text:into:)`.
@MainActor
@Suite struct DelegateFormatsStandInTests {
  @Test func settingThePrimaryFormatRecompilesAndReappliesTheValue() throws {
    let delegate = try MaskedTextFieldDelegate(primaryFormat: "+1 ([000]) [000]-[0000]")
    let field = UITextField()
    field.undoManager = UndoManager()
    delegate.attach(to: field)
    delegate.put(text: "2065551234", into: field)
    #expect(field.text == "+1 (206) 555-1234")
    delegate.primaryMaskFormat = "[000] [000] [0000]"
    #expect(delegate.primaryMaskFormat == "[000] [000] [0000]")
    #expect(field.text == "206 555 1234")
    #expect(field.placeholder == "000 000 0000")
    #expect(delegate.adapter.value == "2065551234")
    field.undoManager?.undo()
    #expect(field.text == "+1 (206) 555-1234")
  }

  @Test func affineFormatsMakeAnAffineMask() throws {
    let delegate = try MaskedTextFieldDelegate(primaryFormat: "[00]-[00]")
    let field = UITextField()
    delegate.attach(to: field)
    delegate.affineFormats = ["[000] [000]"]
    delegate.affinityCalculationStrategy = .capacity
    #expect(delegate.adapter.model.mask is AffineInputMask)
    #expect(delegate.affineFormats == ["[000] [000]"])
    #expect(delegate.affinityCalculationStrategy == .capacity)
    delegate.put(text: "123456", into: field)
    #expect(field.text == "123 456")
  }

  @Test func aMalformedFormatIsReportedAndChangesNothing() throws {
    let delegate = try MaskedTextFieldDelegate(primaryFormat: "[000]")
    let field = UITextField()
    delegate.attach(to: field)
    delegate.put(text: "12", into: field)
    delegate.primaryMaskFormat = "[00"
    #expect(delegate.formatError != nil)
    #expect(delegate.primaryMaskFormat == "[000]")
    #expect(field.text == "12")
    delegate.primaryMaskFormat = "[00]"
    #expect(delegate.formatError == nil)
    #expect(field.text == "12")
    #expect(throws: MaskSyntaxError.self) { try MaskedTextFieldDelegate(primaryFormat: "[0") }
  }

  @Test func theTextViewAndAppKitDelegatesHaveTheSameFormats() throws {
    let viewDelegate = try MaskedTextViewDelegate(primaryFormat: "[000]-[000]")
    let view = UITextView()
    viewDelegate.attach(to: view)
    viewDelegate.put(text: "123456", into: view)
    viewDelegate.primaryMaskFormat = "[000] [000]"
    #expect(view.text == "123 456")
    let fieldDelegate = try MaskedNSTextFieldDelegate(primaryFormat: "[000]-[000]")
    let field = NSTextField()
    fieldDelegate.attach(to: field)
    fieldDelegate.put(text: "123456", into: field)
    fieldDelegate.affineFormats = ["[00]/[00]/[00]"]
    #expect(field.stringValue == "123-456")
    #expect(fieldDelegate.affineFormats == ["[00]/[00]/[00]"])
  }

  @Test func formatsSetBeforeAttachingApplyToTheModel() throws {
    let delegate = MaskedTextFieldDelegate(mask: CardNumberMask(), text: "4111")
    #expect(delegate.primaryMaskFormat == "")
    delegate.primaryMaskFormat = "[0000] [0000]"
    #expect(delegate.adapter.text == "4111 ")
    let field = UITextField()
    delegate.attach(to: field)
    #expect(field.placeholder == "0000 0000")
  }
}
