// input-mask-ios's README (../shared/seeds/001), every Swift block and API element as written, with only
// MaskKit's documented renames: `import InputMask` → `import MaskKit` + `import MaskKitUI`, `Mask` →
// `InputMask` (MaskKit's `Mask` is the protocol every dialect conforms to), `CaretString` → `CaretText`,
// `AffinityCalculationStrategy` → `AffinityStrategy`. Not part of any target: type-checked against the
// iOS and macOS SDKs by `bash ../shared/tools/apple-typecheck.sh --consumer Tests/ReadmeConsumers/InputMaskReadme.swift`.
// Blocks that declare the same type name (`ViewController`) are kept apart in caseless enums; the
// README's expression fragments (`Mask(format:…)` without `try`) become statements.
import Foundation
import MaskKit
import MaskKitUI

#if canImport(UIKit)
  import UIKit
#endif

// MARK: - Character escaping

// swift-format-ignore: NeverUseForceTry
func readmeCharacterEscaping() {
  let format: String = "\\[[00]\\]"
  let escaped = try! InputMask(format: format)
  _ = escaped.apply(toText: CaretText(string: "12", caretPosition: "12".endIndex), autocomplete: true)
}

// MARK: - String formatting without views

// swift-format-ignore: NeverUseForceTry
func readmeStringFormatting() -> String {
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
  return output
}

// The elliptical masks' `Result.complete`, and the rest of input-mask-ios's `Mask.Result`.
func readmeResultElements(_ result: InputMask.Result) -> (Bool, String, String, Int, String.Index) {
  (
    result.complete, result.extractedValue, result.tailPlaceholder, result.affinity,
    result.formattedText.caretPosition
  )
}

// `Mask.Result` keeps compiling (with a deprecation warning naming `InputMask.Result`).
func readmeOldResultName(_ mask: InputMask) -> String {
  let result: Mask.Result = mask.apply(toText: CaretText(string: "1", caretPosition: "1".endIndex))
  return result.extractedValue
}

// MARK: - Custom notations

// swift-format-ignore: NeverUseForceTry
func readmeCustomNotations() {
  _ = try! InputMask(
    format: "[999][.][99]",
    customNotations: [
      Notation(
        character: ".",
        characterSet: CharacterSet(charactersIn: ".,"),
        isOptional: true
      )
    ]
  )

  _ = try! InputMask.getOrCreate(
    withFormat: "[999][.][99]",
    customNotations: [
      Notation(
        character: ".",
        characterSet: CharacterSet(charactersIn: ".,"),
        isOptional: true
      )
    ]
  )
}

// "A floating point number with two decimal places": `[999999999][.][99]`.
let readmeFloatingPointNotations = [
  Notation(character: ".", characterSet: CharacterSet(charactersIn: "."), isOptional: true)
]

// "An email": `[aaaaaaaaaa][d][aaaaaaaaaa][@][aaaaaaaaaa][d][aaaaaaaaaa][D][aaaaaaaaaa]`.
let readmeEmailNotations = [
  Notation(
    character: "D",
    characterSet: CharacterSet(charactersIn: "."),
    isOptional: false
  ),
  Notation(
    character: "d",
    characterSet: CharacterSet(charactersIn: "."),
    isOptional: true
  ),
  Notation(
    character: "@",
    characterSet: CharacterSet(charactersIn: "@"),
    isOptional: false
  ),
]

// "An optional currency symbol": `[s][9999]`.
let readmeCurrencyNotations = [
  Notation(character: "s", characterSet: CharacterSet(charactersIn: "$€"), isOptional: true)
]

// MARK: - Affine masks: the strategies

func readmeStrategies() -> [AffinityStrategy] {
  [AffinityStrategy.prefix, .whole]
}

