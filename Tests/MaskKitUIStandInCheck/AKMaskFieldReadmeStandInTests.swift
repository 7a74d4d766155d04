import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// AKMaskField's README (../shared/seeds, English and Russian) run against ``BlockMaskField`` as it is
/// written, with only the class name changed: its storyboard attributes, its code, its delegate methods
/// and its tip.
@MainActor
@Suite struct AKMaskFieldReadmeStandInTests {
  /// A view controller with the README's delegate methods, written as the README writes them.
  final class ViewController: BlockMaskFieldDelegate {
    weak var field: BlockMaskField?
    var log: [String] = []

    func maskFieldDidBeginEditing(maskField: BlockMaskField) {
      log.append("began \(maskField === field)")
    }

    func maskField(
      maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) {
      // The Russian README reads the arguments and the status after the event from the field.
      #expect(maskField.oldString == oldString)
      #expect(maskField.range == range)
      #expect(maskField.withString == withString)
      log.append(
        "\(oldString)|\(range.location),\(range.length)|\(withString)|\(maskField.maskStatus)|\(maskField.maskEvent)"
      )
    }
  }

  /// The README's storyboard: a text field whose class is set, with AKMaskField's runtime attributes as
  /// Interface Builder stores them (keys `mask`, `maskTemplate`, `maskShowTemplate`).
  func storyboardField(mask: String, template: String, showsTemplate: Bool) throws -> BlockMaskField {
    let field = try #require(BlockMaskField(coder: NSCoder()))
    field.setValue(mask, forKey: "mask")
    field.setValue(template, forKey: "maskTemplate")
    field.setValue(showsTemplate, forKey: "maskShowTemplate")
    return field
  }

  @Test func theStoryboardAttributesApplyToTheField() throws {
    let field = try storyboardField(
      mask: "{dddd}-{DDDD}-{WaWa}-{aaaa}", template: "ABCD-EFGH-IJKL-MNOP", showsTemplate: true)
    #expect(field.maskExpression == "{dddd}-{DDDD}-{WaWa}-{aaaa}")
    #expect(field.maskTemplate == "ABCD-EFGH-IJKL-MNOP")
    #expect(field.maskShowTemplate)
    #expect(field.text == "ABCD-EFGH-IJKL-MNOP")
    #expect(field.mask == nil)  // UIView.mask is never reached
    #expect(field.keysLeftToKeyValueCoding.isEmpty)
    field.setValue("MaskKit's name", forKey: "accessibilityIdentifier")
    #expect(field.keysLeftToKeyValueCoding == ["accessibilityIdentifier"])
  }

  @Test func mistypedAttributesAreLeftToKeyValueCoding() throws {
    let field = try #require(BlockMaskField(coder: NSCoder()))
    field.setValue(3, forKey: "mask")
    field.setValue("yes", forKey: "maskShowTemplate")
    #expect(field.keysLeftToKeyValueCoding == ["mask", "maskShowTemplate"])
    #expect(field.maskExpression == "")
  }

  /// "Text: 0123" in the Attributes inspector, or `field.text = "0123"`, shows `0123-xxxx-xxxx-xxxx`.
  @Test func settingTheTextFormatsIt() throws {
    let field = try storyboardField(
      mask: "{dddd}-{dddd}-{dddd}-{dddd}", template: "xxxx-xxxx-xxxx-xxxx", showsTemplate: true)
    #expect(field.text == "xxxx-xxxx-xxxx-xxxx")
    field.text = "0123"
    #expect(field.text == "0123-xxxx-xxxx-xxxx")
    #expect(field.maskStatus == .Incomplete)
    field.text = nil
    #expect(field.text == "xxxx-xxxx-xxxx-xxxx")
    #expect(field.maskStatus == .Clear)
  }

  /// The README's "Programmatically", with `mask` spelled `maskExpression` (a text field's `mask` is
  /// `UIView.mask`).
  @Test func theProgrammaticSetUp() {
    let field = BlockMaskField()
    field.maskExpression = "{dddd}-{DDDD}-{WaWa}-{aaaa}"
    field.maskTemplate = "ABCD-EFGH-IJKL-MNOP"
    field.maskShowTemplate = true
    #expect(field.text == "ABCD-EFGH-IJKL-MNOP")
    #expect(field.maskStatus == .Clear)
    #expect(field.maskEvent == .None)
    #expect(field.maskBlockBrackets == ["{", "}"])

    let bracketed = BlockMaskField()
    bracketed.maskBlockBrackets = ["[", "]"]
    bracketed.maskExpression = "[dddd]-[DDDD]-[WaWa]-[aaaa]"
    bracketed.maskShowTemplate = true
    #expect(bracketed.text == "****-****-****-****")
  }

