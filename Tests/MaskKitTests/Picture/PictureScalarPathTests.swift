import Testing

@testable import MaskKit

/// Text of standalone scalars (see `isStandaloneCharacter`) is walked as scalars
/// (`PictureMatcher+Scalars`); these cases hold that path to the `Character` walk, which the same
/// calls take with `allowsScalars: false` (the random agreement is `FastPathDifferentialTests`).
@Suite struct PictureScalarPathTests {
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
