import MaskKit
import Testing

/// `apply` on a mask without groups or repetitions takes a pass over bytes; this case holds it to the
/// expected keystroke (the random agreement is `FastPathDifferentialTests`).
@Suite struct PictureFlatApplyTests {
  @Test func phoneKeystrokeInTheMiddle() throws {
    let phone = try PictureMask("(###) ###-####")
    let result = phone.apply(CaretText("(2406) 555-123", caret: 3))
    #expect(result.text == "(240) 655-5123" && result.caret == 3)
  }
}
