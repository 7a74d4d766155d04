import Testing

@testable import MaskKit

/// The ASCII fast path of `FormatStringMask.apply`: what it leaves to the general walk (the random agreement is `FastPathDifferentialTests`).
@Suite struct FormatStringASCIIApplyTests {
  @Test func otherTextsAndFormatsTakeTheGeneralPath() throws {
    #expect(try FormatStringMask("##").applyASCII(CaretText("1é")) == nil)
    #expect(try FormatStringMask("##").applyASCII(CaretText("1\r\n")) == nil)
    #expect(try FormatStringMask("№##").applyASCII(CaretText("12")) == nil)
    #expect(try FormatStringMask("№##").apply(CaretText("12")).text == "№12")
  }
}
