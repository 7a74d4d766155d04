import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// input-mask-ios's storyboard setup: a `MaskedTextFieldDelegate()` Object whose inspectable properties
/// Interface Builder sets, with the view controller connected as its `listener` outlet.
@MainActor
@Suite struct InputMaskStoryboardStandInTests {
  /// A view controller adopting input-mask-ios's listener protocol; it also answers `textFieldShouldReturn`.
  final class Listener: NSObject, MaskedTextFieldDelegateListener {
    var reports: [(complete: Bool, value: String)] = []
    var returns = 0

    func textField(
      _ textField: UITextField, didFillMandatoryCharacters complete: Bool, didExtractValue value: String
    ) {
      reports.append((complete, value))
    }

    var textFieldShouldReturn: ((UITextField) -> Bool)? {
      { [weak self] _ in
        self?.returns += 1
        return false
      }
    }
  }

  /// What loading the storyboard does: `init()`, then the inspectable values and the outlets.
  func loaded(_ format: String, configure: (MaskedTextFieldDelegate) -> Void = { _ in })
    -> (StandInTyping, Listener)
  {
    let delegate = MaskedTextFieldDelegate()
    delegate.primaryMaskFormat = format
    configure(delegate)
    let listener = Listener()
    delegate.listener = listener
    let field = UITextField()
    field.delegate = delegate
    return (StandInTyping(field: field, delegate: delegate), listener)
  }

  @Test func anObjectWithoutFormatLeavesTextAlone() {
    let delegate = MaskedTextFieldDelegate()
    let typing = StandInTyping(field: UITextField(), delegate: delegate)
    typing.type("abc")
    #expect(typing.field.text == "abc")
    #expect(delegate.primaryMaskFormat == "")
  }

  @Test func theListenerHearsEveryUpdateAndIsForwardedDelegateCalls() {
    let (typing, listener) = loaded("+1 ([000]) [000]-[0000]")
    typing.type("2065551234")
    #expect(typing.field.text == "+1 (206) 555-1234")
    #expect(listener.reports.last?.complete == true)
    #expect(listener.reports.last?.value == "2065551234")
    #expect(listener.reports.dropLast().allSatisfy { !$0.complete })
    #expect(typing.delegate.textFieldShouldReturn(typing.field) == false)
    #expect(listener.returns == 1)
  }

  @Test func backspaceAndPasteReachTheListener() {
    let (typing, listener) = loaded("+1 ([000]) [000]-[0000]")
    typing.paste("206-555-1234")
    #expect(typing.field.text == "+1 (206) 555-1234")
    typing.backspace()
    #expect(typing.field.text == "+1 (206) 555-123")
    #expect(listener.reports.last?.complete == false)
    #expect(listener.reports.last?.value == "206555123")
  }

  @Test func autocompleteOffLeavesTheFollowingLiteralsOut() {
    let (typing, _) = loaded("+1 ([000]) [000]-[0000]") { $0.autocomplete = false }
    typing.type("206")
    #expect(typing.field.text == "+1 (206")
  }

  @Test func autocompleteOnFocusShowsTheLeadingLiterals() {
    let (typing, _) = loaded("+1 ([000]) [000]-[0000]") { $0.autocompleteOnFocus = true }
    typing.delegate.textFieldDidBeginEditing(typing.field)
    #expect(typing.field.text == "+1 (")
    typing.type("2")
    #expect(typing.field.text == "+1 (2")
  }

  /// input-mask-ios 7.3.2's own test (CustomNotationEllipticalCase, vectors/inputmask.jsonl peer-tests-0014):
  /// `[C…]` with `C` for letters takes `J`.
  @Test func customNotationsAndRightToLeftRecompileTheFormat() {
    let (typing, listener) = loaded("[C…]") {
      $0.customNotations = [Notation(character: "C", characters: " ", classes: [.letters])]
    }
    typing.type("J1")
    #expect(typing.field.text == "J")
    #expect(listener.reports.last?.value == "J")
    #expect(typing.delegate.formatError == nil)
    typing.delegate.rightToLeft = true
    #expect(typing.delegate.rightToLeft)
    #expect(typing.delegate.customNotations.count == 1)
  }

  @Test func oneInputListenerMasksAFieldOrAView() {
    let listener = MaskedTextInputListener()
    listener.primaryMaskFormat = "[00]-[00]"
    var values: [String] = []
    listener.onUpdate = { values.append($0.value) }
    let field = UITextField()
    field.delegate = listener
    #expect(
      !listener.textField(
        field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "1234"))
    #expect(field.text == "12-34")
    let view = UITextView()
    #expect(
      !listener.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "56"))
    #expect(view.text == "56-")
    #expect(values == ["1234", "56"])
    #expect(listener.primaryMaskFormat == "[00]-[00]")
  }
}
