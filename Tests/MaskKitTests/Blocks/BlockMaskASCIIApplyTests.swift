import Testing

@testable import MaskKit

/// The ASCII fast path of `BlockMask.apply` against the general path through `BlockField`.
@Suite struct BlockMaskASCIIApplyTests {
  static let maskPieces = [
    "{d}", "{dd}", "{DDDD}", "{W}", "{a}", "{aa.}", "{.}", "-", " ", "(", ")", "+7 ", "/", "d", "_",
  ]
  static let textPieces = [
    "1", "23", "a", "Z", "-", " ", "(", "_", "!", "\u{0}", "\t", "\n", "+7", "x9", ".",
  ]

  @Test func agreesWithTheFieldOnRandomMasksAndTexts() throws {
    var random = SplitMix(state: 18)
    for _ in 0..<3_000 {
      guard let (source, mask) = random.blockMask(of: Self.maskPieces) else { continue }
      let text = random.joined(Self.textPieces, count: 0...10)
      let input = CaretText(text)
      let fast = try #require(mask.applyASCII(input), "\(source)")
      let general = mask.applyByField(input)
      #expect(fast == general, "\(source) ← \(text.debugDescription)")
      BlockSpliceTests.expectKnownCounts(of: fast)
      #expect(mask.placeholder == mask.templateText)
    }
  }

  @Test func otherTextsAndMasksTakeTheGeneralPath() throws {
    #expect(try BlockMask("{dd}").applyASCII(CaretText("1é")) == nil)
    #expect(try BlockMask("{dd}").applyASCII(CaretText("1\r\n")) == nil)
    #expect(try BlockMask("№{dd}").applyASCII(CaretText("12")) == nil)
    #expect(try BlockMask("{dd}", template: "•").applyASCII(CaretText("12")) == nil)
    #expect(try BlockMask("{dd}", template: "•").apply(CaretText("1")).text == "1•")
  }
}

/// Rendering from bytes against rendering `Character`s.
@Suite struct BlockMaskASCIIRenderTests {
  @Test func rendersLikeTheCharacterPath() throws {
    let mask = try BlockMask("+7 ({ddd}) {...}-{DD}", template: "_")
    let samples: [[Character?]] = [
      Array(repeating: nil, count: mask.slotCount),
      ["1", "2", nil, "a", "\t", " ", "x", nil],
      ["1", "é", nil, "a", "b", "c", "x", "y"],
      ["\r\n", "2", "3", "a", "b", "c", "x", "y"],
      ["\r", "2", "3", "a", "b", "c", "x", "y"],
    ]
    for entries in samples {
      #expect(mask.render(entries) == mask.renderByCharacters(entries), "\(entries)")
    }
    #expect(mask.asciiTable?.render(samples[2]) == nil)
    #expect(mask.asciiTable?.render(samples[3]) == nil)
  }
}
