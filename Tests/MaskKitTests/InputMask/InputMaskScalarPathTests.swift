import Testing

@testable import MaskKit

/// The scalar walk of `apply` (texts whose every scalar is a standalone character) gives exactly what
/// the `Character` walk gives, and texts it cannot read take the `Character` walk.
@Suite struct InputMaskScalarPathTests {
  static let formats = [
    "[A…]", "[0…]", "[_…]", "+7 ([000]) [000]-[00]-[00]", "[AAA]-[999]", "Ж[AA]{ж}[00]", "[00]→[00]",
    "[a-]{/}[_…]", "[cc] [00]", "{é}[AA]", "[00] 中 [AA]", "[s][0…]", "\\[[00]\\]", "[A][A][A]",
  ]
  static let notations = [
    Notation(character: "c", characters: "$€жx"),
    Notation(character: "s", characters: "+-я", classes: [.letters], isOptional: true),
  ]

  static func randomText(_ generator: inout SplitMix) -> String {
    let pieces = [
      "а", "б", "Я", "ж", "ё", "1", "7", "٣", "a", "Z", "-", " ", "(", "+", "/", "é", "e\u{301}", "ж\u{301}",
      "中", "あ", "👍", "👍🏽", "🇺🇸", "\u{1F1FA}", "\r\n", "\r", "\n", "\u{1100}", "\u{1161}", "가", "Ω",
      "\u{037E}", ";", "$", "€", "→", "\u{200D}", "ᄀ", "ᅡ",
    ]
    var text = ""
    for _ in 0..<Int.random(in: 0...24, using: &generator) {
      text += pieces.randomElement(using: &generator) ?? "a"
    }
    if Int.random(in: 0...9, using: &generator) == 0 {
      text = String(repeating: "абвгд", count: Int.random(in: 1...40, using: &generator))
    }
    return text
  }

  @Test func scalarWalkAgreesWithTheCharacterWalk() throws {
    let masks = try Self.formats.flatMap { format in
      try [false, true].map { try InputMask(format, notations: Self.notations, rightToLeft: $0) }
    }
    var generator = SplitMix(state: 0x18)
    var scalarWalks = 0
    for _ in 0..<6_000 {
      let mask = masks.randomElement(using: &generator) ?? masks[0]
      let text = Self.randomText(&generator)
      let flags = Int.random(in: 0...7, using: &generator)
      let input = CaretText(
        text, caret: Int.random(in: -2...40, using: &generator),
        gravity: flags & 1 == 0 ? .forward : .backward,
        autocomplete: flags & 2 != 0, autoskip: flags & 4 != 0)
      let general = mask.applyByCharacters(input)
      #expect(mask.applyWithAffinity(input) == general, "\(mask.format) \(text.debugDescription)")
      if let scalar = mask.applyByScalars(input) {
        scalarWalks += 1
        #expect(scalar == general, "\(mask.format) \(text.debugDescription)")
      } else {
        #expect(!mask.hasStandaloneLiterals || !text.unicodeScalars.allSatisfy(\.isStandaloneCharacter))
      }
    }
    #expect(scalarWalks > 500)
  }

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
