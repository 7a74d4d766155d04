import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The README's listener of editing events (`class`-constrained there; `AnyObject` is today's spelling).
@MainActor
protocol NotifyingMaskedTextFieldDelegateListener: AnyObject {
  func onEditingChanged(inTextField: UITextField)
}

/// input-mask-ios's README, run against the stand-ins with only MaskKit's documented renames (`Mask` →
/// `InputMask`, `CaretString` → `CaretText`): each example gives the result the README shows, the listener
/// is told on each change, and the README's delegate subclass has its override called.
@MainActor
@Suite struct InputMaskReadmeStandInTests {
  // MARK: - Listeners, as the README's view controllers adopt them

  /// The README's first view controller: it implements the listener's callback.
  final class ViewController: NSObject, MaskedTextFieldDelegateListener {
    var values: [String] = []
    var completes: [Bool] = []

    func textField(
      _ textField: UITextField,
      didFillMandatoryCharacters complete: Bool,
      didExtractValue value: String
    ) {
      values.append(value)
      completes.append(complete)
    }
  }

  /// The README's affine view controller: it adopts the listener without implementing the callback.
  final class AffineViewController: NSObject, MaskedTextFieldDelegateListener {}

  /// The README's workaround for editing events: a subclass overriding the delegate method.
  final class NotifyingMaskedTextFieldDelegate: MaskedTextFieldDelegate {
    weak var editingListener: (any NotifyingMaskedTextFieldDelegateListener)?

    override func textField(
      _ textField: UITextField,
      shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      defer {
        self.editingListener?.onEditingChanged(inTextField: textField)
      }
      return super.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }
  }

  @MainActor
  final class EditingCounter: NotifyingMaskedTextFieldDelegateListener {
    var texts: [String] = []
    func onEditingChanged(inTextField: UITextField) { texts.append(inTextField.text ?? "") }
  }

  /// A text view controller, for "just use the `MaskedTextViewDelegate` class instead".
  final class TextViewController: NSObject, MaskedTextViewDelegateListener {
    var values: [String] = []

    func textView(
      _ textView: UITextView,
      didFillMandatoryCharacters complete: Bool,
      didExtractValue value: String
    ) {
      values.append(value)
    }
  }