  @Test func theDelegateMethodsAsTheReadmeWritesThemAreCalled() throws {
    let field = try storyboardField(mask: "{dd}-{dd}", template: "_", showsTemplate: true)
    let controller = ViewController()
    controller.field = field
    field.maskDelegate = controller
    let typing = StandInTyping(field: field, delegate: field.maskedDelegate)
    field.maskedDelegate.textFieldDidBeginEditing(field)
    typing.type("1")
    typing.type("2")
    typing.select(0, 2)
    typing.paste("9")
    typing.backspace()
    #expect(
      controller.log == [
        "began true",
        "|0,0|1|Incomplete|Insert",
        "|1,0|2|Incomplete|Insert",
        "12|0,2|9|Incomplete|Replace",
        "9|0,1||Clear|Delete",
      ])
  }

  /// The Russian README's block and character properties, and the English README's tip, which collects
  /// the entered characters.
  @Test func theMaskObjectReadsAsTheReadmeSays() throws {
    let field = try storyboardField(
      mask: "{dddd}-{DDDD}-{WaWa}-{aaaa}", template: "ABCD-EFGH-IJKL-MNOP", showsTemplate: true)
    let typing = StandInTyping(field: field, delegate: field.maskedDelegate)
    typing.type("1234xy")
    #expect(field.text == "1234-xyGH-IJKL-MNOP")

    let block = field.maskObject[0]
    #expect(block.index == 0)
    #expect(block.status)
    #expect(block.range == 0..<4)
    #expect(block.mask == "dddd")
    #expect(block.template == "ABCD")
    #expect(block.text == "1234")
    #expect(block.chars.count == 4)
    let second = field.maskObject[1]
    #expect(!second.status)
    #expect(second.range == 5..<9)
    #expect(second.text == "xy")
    #expect(second.chars.map(\.status) == [true, true, false, false])
    #expect(second.chars.map(\.text) == ["x", "y", "", ""])
    #expect(second.chars[2].range == 7..<8)
    #expect(second.chars[2].character == nil)

    var enteredText: String = ""
    for block in field.maskObject {
      for char in block.chars {
        if char.status { enteredText += String(char.text) }
      }
    }
    #expect(enteredText == "1234xy")
  }

  /// `maskStatus` and `maskEvent` have exactly the README's cases: these switches are exhaustive.
  @Test func theStatusAndEventHaveTheReadmesCases() throws {
    let field = try storyboardField(mask: "{d}", template: "_", showsTemplate: true)
    func describe(_ status: BlockMaskFieldStatus) -> String {
      switch status {
      case .Clear: "clear"
      case .Incomplete: "incomplete"
      case .Complete: "complete"
      }
    }
    func describe(_ event: BlockMaskFieldEvent) -> String {
      switch event {
      case .None: "none"
      case .Insert: "insert"
      case .Delete: "delete"
      case .Replace: "replace"
      }
    }
    #expect(describe(field.maskStatus) == "clear")
    #expect(describe(field.maskEvent) == "none")
    StandInTyping(field: field, delegate: field.maskedDelegate).type("a")
    #expect(field.blockEvent == .error)
    #expect(describe(field.maskEvent) == "none")
    StandInTyping(field: field, delegate: field.maskedDelegate).type("5")
    #expect(describe(field.maskStatus) == "complete")
    #expect(describe(field.maskEvent) == "insert")
    #expect(BlockMaskFieldStatus.allCases.map(\.blockStatus) == BlockStatus.allCases)
  }

  /// The macOS field takes the same storyboard keys (`mask` is no `NSView` property, but a scene made
  /// for AKMaskField's attributes sets it).
  @Test func theAppKitFieldTakesTheSameStoryboardKeys() throws {
    let field = try #require(BlockMaskNSTextField(coder: NSCoder()))
    field.setValue("{dd}-{dd}", forKey: "mask")
    field.setValue("_", forKey: "maskTemplate")
    field.setValue(true, forKey: "maskShowTemplate")
    #expect(field.maskExpression == "{dd}-{dd}")
    #expect(field.maskTemplate == "_")
    #expect(field.maskShowTemplate)
    #expect(field.keysLeftToKeyValueCoding.isEmpty)
    #expect(field.maskStatus == .Clear)
    #expect(field.maskObject.map(\.mask) == ["dd", "dd"])
  }
}
