import MaskKit
import Testing

/// `FormatStringMask` as a `Mask`: editing-friendly apply, caret, value, placeholder, editing model.
@Suite struct FormatStringMaskProtocolTests {
  @Test func applyDropsWhatDoesNotFitAndKeepsLiterals() throws {
    let mask = try FormatStringMask("(###) ###-####")
    let result = mask.apply(CaretText("(808) 55a5-1212"))
    #expect(result.text == "(808) 555-1212")
    #expect(result.value == "8085551212")
    #expect(result.isComplete)
    #expect(result.caret == 14)
  }

  @Test func insertingInTheMiddleShiftsTheRest() throws {
    let mask = try FormatStringMask("(###) ###-####")
    let result = mask.apply(CaretText("(8908) 555-1212", caret: 3))
    #expect(result.text == "(890) 855-5121")
    #expect(result.caret == 3)
  }

  @Test func caretFollowsItsCharacterPastInsertedLiterals() throws {
    let mask = try FormatStringMask("(###) ###-####")
    let result = mask.apply(CaretText("(8085", caret: 5))
    #expect(result.text == "(808) 5")
    #expect(result.caret == 7)
  }

  @Test func autocompleteAppendsTheFollowingLiterals() throws {
    let mask = try FormatStringMask("(###) ###-####")
    #expect(mask.apply(CaretText("808", autocomplete: true)).text == "(808) ")
    #expect(mask.apply(CaretText("808", autocomplete: false)).text == "(808")
    #expect(mask.apply(CaretText("808", autocomplete: true)).tailPlaceholder == "###-####")
  }

  @Test func autoskipDropsTrailingLiteralsWhenDeleting() throws {
    let mask = try FormatStringMask("(###) ###-####")
    let result = mask.apply(CaretText("(808) ", gravity: .backward, autoskip: true))
    #expect(result.text == "(808")
    #expect(result.caret == 4)
  }

  @Test func valueIsTheFormatRemoved() throws {
    let mask = try FormatStringMask("XX-00")
    let result = mask.format("ab12")
    #expect(result.value == "AB12")
    #expect(result.value == mask.removeFormat(result.text))
  }

  @Test func placeholderAndLiteralPrefix() throws {
    #expect(try FormatStringMask("\\#\\0##").placeholder == "#0##")
    #expect(try FormatStringMask("+1 (###)").literalPrefix == "+1 (")
    #expect(try FormatStringMask("##").literalPrefix == "")
  }

  @Test func caretOutsideTheTextIsClamped() throws {
    let mask = try FormatStringMask("##-##")
    #expect(mask.apply(CaretText("1234", caret: 99)).caret == 5)
    #expect(mask.apply(CaretText("1234", caret: -5, gravity: .backward)).caret == 0)
  }

  @Test func typingInTheEditingModel() throws {
    var field = MaskedText(mask: try FormatStringMask("(###) ###-####"))
    #expect(field.type("808a5551212") == [.editRefused("808a5551212", reason: .doesNotFitMask("a"))])
    for key in "808a5551212" { field.type(String(key)) }
    #expect(field.text == "(808) 555-1212")
    #expect(field.value == "8085551212")
    #expect(field.isComplete)
  }

  @Test func pastingFormattedTextInTheEditingModel() throws {
    var field = MaskedText(mask: try FormatStringMask("000-00-0000"))
    field.paste("808-55-5121")
    #expect(field.text == "808-55-5121")
    #expect(field.isComplete)
  }
}
