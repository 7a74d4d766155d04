import Testing

@testable import MaskKit

/// The scalar path of `BlockMask.apply` against the general path through `BlockField`.
@Suite struct BlockMaskScalarApplyTests {
  static let maskPieces = [
    "{d}", "{dd}", "{DDDD}", "{W}", "{a}", "{aa.}", "{.}", "-", " ", "(", "+7 ", "/", "d",
  ]
  static let textPieces = [
    "1", "a", "Z", "-", " ", "(", "_", "!", "\t", "\n", "ж", "Я", "ß", "é", "Ω", "か", "中", "٣", "١", "№",
    "e\u{301}", "\u{301}", "👍🏽", "🇫🇷", "\u{1F1EB}", "\u{1100}\u{1161}", "\u{1161}", "\r\n", "\r", "\u{85}",
    "\u{2028}", "\u{0483}", "\u{200D}", "ǅ",
  ]

  @Test func agreesWithTheFieldOnRandomMasksAndTexts() throws {
    var random = SplitMix(state: 19)
    var scalarRuns = 0
    for _ in 0..<4_000 {
      guard let (source, mask) = random.blockMask(of: Self.maskPieces) else { continue }
      let text = random.joined(Self.textPieces, count: 0...10)
      let input = CaretText(text)
      let general = mask.applyByField(input)
      if let scalar = mask.applyScalars(input) {
        scalarRuns += 1
        #expect(scalar == general, "\(source) ← \(text.debugDescription)")
        BlockSpliceTests.expectKnownCounts(of: scalar)
      }
      #expect(mask.apply(input) == general, "\(source) ← \(text.debugDescription)")
    }
    #expect(scalarRuns > 1_000)
  }

  @Test func otherTextsAndMasksTakeTheGeneralPath() throws {
    #expect(try BlockMask("{DD}").applyScalars(CaretText("жя"))?.text == "жя")
    #expect(try BlockMask("{DD}").applyScalars(CaretText("же\u{301}")) == nil)
    #expect(try BlockMask("{DD}").applyScalars(CaretText("ж\r\n")) == nil)
    #expect(try BlockMask("{D}").applyScalars(CaretText("же\u{301}"))?.text == "ж")
    #expect(try BlockMask("{d}").applyScalars(CaretText("1\u{301}")) == nil)
    #expect(try BlockMask("№{DD}").applyScalars(CaretText("жя")) == nil)
    #expect(try BlockMask("{D}").apply(CaretText("е\u{308}")).text == "е\u{308}")
  }

  @Test func typesCyrillicAroundLiterals() throws {
    let result = try #require(try BlockMask("{DD}-{DD}").applyScalars(CaretText("абв")))
    #expect(result.text == "аб-в*")
    #expect(result.value == "абв")
    #expect(result.caret == 4)
  }
}
