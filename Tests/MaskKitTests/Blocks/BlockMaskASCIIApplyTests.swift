import Testing

@testable import MaskKit

/// The ASCII fast path of `BlockMask.apply`: the texts and masks it leaves to the general path (the random agreement is `FastPathDifferentialTests`).
@Suite struct BlockMaskASCIIApplyTests {
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
