import Testing

@testable import MaskKit

/// The ASCII fast path of `FormatStringMask.apply` against the general walk.
@Suite struct FormatStringASCIIApplyTests {
  static let formatPieces = [
    "#", "0", "X", "x", "*", "_", "-", " ", "(", ")", "\\#", "\\\\", "+1 ", "a", "7",
  ]
  static let textPieces = [
    "1", "23", "a", "Z", "-", " ", "(", "_", "!", "\u{0}", "\t", "\n", "+1", "x9", "#",
  ]

  @Test func agreesWithTheWalkOnRandomFormatsAndTexts() throws {
    var random = SplitMix(state: 18)
    for _ in 0..<4_000 {
      let format = random.joined(Self.formatPieces, count: 1...8)
      let classes: FormatStringClasses = Bool.random(using: &random) ? .unicode : .ascii
      guard let mask = try? FormatStringMask(format, classes: classes) else { continue }
      let text = random.joined(Self.textPieces, count: 0...8)
      let input = CaretText(
        text, caret: Int.random(in: -1...text.count + 1, using: &random),
        gravity: Bool.random(using: &random) ? .forward : .backward,
        autocomplete: Bool.random(using: &random), autoskip: Bool.random(using: &random))
      let fast = try #require(mask.applyASCII(input), "\(format)")
      #expect(fast == mask.applyByWalk(input), "\(format) ← \(text.debugDescription) \(input)")
    }
  }

  @Test func otherTextsAndFormatsTakeTheGeneralPath() throws {
    #expect(try FormatStringMask("##").applyASCII(CaretText("1é")) == nil)
    #expect(try FormatStringMask("##").applyASCII(CaretText("1\r\n")) == nil)
    #expect(try FormatStringMask("№##").applyASCII(CaretText("12")) == nil)
    #expect(try FormatStringMask("№##").apply(CaretText("12")).text == "№12")
  }
}
