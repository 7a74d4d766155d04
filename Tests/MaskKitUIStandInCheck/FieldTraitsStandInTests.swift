import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The delegates set each mask's field traits on their view (keyboard, AutoFill content type,
/// capitalization, no system rewriting) when attached and when the mask changes, unless the app turns
/// that off; and an empty field stays empty for AutoFill, its template as the placeholder.
@MainActor
@Suite struct FieldTraitsStandInTests {
  @Test func aPhoneFieldGetsThePhonePadAndTheTelephoneNumber() throws {
    let field = UITextField()
    let delegate = MaskedTextFieldDelegate(mask: ValidatedMask(try PhoneMask(region: "US")) { _ in .valid })
    delegate.attach(to: field)
    #expect(field.keyboardType == .phonePad)
    #expect(field.textContentType == .telephoneNumber)
    #expect(field.autocapitalizationType == .none)
    #expect(field.autocorrectionType == .no)
    #expect(field.spellCheckingType == .no)
    #expect(field.smartQuotesType == .no)
    #expect(field.smartDashesType == .no)
    #expect(field.smartInsertDeleteType == .no)
  }

  @Test func switchingTheMaskSwitchesTheTraits() throws {
    let field = UITextField()
    let delegate = MaskedTextFieldDelegate(mask: try PhoneMask(region: "US"))
    delegate.attach(to: field)
    delegate.setMask(IBANMask(), in: field)
    #expect(field.keyboardType == .asciiCapable)
    #expect(field.autocapitalizationType == .allCharacters)
    #expect(field.textContentType == nil)
  }

  @Test func anAppMayKeepItsOwnTraits() throws {
    let field = UITextField()
    field.keyboardType = .asciiCapable
    let delegate = MaskedTextFieldDelegate(mask: try PhoneMask(region: "US"))
    delegate.appliesFieldTraits = false
    delegate.attach(to: field)
    delegate.setMask(CardNumberMask(), in: field)
    #expect(field.keyboardType == .asciiCapable)
    #expect(field.autocorrectionType == .default)
    delegate.appliesFieldTraits = true
    #expect(field.keyboardType == .numberPad)
    #expect(field.textContentType == .creditCardNumber)
  }

  @Test func textViewsGetTheTraitsToo() throws {
    let view = UITextView()
    MaskedTextViewDelegate(mask: try PostalMask(region: "GB")).attach(to: view)
    #expect(view.keyboardType == .asciiCapable)
    #expect(view.autocapitalizationType == .allCharacters)
    #expect(view.textContentType == .postalCode)

    let appKitView = NSTextView()
    MaskedNSTextViewDelegate(mask: try PhoneMask(region: "US")).attach(to: appKitView)
    #expect(!appKitView.isAutomaticQuoteSubstitutionEnabled)
    #expect(!appKitView.isAutomaticSpellingCorrectionEnabled)
    #expect(!appKitView.isContinuousSpellCheckingEnabled)
    let appKitField = NSTextField()
    MaskedNSTextFieldDelegate(mask: try InputMask("[000]-[000]")).attach(to: appKitField)
    #expect(!appKitField.isAutomaticTextCompletionEnabled)
  }

  /// AutoFill first: the empty field's text is empty (so iOS offers AutoFill), the template its
  /// placeholder; AutoFill's whole string, delivered as one replacement, is read as a paste.
  @Test(arguments: [
    ("+1 (206) 555-1234", "+12065551234"), ("(206) 555-1234", "+12065551234"),
    ("2065551234", "+12065551234"), ("+44 20 7946 0958", "+442079460958"),
  ])
  func autoFillIntoAnEmptyPhoneField(inserted: String, value: String) throws {
    let field = UITextField()
    let delegate = MaskedTextFieldDelegate(mask: try PhoneMask(region: "US"))
    delegate.attach(to: field)
    delegate.setDisplay(DisplayOptions(template: "_"), in: field)
    #expect(field.text == "")
    #expect(field.placeholder == "+1 ___-___-____")
    let typing = StandInTyping(field: field, delegate: delegate)
    typing.paste(inserted)
    #expect(delegate.adapter.value == value)
    #expect(delegate.adapter.isComplete)
    #expect(field.text == (try PhoneMask(region: "US").format(inserted).text))
  }
}
