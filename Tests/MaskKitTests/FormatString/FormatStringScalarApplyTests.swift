import Testing

@testable import MaskKit

/// The scalar path of `FormatStringMask.apply`: what it leaves to the general walk and Cyrillic typing
/// (the random agreement is `FastPathDifferentialTests`).
@Suite struct FormatStringScalarApplyTests {
  @Test func otherTextsAndFormatsTakeTheGeneralPath() throws {
    #expect(try FormatStringMask("**").applyScalars(CaretText("же")) != nil)
    #expect(try FormatStringMask("**").applyScalars(CaretText("е\u{308}ж")) == nil)
    #expect(try FormatStringMask("**").applyScalars(CaretText("ж\r\n")) == nil)
    #expect(try FormatStringMask("e\u{301}**").applyScalars(CaretText("жж")) == nil)
    #expect(try FormatStringMask("XX").applyScalars(CaretText("ǰa")) == nil)
    #expect(try FormatStringMask("XX").apply(CaretText("ǰa")).text == "J\u{30C}A")
  }

  @Test func typesIntoCyrillicText() throws {
    let mask = try FormatStringMask("X-**")
    let result = try #require(mask.applyScalars(CaretText("я-жз", caret: 2)))
    #expect(result.text == "Я-жз")
    #expect(result.value == "Яжз")
    #expect(result.isComplete)
  }
}