  /// A `MaskedTextInputListener` listener with input-mask-ios 4–6's callback.
  final class InputListener: NSObject, OnMaskedTextChangedListener {
    var reports: [(value: String, complete: Bool)] = []
    func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool
    ) {
      reports.append((value, complete))
    }
  }

  /// A `MaskedTextInputListener` listener with input-mask-ios 7's callback.
  final class TailListener: OnMaskedTextChangedListener {
    var tails: [String] = []
    func textInput(
      _ textInput: any UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
      didComputeTailPlaceholder tailPlaceholder: String
    ) {
      tails.append(tailPlaceholder)
    }
  }

  /// A `MaskedTextFieldDelegate` Object as a storyboard loads it: `init()`, the runtime attributes set
  /// through `setValue(_:forKey:)`, the view controller connected as the Object's `delegate`.
  func loadScene(
    _ delegate: MaskedTextFieldDelegate = MaskedTextFieldDelegate(), format: String,
    listener: (any MaskedTextFieldDelegateListener)? = nil
  ) -> StandInTyping {
    delegate.setValue(format, forKey: "primaryMaskFormat")
    delegate.delegate = listener as? NSObject
    let field = UITextField()
    field.delegate = delegate
    return StandInTyping(field: field, delegate: delegate)
  }

  /// Types `text` into an empty field masked by `format` with `notations` and returns what it shows.
  func typed(_ text: String, _ format: String, _ notations: [Notation]) -> String? {
    let delegate = MaskedTextFieldDelegate()
    delegate.customNotations = notations
    let typing = loadScene(delegate, format: format)
    #expect(delegate.formatError == nil)
    typing.type(text)
    return typing.field.text
  }

  // MARK: - Usage

  @Test func theListenerIsToldOnEveryChange() {
    let controller = ViewController()
    let typing = loadScene(format: "+7 ([000]) [000] [00] [00]", listener: controller)
    #expect(typing.delegate.listener === controller)
    typing.type("1234567890")
    #expect(typing.field.text == "+7 (123) 456 78 90")
    #expect(controller.values.count == 10)
    #expect(controller.values.last == "1234567890")
    #expect(controller.completes.last == true)
    #expect(controller.completes.dropLast().allSatisfy { !$0 })
    typing.backspace()
    #expect(controller.values.last == "123456789")
    #expect(controller.completes.last == false)
  }

  @Test func aListenerWithoutTheCallbackStillGetsTheMaskAndTheAffineFormats() {
    let controller = AffineViewController()
    let typing = loadScene(format: "+7 ([000]) [000] [00] [00]", listener: controller)
    // viewDidLoad:
    typing.delegate.affinityCalculationStrategy = .prefix
    typing.delegate.affineFormats = [
      "+7 ([000]) [000] [00] [00]#[900]"
    ]
    typing.type("1234567890")
    #expect(typing.field.text == "+7 (123) 456 78 90")
    typing.type("#12")
    #expect(typing.field.text == "+7 (123) 456 78 90#12")
    #expect(typing.delegate.affinityCalculationStrategy == .prefix)
  }

  @Test func theSubclassOverrideIsCalledAndCallsSuper() {
    let delegate = NotifyingMaskedTextFieldDelegate()
    let counter = EditingCounter()
    delegate.editingListener = counter
    let typing = loadScene(delegate, format: "+7 ([000]) [000] [00] [00]")
    typing.type("123")
    #expect(typing.field.text == "+7 (123) ")
    #expect(counter.texts == ["+7 (1", "+7 (12", "+7 (123) "])
  }

  @Test func theTextViewDelegateTellsItsListener() {
    let controller = TextViewController()
    let delegate = MaskedTextViewDelegate()
    delegate.setValue("+7 ([000]) [000] [00] [00]", forKey: "primaryMaskFormat")
    delegate.delegate = controller
    let view = UITextView()
    view.delegate = delegate
    for digit in "1234567890" {
      let end = NSRange(location: view.text.utf16.count, length: 0)
      #expect(!delegate.textView(view, shouldChangeTextIn: end, replacementText: String(digit)))
    }
    #expect(view.text == "+7 (123) 456 78 90")
    #expect(controller.values.count == 10)
    #expect(controller.values.last == "1234567890")
    #expect(delegate.listener === controller)
  }

  @Test func theInputListenerTellsItsListenerEitherCallback() {
    let input = MaskedTextInputListener()
    input.primaryMaskFormat = "+7 ([000]) [000] [00] [00]"
    input.affinityCalculationStrategy = .prefix
    input.affineFormats = ["+7 ([000]) [000] [00] [00]#[900]"]
    let old = InputListener()
    input.delegate = old
    #expect(input.listener === old)
    let field = UITextField()
    field.delegate = input
    let typing = StandInTyping(field: field, delegate: input.fieldDelegate)
    typing.type("1234567890")
    #expect(field.text == "+7 (123) 456 78 90")
    #expect(old.reports.count == 10)
    #expect(old.reports.last?.value == "1234567890")
    #expect(old.reports.last?.complete == true)
    #expect(input.affinityCalculationStrategy == .prefix)
    #expect(input.viewDelegate.affinityCalculationStrategy == .prefix)

    let new = TailListener()
    input.listener = new
    let view = UITextView()
    #expect(!input.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "12"))
    #expect(view.text == "+7 (12")
    #expect(new.tails == [input.viewDelegate.adapter.model.tailPlaceholder])
    #expect(new.tails.first?.isEmpty == false)
    #expect(old.reports.count == 10)
  }

  // MARK: - String formatting without views

  @Test func stringFormattingWithoutViews() {
    let mask: InputMask = try! InputMask(format: "+7 ([000]) [000] [00] [00]")
    let input: String = "+71234567890"
    let result: InputMask.Result = mask.apply(
      toText: CaretText(
        string: input,
        caretPosition: input.endIndex
      ),
      autocomplete: true  // you may consider disabling autocompletion for your case
    )
    let output: String = result.formattedText.string
    #expect(output == "+7 (123) 456 78 90")
    #expect(result.extractedValue == "1234567890")
    #expect(result.complete)
    #expect(result.formattedText.caretPosition == output.endIndex)
    #expect(result.tailPlaceholder == "")
  }

  // MARK: - Custom notations

  @Test func theCustomNotationMasksCompileEitherWay() throws {
    let made = try InputMask(
      format: "[999][.][99]", customNotations: InputMaskReadmeNotations.decimalSeparator)
    let cached = try InputMask.getOrCreate(
      withFormat: "[999][.][99]", customNotations: InputMaskReadmeNotations.decimalSeparator)
    #expect(made == cached)
    #expect(
      made.apply(toText: CaretText(string: "12,5", caretPosition: "12,5".endIndex)).formattedText.string
        == "12,5")
    let delegate = MaskedTextFieldDelegate()
    delegate.customNotations = InputMaskReadmeNotations.decimalSeparator
    let typing = loadScene(delegate, format: "[999][.][99]")
    typing.type("1,25")
    #expect(typing.field.text == "1,25")
    #expect(InputMaskReadmeNotations.characterSetsRoundTrip)
  }

  @Test func aFloatingPointNumberWithTwoDecimalPlaces() {
    for text in ["1", "123", "1234.", "1234.5", "1234.56"] {
      #expect(typed(text, "[999999999][.][99]", InputMaskReadmeNotations.floatingPoint) == text)
    }
  }

  @Test func anEmail() {
    let format = "[aaaaaaaaaa][d][aaaaaaaaaa][@][aaaaaaaaaa][d][aaaaaaaaaa][D][aaaaaaaaaa]"
    let results = [
      "d", "derh", "derh.", "derh.a", "derh.asd", "derh.asd@", "derh.asd@h", "derh.asd@hello.",
      "derh.asd@hello.c", "derh.asd@hello.com.", "derh.asd@hello.com.u", "derh.asd@hello.com.uk",
    ]
    for text in results {
      #expect(typed(text, format, InputMaskReadmeNotations.email) == text)
    }
  }

  @Test func anOptionalCurrencySymbol() {
    for text in ["12", "$12", "918", "€918", "1000", "$1000"] {
      #expect(typed(text, "[s][9999]", InputMaskReadmeNotations.currency) == text)
    }
  }

  @Test func foundationsClassSetsBecomeNotationClasses() {
    let notations = InputMaskReadmeNotations.classSets
    #expect(notations[0].classes == [.letters] && notations[0].characters.isEmpty)
    #expect(notations[1].classes == [.digits] && notations[1].characters.isEmpty)
    #expect(notations[2].classes == [.alphanumerics] && notations[2].characters.isEmpty)
    #expect(notations[3].classes == [.letters] && notations[3].characters == "-")
    #expect(typed("Ж-12b", "[L][H][D][D][X]", notations) == "Ж-12b")
    #expect(typed("1", "[L]", notations) == "")
  }

  // MARK: - The format examples

  @Test func theDescriptionsExamples() throws {
    func format(_ format: String, _ text: String) throws -> InputMask.Result {
      try InputMask(format: format).apply(
        toText: CaretText(string: text, caretPosition: text.endIndex), autocomplete: true)
    }
    #expect(try format("+7 ([000]) [000]-[0000]", "1234567890").formattedText.string == "+7 (123) 456-7890")
    #expect(try format("[000]", "123").formattedText.string == "123")
    #expect(try format("[00099]", "12345").formattedText.string == "12345")
    #expect(try !format("[00099]", "12").complete && format("[00099]", "123").complete)
    #expect(try format("[AAA]", "abc").formattedText.string == "abc")
    #expect(try format("[00]-[00]", "1234").formattedText.string == "12-34")
    #expect(try format("[00]-[00]", "1234").extractedValue == "1234")
    #expect(try format("[00]{-}[00]", "1234").extractedValue == "12-34")
    #expect(try format("\\[[00]\\]", "12").formattedText.string == "[12]")
    #expect(try format("\\[[00]\\]", "12").extractedValue == "12")
    #expect(try format("\\[[00]{\\]}", "12").formattedText.string == "[12]")
    #expect(try format("\\[[00]{\\]}", "12").extractedValue == "12]")
    #expect((try? InputMask(format: "[[00]000]")) == nil)
    #expect((try? InputMask(format: "[0x0]")) == nil)
    // [099][A]: 1b, 12c, 123d; [000][A] takes the letter only after three digits.
    for text in ["1b", "12c", "123d"] { #expect(try format("[099][A]", text).formattedText.string == text) }
    #expect(try format("[000][A]", "1e").formattedText.string == "1")
    #expect(try format("[000][A]", "123e").formattedText.string == "123e")
  }

  @Test func theEllipticalExamples() throws {
    func result(_ format: String, _ text: String) throws -> InputMask.Result {
      try InputMask(format: format).apply(toText: CaretText(string: text, caretPosition: text.endIndex))
    }
    #expect(try result("[0…][AAA]", "1").complete)
    #expect(try result("[0…][AAA]", "12a").formattedText.string == "12")
    #expect(try result("[…]", "").complete && result("[…]", "a1b2").formattedText.string == "a1b2")
    #expect(try !result("[00…]", "1").complete && result("[00…]", "12").complete)
    #expect(try result("[9…]", "").complete && result("[9…]", "12a3").formattedText.string == "123")
    #expect(try !result("[_…]", "").complete && result("[_…]", "a").complete)
    #expect(try result("[-…]", "a1").formattedText.string == "a1" && result("[-…]", "").complete)
    #expect(try result("[A…]", "ab1c").formattedText.string == "abc")
  }

  // MARK: - Storyboards

  @Test func theTextFieldDelegateTakesEveryInspectableKey() {
    let delegate = MaskedTextFieldDelegate()
    delegate.setValue("+7 ([000]) [000] [00] [00]", forKey: "primaryMaskFormat")
    delegate.setValue(false, forKey: "autocomplete")
    delegate.setValue(true, forKey: "autocompleteOnFocus")
    delegate.setValue(true, forKey: "autoskip")
    delegate.setValue(true, forKey: "rightToLeft")
    delegate.setValue(false, forKey: "allowSuggestions")
    delegate.setValue(true, forKey: "atomicCursorMovement")
    #expect(delegate.keysLeftToKeyValueCoding.isEmpty)
    #expect(delegate.primaryMaskFormat == "+7 ([000]) [000] [00] [00]")
    #expect(!delegate.autocomplete && delegate.autocompleteOnFocus && delegate.autoskip)
    #expect(delegate.rightToLeft && !delegate.allowSuggestions && delegate.atomicCursorMovement)
    delegate.setValue("[00]-[00]", forKey: "maskFormat")
    #expect(delegate.primaryMaskFormat == "[00]-[00]")
    delegate.setValue(nil, forKey: "listener")
    delegate.setValue(42, forKey: "primaryMaskFormat")
    #expect(delegate.keysLeftToKeyValueCoding == ["listener", "primaryMaskFormat"])
    #expect(delegate.primaryMaskFormat == "[00]-[00]")
  }

  @Test func theTextViewDelegateTakesEveryInspectableKey() {
    let delegate = MaskedTextViewDelegate()
    delegate.setValue("[00]-[00]", forKey: "primaryMaskFormat")
    delegate.setValue(false, forKey: "autocomplete")
    delegate.setValue(true, forKey: "autocompleteOnFocus")
    delegate.setValue(true, forKey: "autoskip")
    delegate.setValue(true, forKey: "rightToLeft")
    delegate.setValue(false, forKey: "allowSuggestions")
    delegate.setValue(true, forKey: "atomicCursorMovement")
    #expect(delegate.keysLeftToKeyValueCoding.isEmpty)
    #expect(delegate.primaryMaskFormat == "[00]-[00]")
    #expect(!delegate.autocomplete && delegate.autocompleteOnFocus && delegate.autoskip)
    #expect(delegate.rightToLeft && !delegate.allowSuggestions && delegate.atomicCursorMovement)
  }

  @Test func theInputListenerTakesEveryInspectableKey() {
    let input = MaskedTextInputListener()
    input.setValue("[00]-[00]", forKey: "primaryMaskFormat")
    input.setValue(false, forKey: "autocomplete")
    input.setValue(true, forKey: "autocompleteOnFocus")
    input.setValue(true, forKey: "autoskip")
    input.setValue(true, forKey: "rightToLeft")
    input.setValue(false, forKey: "allowSuggestions")
    input.setValue(true, forKey: "atomicCaretMovement")
    #expect(input.keysLeftToKeyValueCoding.isEmpty)
    #expect(input.primaryMaskFormat == "[00]-[00]" && input.viewDelegate.primaryMaskFormat == "[00]-[00]")
    #expect(!input.autocomplete && input.autocompleteOnFocus && input.autoskip)
    #expect(input.rightToLeft && !input.allowSuggestions && input.atomicCaretMovement)
    #expect(input.viewDelegate.rightToLeft && input.viewDelegate.autoskip)
  }

  @Test func aSceneMadeForInputMaskIOSMasksItsField() {
    let controller = ViewController()
    let delegate = MaskedTextFieldDelegate()
    // The runtime attributes, in the order Interface Builder happens to write them.
    delegate.setValue(true, forKey: "autocompleteOnFocus")
    delegate.setValue("+7 ([000]) [000] [00] [00]", forKey: "primaryMaskFormat")
    delegate.setValue(true, forKey: "autocomplete")
    delegate.delegate = controller
    let field = UITextField()
    field.delegate = delegate
    let typing = StandInTyping(field: field, delegate: delegate)
    delegate.textFieldDidBeginEditing(field)
    #expect(field.text == "+7 (")
    typing.type("1234567890")
    #expect(field.text == "+7 (123) 456 78 90")
    #expect(controller.values.last == "1234567890")
    #expect(delegate.keysLeftToKeyValueCoding.isEmpty)
  }
}
