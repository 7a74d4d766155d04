import MaskKit
import Testing

/// The spaces a phone field skips between digits: libphonenumber's punctuation and the narrow no-break
/// and thin spaces (issue 43: `06` U+202F `12 34 56 78`, French formatting, was refused).
@Suite struct PhoneSeparatorTests {
  static let spaces: [Character] = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{3000}"]

  @Test(arguments: spaces)
  func aFrenchNumberWithAnySpaceCompletes(_ space: Character) throws {
    let mask = try PhoneMask(region: "FR")
    let text = "06\(space)12\(space)34\(space)56\(space)78"
    let result = mask.format(text)
    #expect(result.isComplete, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    #expect(result.value == "+33612345678")
    var field = MaskedText(mask: mask)
    field.paste(text)
    #expect(field.isComplete)
    #expect(field.value == "+33612345678")
  }

  @Test func aNarrowNoBreakSpaceSeparatesNoMoreThanASpace() throws {
    let mask = try PhoneMask(region: "FR")
    #expect(!mask.format("06\u{202F}12 34 56 7").isComplete)
    #expect(!mask.format("06\u{202F}12 34 56 789").isComplete)
    #expect(mask.format("+33\u{202F}6\u{202F}12\u{202F}34\u{202F}56\u{202F}78").value == "+33612345678")
  }
}
