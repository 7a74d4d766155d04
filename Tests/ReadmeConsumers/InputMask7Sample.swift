// input-mask-ios 7.3.2's UIKit API as its sample app and README use it (a view controller of our own in
// that shape: a number, a date and a phone field with their listeners), with only `import InputMask`
// changed to `import MaskKitUI`. Not part of any target: type-checked against the iOS SDK by CI
// (`Scripts/apple-typecheck.sh --consumer`); on macOS the file is empty.
#if canImport(UIKit)
  import UIKit
  import MaskKitUI

  final class SignUpFormViewController: UIViewController, OnMaskedTextChangedListener {
    @IBOutlet weak var amountListener: NumberInputListener!
    @IBOutlet weak var amountField: UITextField!
    @IBOutlet weak var birthdayListener: MaskedTextInputListener!
    @IBOutlet weak var birthdayField: UITextField!
    @IBOutlet weak var birthdayHint: UILabel!
    @IBOutlet weak var birthdayHintOffset: NSLayoutConstraint!
    @IBOutlet weak var mobileListener: PhoneInputListener!
    @IBOutlet weak var mobileField: UITextField!
    @IBOutlet weak var countryList: UITextView!
    private let flag = UILabel(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      amountListener.formatter?.numberStyle = .currency
      amountListener.formatter?.currencySymbol = "$"
      amountField.placeholder = amountListener.placeholder

      mobileListener.affinityCalculationStrategy = .prefix
      mobileListener.enableCountries = ["US", "Canada", "🇲🇽"]
      mobileListener.disableCountries = ["MEX"]
      mobileListener.customCountries = nil
      mobileField.leftView = flag
      mobileField.placeholder = mobileListener.placeholder

      birthdayField.placeholder = birthdayListener.placeholder
      birthdayListener.onMaskedTextChangedCallback = { input, value, complete, tail in
        print(input.allText, value, complete, tail)
      }
    }

    func textInput(
      _ textInput: UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String
    ) {
      if let country = mobileListener.computedCountry {
        flag.text = "\(country.emoji) \(country.iso3166alpha3) \(country.iso3166alpha2)"
        mobileField.leftViewMode = .always
      } else {
        mobileField.leftViewMode = .never
      }
      countryList.text = mobileListener.computedCountries
        .map { "+\($0.countryCode) \($0.emoji) \($0.name) \($0.nameNative ?? "")" }
        .joined(separator: "\n")
      if textInput === birthdayField {
        birthdayHint.text = birthdayField.allText.isEmpty ? "" : tailPlaceholder
        let font = birthdayField.font ?? UIFont.systemFont(ofSize: 14)
        birthdayHintOffset.constant = birthdayField.allText.boxSizeWithFont(font).width
        birthdayField.caretPosition = birthdayField.allText.count
        _ = birthdayField.allTextRange
      }
    }
  }

  /// The rest of the 7.3.2 API an app calls: listeners made in code, `Country`, `put`, the edit entry
  /// point and the `String` helpers.
  @MainActor
  func inputMaskSevenInCode(field: UITextField, view: UITextView) {
    let listener = MaskedTextInputListener(
      primaryFormat: "[00]{.}[00]{.}[0000]", autocomplete: true, autocompleteOnFocus: true, autoskip: false,
      rightToLeft: false, affineFormats: ["[00]{.}[0000]"], affinityCalculationStrategy: .capacity,
      customNotations: [], onMaskedTextChangedCallback: { _, _, _, _ in }, allowSuggestions: true)
    field.delegate = listener
    view.delegate = listener
    listener.textFieldDelegate = nil
    listener.textViewDelegate = nil
    let result = listener.put(text: "31122024", into: field, autocomplete: true)
    print(result.formattedText.string, result.extractedValue, result.complete, result.tailPlaceholder)
    print(listener.primaryMask.placeholder, listener.acceptableTextLength, listener.totalTextLength)
    print(listener.acceptableValueLength, listener.totalValueLength)
    let picked: InputMask = listener.pickMask(
      forText: CaretText(string: "3112", caretPosition: "3112".endIndex))
    print(picked.placeholder)
    switch listener.textInput(
      field, isChangingCharactersIn: NSRange(location: 0, length: 0), replacementString: "1")
    {
    case .notifyListeners(let result):
      listener.notifyOnMaskedTextChangedListeners(forTextInput: field, result: result)
    case .fallback: break
    }
    listener.setCaretPosition(2, in: field)
    _ = listener.textFieldShouldBeginEditing(field) && listener.textFieldShouldEndEditing(field)
    _ = listener.textFieldShouldReturn(field)
    listener.textFieldDidEndEditing(field, reason: .committed)
    _ = listener.textViewShouldBeginEditing(view) && listener.textViewShouldEndEditing(view)
    listener.textViewDidEndEditing(view)
    if #available(iOS 16.0, *) {
      _ = listener.textField(
        field, editMenuForCharactersIn: NSRange(location: 0, length: 1), suggestedActions: [])
      _ = listener.textView(view, editMenuForTextIn: NSRange(location: 0, length: 1), suggestedActions: [])
    }
    print(listener.isThisDeletion(inRange: NSRange(location: 0, length: 1), string: "", field: view))
    print(
      listener.replaceCharacters(inText: "12", range: NSRange(location: 1, length: 1), withCharacters: "3"))

    let custom = Country(
      name: "Freedonia", nameNative: nil, emoji: "🏳️", iso3166alpha2: "FD", iso3166alpha3: "FRD",
      countryCode: "999", primaryFormat: "+{999} [000] [0000]", affineFormats: [], phoneRegex: "^999")
    let phones = PhoneInputListener()
    phones.customCountries = Country.all.filter { $0.countryCode == "1" } + [custom]
    print(
      custom.phoneStartsWith(digits: "999"), phones.computedCountries.count,
      phones.computedCountry?.name ?? "")
    let found = Country.findCountries(amongCountries: nil, withTerms: ["DE"], excluding: nil, phone: "+49")
    print(found.map { "\($0.primaryFormat) \($0.affineFormats) \($0.phoneRegex)" })

    let numbers = NumberInputListener()
    numbers.formatter = NumberFormatter()
    print(numbers.formatter?.amountMask?.placeholder ?? "")

    let text = "+7 (916)"
    print(text.reversed, text.truncateFirst(), text.prefixIntersection(with: "+7 ("), text.reversedFormat())
    print(text.distanceFromStartIndex(to: text.endIndex), text.startIndex(offsetBy: 1), text.extractDigits())
    print(text.numberOfOccurrencesOf(" "))
  }
#endif
