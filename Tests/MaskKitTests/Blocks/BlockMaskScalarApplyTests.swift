import Testing

@testable import MaskKit

/// The scalar path of `BlockMask.apply`: the texts it leaves to the general path and Cyrillic typing
/// (the random agreement is `FastPathDifferentialTests`).
@Suite struct BlockMaskScalarApplyTests {
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
