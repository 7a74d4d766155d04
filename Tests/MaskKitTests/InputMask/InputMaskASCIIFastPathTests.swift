import PropertyBased
import Testing

@testable import MaskKit

/// The ASCII fast path of `apply` gives exactly what the `Character` walk gives.
@Suite struct InputMaskASCIIFastPathTests {
  static let formats = [
    "+1 ([000]) [000]-[0000]", "[00]{.}[00]{.}[0000]", "[A…]", "[0…]", "[_][-][0099]", "{+7} [000]",
    "\\[[00]\\]", "[AAA]-[999]", "[00].[00]", "8 ([000]) [000] [00] [00]", "[9990]{,}[00]", "[a-]{/}[_…]",
    "[cc] [00]", "[s][0…]",
  ]
  static let notations = [
    Notation(character: "c", characters: "$€£x"),
    Notation(character: "s", characters: "+-", isOptional: true),
  ]

  static let text = Gen.oneOf(
    Gen.letterOrNumber.string(of: 0...30),
    Gen.oneOf(
      Gen.always("1"), Gen.always("7"), Gen.always("a"), Gen.always("Z"), Gen.always("-"), Gen.always(" "),
      Gen.always("+"), Gen.always("."), Gen.always(","), Gen.always("/"), Gen.always("("), Gen.always("$"),
      Gen.always("["), Gen.always("\n"), Gen.always("\r\n"), Gen.always("é"), Gen.always("٣")
    ).array(of: 0...30).map { $0.joined() })

  @Test func fastPathAgreesWithTheCharacterWalk() async throws {
    let masks = try Self.formats.flatMap { format in
      try [false, true].map { try InputMask(format, notations: Self.notations, rightToLeft: $0) }
    }
    await propertyCheck(
      count: 2_000, input: Gen.int(in: 0...(masks.count - 1)), Self.text, Gen.int(in: -2...40),
      Gen.int(in: 0...7)
    ) { index, text, caret, flags in
      let mask = masks[index]
      let input = CaretText(
        text, caret: caret, gravity: flags & 1 == 0 ? .forward : .backward,
        autocomplete: flags & 2 != 0, autoskip: flags & 4 != 0)
      let fast = mask.applyASCII(input)
      if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
        #expect(fast == mask.applyByCharacters(input))
      } else {
        #expect(fast == nil)
      }
    }
  }

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
