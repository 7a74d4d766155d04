import MaskKit
import PropertyBased
import Testing

/// Laws that hold for every picture mask and every text.
@Suite struct PicturePropertyTests {
  static let masks = [
    "(###) ###-####", "#####[-####]", "[+,-]#*#[.*#]", "{Red,Yellow}", "&*?", "*[&[*?]*[ ]]", "*{*#,*?}",
    "{0#,1{0,1,2}}:{0,1,2,3,4,5}#", "*3{#,?}", "[(###)]###-####",
  ]

  static let text = Gen.oneOf(
    Gen.letterOrNumber.string(of: 0...30),
    Gen.oneOf(
      Gen.always("1"), Gen.always("a"), Gen.always("-"), Gen.always(" "), Gen.always("😀"),
      Gen.always("e\u{301}"), Gen.always("٣"), Gen.always("\u{200F}"), Gen.always("("), Gen.always(".")
    ).array(of: 0...30).map { $0.joined() })

  static let maskSymbols = Gen.oneOf(
    Gen.always("#"), Gen.always("?"), Gen.always("&"), Gen.always("*"), Gen.always("{"), Gen.always("}"),
    Gen.always("["), Gen.always("]"), Gen.always(","), Gen.always(";"), Gen.always("-"), Gen.always("3"),
    Gen.always("é")
  ).array(of: 0...16).map { $0.joined() }

  @Test func checkKeepsOneCharacterPerTypedCharacter() async throws {
    let masks = try Self.masks.map { try PictureMask($0) }
    await propertyCheck(count: 300, input: Gen.int(in: 0...(masks.count - 1)), Self.text) { index, text in
      let result = masks[index].check(text, autofill: false)
      #expect(result.output.count == text.count)
      #expect((result.status == .notOk) == (result.errorMessage != nil))
    }
  }

  @Test func autofillOnlyAppends() async throws {
    let masks = try Self.masks.map { try PictureMask($0) }
    await propertyCheck(count: 300, input: Gen.int(in: 0...(masks.count - 1)), Self.text) { index, text in
      let plain = masks[index].check(text, autofill: false)
      let filled = masks[index].check(text, autofill: true)
      #expect(filled.output.hasPrefix(plain.output))
      #expect(filled.status == plain.status || plain.status == .okSoFar)
    }
  }

  @Test func applyNeverLeavesTextThatDoesNotFit() async throws {
    let masks = try Self.masks.map { try PictureMask($0) }
    await propertyCheck(count: 300, input: Gen.int(in: 0...(masks.count - 1)), Self.text) { index, text in
      let result = masks[index].apply(CaretText(text))
      #expect(masks[index].check(result.text).status != .notOk)
      #expect((0...result.text.count).contains(result.caret))
    }
  }

  @Test func anyMaskTextAndEditGetsAnAnswer() async {
    await propertyCheck(count: 400, input: Self.maskSymbols, Self.text, Gen.int(in: -3...40)) {
      source, text, at in
      let mask = PictureMask(partial: source)
      let result = mask.check(text, replacing: at..<(at + 2), with: "1", autofill: true)
      #expect(result.output.count >= 0)
      #expect((mask.syntaxError == nil) == ((try? PictureMask(source)) != nil))
      #expect(!mask.explanation.isEmpty)
    }
  }
}
