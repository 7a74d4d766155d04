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

  @Test func sevenValidityIsWhetherTheFormatCompiles() {
    #expect(InputMask.isValid(format: "[00]-[00]"))
    #expect(!InputMask.isValid(format: "[00"))
    #expect(!InputMask.isValid(format: "[C]"))
    #expect(InputMask.isValid(format: "[C]", customNotations: [Notation(character: "C", characters: "ab")]))
  }

  @Test func sevenGravityCarriesItsFlag() {
    let text = "12"
    let forward = CaretText(
      string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: true))
    #expect(forward == CaretText(text, caret: 2, gravity: .forward, autocomplete: true))
    #expect(forward.caretGravity == .forward(autocomplete: true))
    let backward = CaretText(
      string: text, caretPosition: text.startIndex, caretGravity: .backward(autoskip: true))
    #expect(backward.gravity == .backward && backward.autoskip && !backward.autocomplete)
    #expect(backward.caretGravity == .backward(autoskip: true))
  }

  @Test func sevenAffinityIsTheStrategysWithTheAutocompleteGiven() throws {
    let mask = try InputMask(format: "[00]-[00]")
    let text = CaretText("12", caret: 2)
    for strategy in AffinityStrategy.allCases {
      var completed = text
      completed.autocomplete = true
      #expect(
        strategy.calculateAffinity(ofMask: mask, forText: text, autocomplete: true)
          == strategy.affinity(of: mask, for: completed))
    }
  }

  @Test func aMaskAndAResultDescribeThemselves() throws {
    let mask = try InputMask(format: "[00]-[00]")
    #expect(mask.description == "[00]-[00]")
    #expect(mask.debugDescription == #"InputMask("[00]-[00]")"#)
    #expect(try InputMask("[00]", rightToLeft: true).debugDescription == #"InputMask("[00]", rightToLeft)"#)
    let result = mask.apply(toText: CaretText("123", caret: 3))
    #expect(result.description == "12-3 → 123 (incomplete)")
    #expect(result.debugDescription.contains("extractedValue: \"123\""))
  }
}
