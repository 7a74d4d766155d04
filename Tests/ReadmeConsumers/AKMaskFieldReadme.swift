// swift-format-ignore-file
// AKMaskField's README (English and Russian, ../shared/seeds) as an app migrating to MaskKit writes it:
// the code and API elements as the README writes them, with the import and the class names changed
// (`AKMaskField` → `BlockMaskField`, `AKMaskFieldDelegate` → `BlockMaskFieldDelegate`,
// `AKMaskFieldStatus` → `BlockMaskFieldStatus`, `AKMaskFieldEvet` → `BlockMaskFieldEvent`,
// `AKMaskFieldBlock` → `BlockMaskFieldBlock`, `AKMaskFieldBlockChars` → `BlockMaskFieldBlockChars`),
// the field's `mask` spelled `maskExpression` (on a `UITextField`, `mask` is `UIView.mask`; a storyboard's
// `mask` attribute still works), and Swift 1's `println` spelled `print`. .ci/run type-checks it against
// the iOS SDK (`apple-typecheck.sh --consumer`); the stand-in tests run the same code
// (Tests/MaskKitUIStandInCheck/AKMaskFieldReadmeStandInTests.swift).

import MaskKit
import MaskKitUI

#if canImport(UIKit)
  import UIKit

  // Storyboard: "Drag field to view controller class. Create outlet."
  class StoryboardViewController: UIViewController {
    @IBOutlet weak var field: BlockMaskField!
  }

  // Programmatically.
  class ProgrammaticViewController: UIViewController {
    var field: BlockMaskField!

    override func viewDidLoad() {
      super.viewDidLoad()

      field = BlockMaskField()
      field.maskExpression = "{dddd}-{DDDD}-{WaWa}-{aaaa}"
      field.maskTemplate = "ABCD-EFGH-IJKL-MNOP"
      field.maskShowTemplate = true
    }
  }

  // The Russian README's code, its block brackets and its default value.
  @MainActor func russianReadmeCode(field: BlockMaskField) {
    field.maskExpression = "{dddd}-{dddd}-{dddd}-{dddd}"
    field.maskTemplate = "xxxx-xxxx-xxxx-xxxx"
    field.maskShowTemplate = true

    // Значение по умолчанию
    field.text = "0123"

    // Скобки
    field.maskBlockBrackets = ["[", "]"]

    // Маска
    field.maskExpression = "[dddd]-[DDDD]-[WaWa]-[aaaa]"
  }

  // Properties, with the README's types.
  @MainActor func properties(field: BlockMaskField) {
    var mask: String = field.maskExpression
    mask = "{dddd}"
    field.maskExpression = mask
    var maskTemplate: String = field.maskTemplate
    maskTemplate = "*"
    field.maskTemplate = maskTemplate
    var maskShowTemplate: Bool = field.maskShowTemplate
    maskShowTemplate = false
    field.maskShowTemplate = maskShowTemplate
    var maskBlockBrackets: [Character] = field.maskBlockBrackets
    maskBlockBrackets = ["{", "}"]
    field.maskBlockBrackets = maskBlockBrackets
    let maskObject: [BlockMaskFieldBlock]! = field.maskObject
    if let blocks = field.maskObject { print(blocks.count) }
    print(field.maskObject.map(\.text), field.maskObject.count)
    let maskStatus: BlockMaskFieldStatus = field.maskStatus
    let maskEvent: BlockMaskFieldEvent = field.maskEvent
    field.maskDelegate = DelegateOwner().maskDelegate
    _ = (maskObject, maskStatus, maskEvent)
    field.text = "1234"
    field.placeholder = "Card number"
  }

  // "Accessing the Delegate", as a declaration.
  @MainActor final class DelegateOwner {
    weak var maskDelegate: BlockMaskFieldDelegate?
  }

  // A block and its characters, with the README's types.
  func blockProperties(_ block: BlockMaskFieldBlock) {
    let index: Int = block.index
    let status: Bool = block.status
    let range: Range<Int> = block.range
    let mask: String = block.mask
    let text: String = block.text
    let template: String = block.template
    let chars: [BlockMaskFieldBlockChars] = block.chars
    _ = (index, status, range, mask, text, template, chars)
  }

  func characterProperties(_ char: BlockMaskFieldBlockChars) {
    let index: Int = char.index
    let status: Bool = char.status
    let text: String = char.text
    let range: Range<Int> = char.range
    _ = (index, status, text, range)
  }

  // The status and event enumerations, with exactly the README's cases.
  func describe(_ status: BlockMaskFieldStatus) -> String {
    switch status {
    case .Clear: return "No one character was entered."
    case .Incomplete: return "At least one character is not entered."
    case .Complete: return "All characters was entered."
    }
  }

  func describe(_ event: BlockMaskFieldEvent) -> String {
    switch event {
    case .None: return "No one event was detected."
    case .Insert: return "Entering new text."
    case .Delete: return "Deleting text from field."
    case .Replace: return "Selecting and replacing or deleting text."
    }
  }

  let initialStatus = BlockMaskFieldStatus.Clear
  let initialEvent = BlockMaskFieldEvent.None

  // The delegate methods as the READMEs write them.
  class DelegateViewController: UIViewController, BlockMaskFieldDelegate {
    @IBOutlet weak var field: BlockMaskField!

    override func viewDidLoad() {
      super.viewDidLoad()

      field.maskDelegate = self
    }

    // Методы делегата
    func maskFieldDidBeginEditing(maskField: BlockMaskField) {
      print("Объект класса: \(maskField)")
    }

    func maskField(
      maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) {
      print("Объект класса: \(maskField)")
      print("Текст до события: \(maskField.oldString)")
      print("Месторасположение текста до события: \(maskField.range)")
      print("Текст после события: \(maskField.withString)")
      print("Состояние поля после события: \(maskField.maskStatus)")
      print("Действие в момент события: \(maskField.maskEvent)")
    }
  }

  // The Russian README's object example.
  class ObjectViewController: UIViewController {
    @IBOutlet weak var field: BlockMaskField!

    func printObject() {
      // Возьмём первый блок
      let block = self.field.maskObject[0]

      print("Позиция блока в маске: \(block.index)")  // Int
      print("Заполнен или не заполнен блок: \(block.status)")  // true - Заполнен, false - не заполнен
      print("Месторасположение блока в маске: \(block.range)")  // Range<Int>
      print("Маска: \(block.mask)")  // String
      print("Шаблон: \(block.template)")  // String
      print("Символы внури внутри: \(block.chars)")  // Array<AKMaskFieldBlockChars>

      // Возьмём первый символ
      let char = block.chars[0]

      print("Заполнен или не заполнен символ : \(char.status)")  // true - Заполнен, false - не заполнен
      print("Месторасположение символa в маске: \(char.range)")  // Range<Int>
    }
  }

  // Tips: how to get the entered text without the mask.
  @MainActor func enteredText(field: BlockMaskField) {
    var enteredText: String = ""
    for block in field.maskObject {

      for char in block.chars {
        if char.status { enteredText += String(char.text) }
      }
    }

    print("Entered text: \(enteredText)")
  }
#endif
