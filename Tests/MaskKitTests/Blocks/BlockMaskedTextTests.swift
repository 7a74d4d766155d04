import MaskKit
import Testing

/// The editing model on blocks masks: an empty slot shows its template character, which is never read
/// back as entered (issue 25: complete means exactly what was entered).
@Suite struct BlockMaskedTextTests {
  func field(_ source: String, template: String? = "_", text: String = "") throws -> MaskedText {
    MaskedText(mask: try BlockMask(source, template: template), text: text)
  }

  @Test func oneTypedCharacterOfThreeLeavesTheFieldIncomplete() throws {
    var field = try field("{...}")
    field.type("x")
    #expect(field.text == "x__")
    #expect(field.value == "x")
    #expect(!field.isComplete)
    field.type("yz")
    #expect(field.text == "xyz")
    #expect(field.value == "xyz")
    #expect(field.isComplete)
  }

  /// `D` takes anything but a digit, `W` any punctuation, so `_` and the default `*` fit them.
  @Test(arguments: [("{DDD}", "_", "a"), ("{WWW}", nil, "-"), ("{WWW}", "#", "!"), ("{DDD}", "ABC", "x")])
  func templateCharactersThatFitTheirSlotsAreNotEntries(source: String, template: String?, typed: String)
    throws
  {
    var field = try field(source, template: template)
    field.type(typed)
    #expect(field.value == typed)
    #expect(!field.isComplete)
    #expect(field.text.first == Character(typed))
  }

  @Test func aPasteFillsOnlyWhatWasPasted() throws {
    var field = try field("{...}-{...}")
    field.paste("ab")
    #expect(field.text == "ab_-___")
    #expect(field.value == "ab")
    #expect(!field.isComplete)
  }

  @Test func backspaceAndForwardDeleteLeaveTheOtherSlotsEmpty() throws {
    var field = try field("{...}")
    field.type("xyz")
    field.backspace()
    #expect(field.text == "xy_")
    #expect(field.value == "xy")
    #expect(!field.isComplete)
    field.moveCaret(to: 0)
    field.deleteForward()
    #expect(field.text == "y__")
    #expect(field.value == "y")
    field.moveCaret(to: 3)
    field.backspace()
    #expect(field.text == "___")
    #expect(field.value == "")
  }

  @Test func selectingTheTemplateEditsAfterTheEnteredCharacters() throws {
    var field = try field("{...}")
    field.type("x")
    field.select(TextSelection(start: 1, end: 3))
    #expect(field.selectedText == "")
    field.deleteSelection()
    #expect(field.value == "x")
    field.select(TextSelection(start: 2, end: 3))
    field.type("y")
    #expect(field.text == "xy_")
    #expect(field.value == "xy")
    field.selectAll()
    #expect(field.cut().text == "xy")
    #expect(field.value == "")
  }

  /// Shifted entries move up as they are: the literals they pass are not read as entered.
  @Test func typingInTheMiddleMovesTheEntriesPastTheLiterals() throws {
    var field = try field("({..}) {..}")
    field.type("abc")
    #expect(field.text == "(ab) c_")
    field.moveCaret(to: 1)
    field.type("z")
    #expect(field.text == "(za) bc")
    #expect(field.value == "zabc")
    field.moveCaret(to: 2)
    field.backspace()
    #expect(field.text == "(ab) c_")
    #expect(field.value == "abc")
    #expect(!field.isComplete)
  }

  @Test func aTypedTemplateCharacterIsEntered() throws {
    var field = try field("{...}")
    field.type("x__")
    #expect(field.text == "x__")
    #expect(field.value == "x__")
    #expect(field.isComplete)
    field.backspace()
    #expect(field.value == "x_")
    #expect(!field.isComplete)
  }

  /// A text that is exactly what the field shows is read as it is shown; any other text is entered.
  @Test func aShownTextHandedBackIsReadAsShown() throws {
    var field = try field("{...}")
    field.setText("x__")
    #expect(field.value == "x")
    #expect(!field.isComplete)
    field.setText("x_y")
    #expect(field.value == "x_y")
    #expect(field.isComplete)
    field.setText("x__y")
    #expect(field.value == "x__")
    #expect(try self.field("{...}", text: "x__").value == "x")
    #expect(try self.field("{dd}-{dd}", text: "12-__").value == "12")
    #expect(try self.field("{dd}-{dd}", template: "0", text: "1000").value == "1000")
  }

  @Test func undoRestoresWhatWasEntered() throws {
    var field = try field("{...}")
    field.type("x")
    field.type("y")
    field.undo()
    #expect(field.text == "x__")
    #expect(field.value == "x")
    field.type("z")
    #expect(field.value == "xz")
    #expect(!field.isComplete)
    field.undo()
    field.redo()
    #expect(field.value == "xz")
  }

  @Test func aNewTemplateKeepsTheEnteredCharacters() throws {
    let mask = try BlockMask("{...}", template: "_")
    var field = MaskedText(mask: mask)
    field.type("x")
    field.setMask(mask.withTemplate("*"))
    #expect(field.text == "x**")
    #expect(field.value == "x")
    #expect(!field.isComplete)
  }

  @Test func aValidatedBlocksMaskReadsTheSameWay() throws {
    let mask = ValidatedMask(try BlockMask("{...}", template: "_")) {
      $0 == "xyz" ? .invalid(reason: "taken") : .valid
    }
    var field = MaskedText(mask: mask)
    field.type("x")
    #expect(field.value == "x")
    #expect(!field.isComplete)
    field.type("yz")
    #expect(field.problem?.description == "taken")
    #expect(!field.isComplete)
  }

  @Test func renderingAValueFillsTheSlotsInOrder() throws {
    let mask = try BlockMask("+1 ({ddd}) {...}", template: "_")
    let result = try #require(mask.rendering(ofValue: "206)_"))
    #expect(result.text == "+1 (206) )__")
    #expect(result.value == "206)_")
    #expect(result.caret == 11)
    #expect(!result.isComplete)
    #expect(mask.rendering(ofValue: "2x6")?.value == "2")
    #expect(mask.enteredLength(of: result.text, value: result.value) == 11)
    #expect(mask.enteredLength(of: mask.placeholder, value: "") == 0)
  }
}
