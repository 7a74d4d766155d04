import Testing

@testable import MaskKit

/// The scalar walk of `apply` (texts whose every scalar is a standalone character): the literals that turn
/// it off and a long Cyrillic field (the random agreement is `FastPathDifferentialTests`).
@Suite struct InputMaskScalarPathTests {
  @Test func literalsThatAreNotStandaloneTurnTheScalarWalkOff() throws {
    #expect(try InputMask("[00]→[00]").hasStandaloneLiterals == false)
    #expect(try InputMask("Ж[AA]{ж}[00]").hasStandaloneLiterals)
    #expect(try InputMask("[00]\u{037E}[00]").hasStandaloneLiterals == false)
    #expect(try InputMask("[A…]").applyByScalars(CaretText("e\u{301}")) == nil)
  }

  @Test func typingInALongCyrillicFieldMatchesTheCharacterWalk() throws {
    let mask = try InputMask("[A…]")
    var field = MaskedText(mask: mask, text: String(repeating: "абвгдежзий", count: 50))
    field.moveCaret(to: 250)
    field.type("яЖ1ё")
    #expect(
      field.text == String(repeating: "абвгдежзий", count: 25) + "яЖё"
        + String(repeating: "абвгдежзий", count: 25))
    #expect(field.selection == .caret(253))
    let input = CaretText(field.text, caret: 253)
    #expect(mask.applyByScalars(input) == mask.applyByCharacters(input))
  }
}
