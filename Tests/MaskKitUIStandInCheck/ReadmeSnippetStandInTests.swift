import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The README's UIKit snippet, run against the stand-ins: attaching sets the field up, and `onUpdate`
/// sees the field become complete; and its formatter snippet.
@MainActor
@Suite struct ReadmeSnippetStandInTests {
  @Test func uikitSnippetEnablesContinueOnceComplete() throws {
    let phoneField = UITextField()
    var continueEnabled = false
    let delegate = MaskedTextFieldDelegate(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    delegate.attach(to: phoneField)
    delegate.onUpdate = { update in continueEnabled = update.isComplete }
    _ = delegate.textField(
      phoneField, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "2065551234")
    #expect(phoneField.text == "+1 (206) 555-1234")
    #expect(continueEnabled)
  }

  @Test func formatterSnippetFormats() {
    let formatter = MaskedStringFormatter()
    formatter.formatString = "(###) ###-####"
    #expect(formatter.applyFormat(to: "8085551212") == "(808) 555-1212")
  }
}
