import Testing

@testable import MaskKit

/// The ASCII fast path of `apply`: masks it leaves to the `Character` walk, a value that is the text and
/// long digit texts (the random agreement is `FastPathDifferentialTests`).
@Suite struct InputMaskASCIIFastPathTests {
  @Test func masksWithNonASCIILiteralsTakeTheCharacterWalk() throws {
    #expect(try InputMask("[00]→[00]").slots.ascii == nil)
    #expect(try InputMask("[00]\r[00]").slots.ascii == nil)
    #expect(try InputMask("[00]-[00]").slots.ascii != nil)
  }

  @Test func aValueThatIsTheWholeTextIsTheText() throws {
    let phone = try InputMask("+1 ([000]) [000]-[0000]")
    let digits = CaretText("2065551234")
    #expect(try #require(phone.applyASCII(digits)).result.value == "2065551234")
    #expect(phone.applyASCII(digits) == phone.applyByCharacters(digits))
    // As many value bytes as the text has, one of them a `{}` literal: not the text.
    let prefixed = try InputMask("{7}[000]")
    let other = CaretText("1234")
    #expect(try #require(prefixed.applyASCII(other)).result.value == "7123")
    #expect(prefixed.applyASCII(other) == prefixed.applyByCharacters(other))
  }

  @Test func longDigitTextsMatch() throws {
    let mask = try InputMask("[0…]")
    let text = String(repeating: "0123456789", count: 1_000)
    let input = CaretText(text, caret: 5_000, gravity: .backward, autoskip: true)
    #expect(mask.applyASCII(input) == mask.applyByCharacters(input))
  }
}
