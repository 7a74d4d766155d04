import MaskKit
import Testing

/// `PictureMask` as a `Mask`: apply, placeholder and the explanation.
@Suite struct PictureMaskProtocolTests {
  @Test func applyDropsCharactersThatDoNotFit() throws {
    let mask = try PictureMask("###-###")
    let result = mask.apply(CaretText("12a3456", autocomplete: true))
    #expect(result.text == "123-456")
    #expect(result.isComplete)
    #expect(result.value == "123-456")
    #expect(result.caret == 7)
  }

  @Test func applyAutofillsWithAutocompleteOnly() throws {
    let mask = try PictureMask("##-##")
    #expect(mask.apply(CaretText("12", autocomplete: true)).text == "12-")
    #expect(mask.apply(CaretText("12", autocomplete: false)).text == "12")
    #expect(!mask.apply(CaretText("12", autocomplete: true)).isComplete)
  }

  @Test func applyKeepsTheCaretOnItsCharacter() throws {
    let mask = try PictureMask("####")
    let result = mask.apply(CaretText("1x23", caret: 3, gravity: .backward))
    #expect(result.text == "123")
    #expect(result.caret == 2)
  }

  @Test func applyConvertsCase() throws {
    #expect(try PictureMask("&*?").format("hELLO").text == "HELLO")
  }

  @Test func applyCutsTextWithManyBadCharacters() throws {
    let mask = try PictureMask("*#")
    let text = String(repeating: "x", count: 500) + "12"
    let result = mask.apply(CaretText(text))
    #expect(mask.check(result.text).status != .notOk)
  }

  @Test func placeholderDropsEscapes() throws {
    #expect(try PictureMask(";&##").placeholder == "&##")
    #expect(try PictureMask(";;#").placeholder == ";#")
    #expect(try PictureMask("(###) ###-####").placeholder == "(###) ###-####")
  }

  @Test func explanationShowsTheTree() throws {
    let lines = try PictureMask("#[-*3#]").explanation.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "mask \"#[-*3#]\"",
        "  digit \"#\"",
        "  optional \"[-*3#]\"",
        "    alternative \"-*3#\"",
        "      literal \"-\"",
        "      repeat 3 times \"*3#\"",
        "        digit \"#\"",
      ])
  }

  @Test func masksWithTheSameSourceAreEqual() throws {
    #expect(try PictureMask("##") == PictureMask("##"))
    #expect(try PictureMask("##") != PictureMask("#"))
  }
}
