import MaskKit
import PropertyBased
import Testing

/// Laws that hold for every input mask and every text.
@Suite struct InputMaskPropertyTests {
  static let formats = [
    "+1 ([000]) [000]-[0000]", "[00]{.}[00]{.}[0000]", "[A…]", "[0…]", "[_][-][0099]", "{+7} [000]",
    "\\[[00]\\]", "[AAA]-[999]", "[00].[00]", "8 ([000]) [000] [00] [00]",
  ]

  static let text = Gen.oneOf(
    Gen.letterOrNumber.string(of: 0...40),
    Gen.oneOf(
      Gen.always("1"), Gen.always("a"), Gen.always("-"), Gen.always(" "), Gen.always("😀"),
      Gen.always("e\u{301}"), Gen.always("٣"), Gen.always("\u{200F}"), Gen.always("(")
    ).array(of: 0...30).map { $0.joined() })

  @Test func formattingIsIdempotent() async throws {
    let masks = try Self.formats.map { try InputMask($0) }
    await propertyCheck(count: 300, input: Gen.int(in: 0...(masks.count - 1)), Self.text) { index, text in
      let mask = masks[index]
      let once = mask.format(text)
      #expect(mask.format(once.text).text == once.text)
      #expect(mask.format(once.text).value == once.value)
    }
  }

  @Test func rightToLeftFormattingIsIdempotent() async throws {
    let masks = try Self.formats.map { try InputMask($0, rightToLeft: true) }
    await propertyCheck(count: 200, input: Gen.int(in: 0...(masks.count - 1)), Self.text) { index, text in
      let once = masks[index].format(text)
      #expect(masks[index].format(once.text).text == once.text)
    }
  }

  @Test func randomMasksAndTextsNeverCrashAndKeepTheCaretInside() async {
    let symbols = Gen.oneOf(
      Gen.always("["), Gen.always("]"), Gen.always("{"), Gen.always("}"), Gen.always("\\"), Gen.always("0"),
      Gen.always("9"), Gen.always("A"), Gen.always("a"), Gen.always("_"), Gen.always("-"), Gen.always("…"),
      Gen.always("+"), Gen.always(" "), Gen.always("😀"))
    let formats = symbols.array(of: 0...16).map { $0.joined() }
    await propertyCheck(count: 500, input: formats, Self.text, Gen.int(in: -2...50), Gen.bool) {
      format, text, caret, rightToLeft in
      guard let mask = try? InputMask(format, rightToLeft: rightToLeft) else { return }
      for gravity in CaretGravity.allCases {
        let result = mask.apply(
          CaretText(text, caret: caret, gravity: gravity, autocomplete: true, autoskip: true))
        #expect((0...result.text.count).contains(result.caret))
      }
    }
  }
}
