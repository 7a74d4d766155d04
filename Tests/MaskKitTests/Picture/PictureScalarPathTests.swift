import PropertyBased
import Testing

@testable import MaskKit

/// Text of standalone scalars (see `isStandaloneCharacter`) is walked as scalars
/// (`PictureMatcher+Scalars`); these tests hold that path to the `Character` walk, which the same
/// calls take with `allowsScalars: false`.
@Suite struct PictureScalarPathTests {
  static let maskSymbols = Gen.oneOf(
    Gen.always("#"), Gen.always("?"), Gen.always("&"), Gen.always("~"), Gen.always("@"), Gen.always("!"),
    Gen.always("*"), Gen.always("*"), Gen.always("{"), Gen.always("}"), Gen.always("["), Gen.always("]"),
    Gen.always(","), Gen.always(";"), Gen.always("-"), Gen.always("3"), Gen.always("a"), Gen.always(" "),
    Gen.always("ж"), Gen.always("Ж"), Gen.always("é"), Gen.always("か"), Gen.always("ß"), Gen.always("Ω")
  ).array(of: 0...14).map { $0.joined() }

  /// Latin, Cyrillic, Greek, kana and CJK scalars (with case pairs, letters whose case forms are not
  /// one standalone scalar, and the three scalars equivalent to another), mixed with combining marks,
  /// digits of other scripts, emoji, flags and CR LF, which send the walk back to `Character`s.
  static let text = Gen.oneOf(
    Gen.always("1"), Gen.always("7"), Gen.always("a"), Gen.always("B"), Gen.always(" "), Gen.always("-"),
    Gen.always("ж"), Gen.always("Ж"), Gen.always("я"), Gen.always("ß"), Gen.always("ɐ"), Gen.always("ǅ"),
    Gen.always("İ"), Gen.always("ŉ"), Gen.always("ά"), Gen.always("Ω"), Gen.always("ς"), Gen.always("か"),
    Gen.always("ア"), Gen.always("中"), Gen.always("é"), Gen.always("e\u{301}"), Gen.always("\u{301}"),
    Gen.always("\u{37E}"), Gen.always("\u{387}"), Gen.always(";"), Gen.always("٣"), Gen.always("３"),
    Gen.always("😀"), Gen.always("🇫🇷"), Gen.always("\r\n"), Gen.always("\r"), Gen.always("\n"),
    Gen.always("ж"), Gen.always("я"), Gen.always("か")
  ).array(of: 0...14).map { $0.joined() }

  @Test func checkAgreesWithTheCharacterWalk() async {
    await propertyCheck(count: 4_000, input: Self.maskSymbols, Self.text, Gen.bool, Gen.bool) {
      source, text, autofill, normalizes in
      let mask = PictureMask(partial: source, options: PictureOptions(normalizesDigits: normalizes))
      let scalars = mask.check(text, autofill: autofill, allowsScalars: true)
      let characters = mask.check(text, autofill: autofill, allowsScalars: false)
      #expect(scalars == characters, "\(source) \(text.debugDescription)")
    }
  }

  @Test func applyAgreesWithTheCharacterWalk() async {
    await propertyCheck(
      count: 4_000, input: Self.maskSymbols, Self.text, Gen.int(in: 0...15), Gen.int(in: 0...7)
    ) { source, text, caret, flags in
      let options = PictureOptions(normalizesDigits: flags & 4 != 0)
      let mask = PictureMask(partial: source, options: options)
      let input = CaretText(
        text, caret: caret, gravity: flags & 1 != 0 ? .forward : .backward, autocomplete: flags & 2 != 0)
      let scalars = mask.apply(input, allowsScalars: true)
      let characters = mask.apply(input, allowsScalars: false)
      #expect(scalars == characters, "\(source) \(text.debugDescription) \(caret)")
    }
  }

  @Test(arguments: [
    ("*?", "абвгд", "абвгд"), ("*&", "абв", "АБВ"), ("*!", "ɐß", "Ɐß"), ("&&", "ǅж", "ǄЖ"),
    ("*~", "ΩЖ", "ωж"),
    ("*?", "ab\u{37E}", "ab"), ("*@", "ж\r\nя", "ж\r\nя"), ("ж#", "Ж1", "ж1"),
  ])
  func scalarTextsAreMaskedLikeCharacters(_ source: String, _ text: String, _ expected: String) throws {
    let mask = try PictureMask(source)
    let scalars = mask.apply(CaretText(text), allowsScalars: true)
    #expect(scalars == mask.apply(CaretText(text), allowsScalars: false))
    #expect(scalars.text == expected)
  }
}