#if canImport(UIKit)
  // MARK: - Simple UITextField for the phone numbers

  enum ReadmeOutlets {
    open class ViewController: UIViewController {
      @IBOutlet weak var listener: MaskedTextFieldDelegate!
      @IBOutlet weak var field: UITextField!
    }
  }

  enum ReadmeListener {
    open class ViewController: UIViewController, MaskedTextFieldDelegateListener {
      @IBOutlet weak var listener: MaskedTextFieldDelegate!
      @IBOutlet weak var field: UITextField!

      open func textField(
        _ textField: UITextField,
        didFillMandatoryCharacters complete: Bool,
        didExtractValue value: String
      ) {
        print(value)
      }
    }

    // What Interface Builder does with the scene: the Object's class, its Primary Mask Format, and the view
    // controller connected as the Object's `delegate` (or `listener`).
    @MainActor static func loadScene(_ controller: ViewController, field: UITextField) {
      let object = MaskedTextFieldDelegate()
      object.primaryMaskFormat = "+7 ([000]) [000] [00] [00]"
      object.delegate = controller
      object.listener = controller
      field.delegate = object
      controller.listener = object
      controller.field = field
    }
  }

  // MARK: - Affine masks

  enum ReadmeAffine {
    open class ViewController: UIViewController, MaskedTextFieldDelegateListener {
      @IBOutlet weak var listener: MaskedTextFieldDelegate!

      open override func viewDidLoad() {
        super.viewDidLoad()
        listener.affinityCalculationStrategy = .prefix
        listener.affineFormats = [
          "+7 ([000]) [000] [00] [00]#[900]"
        ]
      }
    }
  }

  // MARK: - Custom notations on the delegate

  enum ReadmeCustomNotations {
    class ViewController: UIViewController {
      @IBOutlet weak var listener: MaskedTextFieldDelegate!

      open override func viewDidLoad() {
        super.viewDidLoad()
        listener.customNotations = [
          Notation(
            character: ".",
            characterSet: CharacterSet(charactersIn: ".,"),
            isOptional: true
          )
        ]
      }
    }
  }

  // MARK: - UITextView support

  enum ReadmeTextView {
    open class ViewController: UIViewController, MaskedTextViewDelegateListener {
      @IBOutlet weak var listener: MaskedTextViewDelegate!
      @IBOutlet weak var view0: UITextView!

      open override func viewDidLoad() {
        super.viewDidLoad()
        listener.primaryMaskFormat = "+7 ([000]) [000] [00] [00]"
        listener.affinityCalculationStrategy = .prefix
        listener.affineFormats = ["+7 ([000]) [000] [00] [00]#[900]"]
        listener.customNotations = readmeFloatingPointNotations
        listener.autocomplete = true
        listener.autocompleteOnFocus = true
        listener.delegate = self
      }

      open func textView(
        _ textView: UITextView,
        didFillMandatoryCharacters complete: Bool,
        didExtractValue value: String
      ) {
        print(value)
      }
    }
  }

  // MARK: - Known issues: `UITextFieldTextDidChange` and `editingChanged`

  class NotifyingMaskedTextFieldDelegate: MaskedTextFieldDelegate {
    weak var editingListener: NotifyingMaskedTextFieldDelegateListener?

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

  protocol NotifyingMaskedTextFieldDelegateListener: class {
    func onEditingChanged(inTextField: UITextField)
  }

  // MARK: - Known issues: Cut action

  class UITextFieldMonkeyPatch: UITextField {
    override func cut(_ sender: Any?) {
      copy(sender)
      super.cut(sender)
    }
  }

  // MARK: - MaskedTextInputListener

  enum ReadmeTextInputListener {
    final class ViewController: UIViewController, OnMaskedTextChangedListener {
      @IBOutlet weak var listener: MaskedTextInputListener!

      override func viewDidLoad() {
        super.viewDidLoad()
        listener.primaryMaskFormat = "+7 ([000]) [000] [00] [00]"
        listener.affinityCalculationStrategy = .prefix
        listener.affineFormats = ["+7 ([000]) [000] [00] [00]#[900]"]
        listener.customNotations = readmeCurrencyNotations
        listener.autoskip = true
        listener.rightToLeft = false
        listener.listener = self
      }

      func textInput(
        _ textInput: UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool
      ) {
        print(value, complete)
      }
    }
  }
#endif
