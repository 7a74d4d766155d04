import MaskKit
import Testing

/// Long texts against nested masks: the matcher answers (it neither recurses per character nor backtracks).
@Suite struct PictureScaleTests {
  static let length = 100_000

  static let nestedMasks = [
    "*{*#,*?}", "*[*[#]&]", "*{*#a,#}", "*{*{*#a,#}b,#}", "*[&[*?]*[ ]]", "*[*[*[*[#]]]]", "**2#",
    "*{*5#x,#}", "*{*1000#a,#}",
  ]

  @Test(arguments: nestedMasks)
  func hundredThousandCharactersGetAnAnswer(_ source: String) throws {
    let mask = try PictureMask(source)
    let digits = String(repeating: "1", count: Self.length)
    let mixed = String(repeating: "1a", count: Self.length / 2)
    let digitsResult = mask.check(digits + "x", autofill: true)
    let mixedResult = mask.check(mixed, autofill: true)
    #expect(digitsResult.output.count >= Self.length)
    #expect(mixedResult.output.count >= Self.length)
  }

  @Test func longTextAgainstADeeplyNestedMask() throws {
    let depth = 2_000
    let mask = try PictureMask(
      String(repeating: "*[", count: depth) + "#" + String(repeating: "]", count: depth))
    #expect(mask.check(String(repeating: "4", count: Self.length)).status == .ok)
    #expect(mask.check(String(repeating: "4", count: Self.length) + "x").status == .notOk)
  }

  @Test func longTextAgainstALongFlatMask() throws {
    let mask = try PictureMask(String(repeating: "@", count: Self.length))
    #expect(mask.check(String(repeating: "z", count: Self.length)).status == .ok)
  }

  @Test func longRepetitionOfGroupsMatches() throws {
    let mask = try PictureMask("*{#,?}")
    let result = mask.check(String(repeating: "a1", count: Self.length / 2))
    #expect(result.status == .ok)
  }

  @Test func applyOnALongText() throws {
    let mask = try PictureMask("*#")
    let result = mask.apply(CaretText(String(repeating: "9", count: Self.length)))
    #expect(result.text.count == Self.length)
  }
}

@Suite struct PictureOutputTests {
  @Test(arguments: [
    ("*&", "ab\u{0}c", PictureStatus.notOk, "AB\u{0}c"),
    ("*!", "ab\u{0}c", .ok, "AB\u{0}C"),
    ("*!", "a\r\nb", .ok, "A\r\nB"),
    ("*#", "12٣4", .ok, "1234"),
    ("*~", "AbÉ", .ok, "abé"),
  ])
  func outputKeepsEveryCharacter(_ mask: String, _ text: String, _ status: PictureStatus, _ output: String)
    throws
  {
    let result = try PictureMask(mask).check(text)
    #expect(result.status == status)
    #expect(result.output == output)
  }

  @Test func autofillGrowsTheTextPastTheMemoTable() throws {
    let mask = try PictureMask("*{##-}")
    let result = mask.check(String(repeating: "12-", count: 1_000) + "34", autofill: true)
    #expect(result.status == .ok)
    #expect(result.output.count == 3_003 && result.output.hasSuffix("12-34-"))
  }
}
