import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// input-mask-ios 7's listeners on the stand-in views: `MaskedTextInputListener`'s 7.x API,
/// `PhoneInputListener` (the phone preset, with the countries the number may be) and
/// `NumberInputListener` (the amount preset, as its `NumberFormatter` writes).
@MainActor
@Suite struct InputMask7ListenersStandInTests {
  /// Records what a listener is told.
  final class Recorder: OnMaskedTextChangedListener {
    var calls: [(value: String, complete: Bool, tail: String)] = []
    func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String
    ) {
      calls.append((value, complete, tailPlaceholder))
    }
  }

  /// Types `text` at the end of `field`, one character at a time, as UIKit proposes it.
  private func type(_ text: String, into field: UITextField, with listener: MaskedTextInputListener) {
    for character in text {
      let end = (field.text ?? "").utf16.count
      _ = listener.textField(
        field, shouldChangeCharactersIn: NSRange(location: end, length: 0),
        replacementString: String(character))
    }
  }

  @Test func theSevenInitializerSetsTheFormatsAndCallsTheCallback() {
    var told: [(String, Bool, String)] = []
    let listener = MaskedTextInputListener(
      primaryFormat: "[00]{.}[00]{.}[0000]", autocomplete: true,
      onMaskedTextChangedCallback: { _, value, complete, tail in told.append((value, complete, tail)) })
    #expect(listener.placeholder == "00.00.0000")
    #expect(listener.primaryMask.acceptableValueLength == 10)
    #expect(listener.acceptableTextLength == 10 && listener.totalTextLength == 10)
    #expect(listener.acceptableValueLength == 10 && listener.totalValueLength == 10)
    let field = UITextField()
    field.delegate = listener
    type("311", into: field, with: listener)
    #expect(field.text == "31.1")
    #expect(told.last?.0 == "31.1")
    #expect(told.last?.1 == false)
    #expect(told.last?.2 == "0.0000")
    type("22024", into: field, with: listener)
    #expect(told.last?.1 == true)
    #expect(field.allText == "31.12.2024")
  }

  @Test func putShowsTheTextAndTellsTheListener() {
    let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]")
    let recorder = Recorder()
    listener.listener = recorder
    let field = UITextField()
    field.delegate = listener
    let result = listener.put(text: "2065551234", into: field)
    #expect(field.text == "+1 (206) 555-1234")
    #expect(result.complete)
    #expect(result.extractedValue == "2065551234")
    #expect(recorder.calls.last?.complete == true)
    let view = UITextView()
    #expect(listener.put(text: "206", into: view).formattedText.string == "+1 (206) ")
    #expect(view.text == "+1 (206) ")
  }

  @Test func anEditThroughTextInputNotifiesWithTheResult() {
    let listener = MaskedTextInputListener(primaryFormat: "[00]-[00]")
    let field = UITextField()
    field.delegate = listener
    let outcome = listener.textInput(
      field, isChangingCharactersIn: NSRange(location: 0, length: 0), replacementString: "123")
    guard case .notifyListeners(let result) = outcome else {
      Issue.record("the edit fell back to the view")
      return
    }
    #expect(result.formattedText.string == "12-3")
    #expect(field.text == "12-3")
  }

  @Test func theSevenHelpersDoWhatTheirNamesSay() throws {
    let listener = MaskedTextInputListener(
      primaryFormat: "[000]", affineFormats: ["[00]-[00]"], affinityCalculationStrategy: .prefix)
    #expect(listener.pickMask(forText: CaretText("12-3", caret: 4)).format == "[00]-[00]")
    #expect(listener.pickMask(forText: CaretText("123", caret: 3)).format == "[000]")
    #expect(
      listener.replaceCharacters(inText: "abcd", range: NSRange(location: 1, length: 2), withCharacters: "X")
        == "aXd")
    #expect(
      listener.replaceCharacters(inText: "ab", range: NSRange(location: 5, length: 3), withCharacters: "X")
        == "abX")
    #expect(
      listener.isThisDeletion(inRange: NSRange(location: 1, length: 1), string: "", field: UITextField()))
    #expect(
      !listener.isThisDeletion(inRange: NSRange(location: 1, length: 0), string: "1", field: UITextField()))
    let empty = MaskedTextInputListener()
    #expect(empty.primaryMask.format == "[…]")
  }

  @Test func thePhoneListenerFollowsTheTypedCallingCode() {
    let listener = PhoneInputListener()
    let recorder = Recorder()
    listener.listener = recorder
    #expect(!listener.placeholder.isEmpty)
    let field = UITextField()
    field.delegate = listener
    type("+7", into: field, with: listener)
    #expect(Set(listener.computedCountries.map(\.iso3166alpha2)) == ["RU", "KZ"])
    #expect(listener.computedCountry == nil)
    type("701", into: field, with: listener)
    #expect(listener.computedCountry?.iso3166alpha2 == "KZ")
    #expect(listener.computedCountry?.iso3166alpha3 == "KAZ")
    type("2345678", into: field, with: listener)
    #expect(recorder.calls.last?.complete == true)
    #expect(recorder.calls.last?.value == "+77012345678")
    #expect(listener.computedCountry?.emoji == "🇰🇿")
  }

  @Test func aDisabledCountryNeverCompletes() {
    let listener = PhoneInputListener()
    listener.disableCountries = ["🇰🇿"]
    let recorder = Recorder()
    listener.listener = recorder
    let field = UITextField()
    field.delegate = listener
    type("+77012345678", into: field, with: listener)
    #expect(recorder.calls.allSatisfy { !$0.complete })
    #expect(listener.computedCountry == nil)
    #expect(!listener.computedCountries.contains { $0.iso3166alpha2 == "KZ" })
    let russia = UITextField()
    russia.delegate = listener
    type("+79161234567", into: russia, with: listener)
    #expect(recorder.calls.last?.complete == true)
    #expect(listener.computedCountry?.iso3166alpha2 == "RU")
  }

  @Test func enabledCountriesAreTheOnlyOnesThatComplete() {
    let listener = PhoneInputListener()
    listener.enableCountries = ["Russia", "de"]
    let recorder = Recorder()
    listener.listener = recorder
    let field = UITextField()
    field.delegate = listener
    type("+12065551234", into: field, with: listener)
    #expect(recorder.calls.allSatisfy { !$0.complete })
    #expect(listener.computedCountries.isEmpty)
    #expect(listener.phoneMask.allowRegions == ["RU", "DE"])
  }

  @Test func theNumberListenerValueIsTheTypedAmount() {
    let listener = NumberInputListener()
    listener.formatter?.numberStyle = .currency
    listener.formatter?.currencySymbol = "€"
    let recorder = Recorder()
    listener.listener = recorder
    let field = UITextField()
    field.delegate = listener
    type("1234.5", into: field, with: listener)
    #expect(field.text == "€1,234.5")
    #expect(recorder.calls.last?.value == "1234.5")
    type("67", into: field, with: listener)
    #expect(recorder.calls.last?.value == "1234.56")
  }

  @Test func theNumberListenerOfTheDefaultFormatterTypesDecimals() {
    let listener = NumberInputListener()
    let field = UITextField()
    field.delegate = listener
    type("1000000", into: field, with: listener)
    #expect(field.text == "1,000,000")
    listener.formatter = nil
    type("x", into: field, with: listener)
    #expect(field.text == "1,000,000x")
  }
}
