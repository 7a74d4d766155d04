import MaskKit
import Testing

/// input-mask-ios's spellings on MaskKit's types (`InputMask(format:)`, `apply(toText:autocomplete:)`,
/// `CaretText(string:caretPosition:)`, `Result.formattedText`, …) give what MaskKit's own do.
@Suite struct InputMaskIOSSpellingTests {
  @Test func caretTextTakesAStringIndex() {
    let text = "a😀bc"
    let middle = CaretText(string: text, caretPosition: text.index(text.startIndex, offsetBy: 2))
    #expect(middle.caret == 2 && middle.string == text)
    #expect(middle.caretPosition == text.index(text.startIndex, offsetBy: 2))
    #expect(CaretText(string: text, caretPosition: text.endIndex) == CaretText(text))
    var moved = CaretText(string: "12", caretPosition: "12".startIndex)
    moved.string = "1234"
    #expect(moved.text == "1234" && moved.caret == 0)
    moved.caret = 9
    #expect(moved.caretPosition == moved.string.endIndex)
  }

  @Test func applyToTextIsApplyWithForwardGravity() throws {
    let mask = try InputMask(format: "+1 ([000]) [000]-[0000]")
    let input = CaretText(string: "206", caretPosition: "206".endIndex)
    let completed = mask.apply(toText: input, autocomplete: true)
    #expect(completed.formattedText.string == "+1 (206) ")
    #expect(completed.result == mask.apply(CaretText("206", gravity: .forward, autocomplete: true)))
    let plain = mask.apply(toText: input)
    #expect(plain.formattedText.string == "+1 (206")
    #expect(plain.formattedText.caret == plain.result.caret)
    #expect(plain.extractedValue == "206" && !plain.complete)
    #expect(plain.tailPlaceholder == plain.result.tailPlaceholder)
    #expect(plain.affinity == mask.applyWithAffinity(CaretText("206")).affinity)
  }

  @Test func theInitializersAndTheCacheAreMaskKits() throws {
    let notations = [Notation(character: "c", characters: "$€", isOptional: true)]
    let made = try InputMask(format: "[c][000]", customNotations: notations)
    #expect(made == (try InputMask("[c][000]", notations: notations)))
    #expect(try InputMask.getOrCreate(withFormat: "[c][000]", customNotations: notations) == made)
    #expect(try InputMask.getOrCreate(withFormat: "[00]") == (try InputMask.cached("[00]")))
    #expect(throws: MaskSyntaxError.self) { try InputMask(format: "[00") }
    let result: InputMask.Result = made.apply(toText: CaretText(string: "€12", caretPosition: "€12".endIndex))
    #expect(result.extractedValue == "€12")
  }
}
