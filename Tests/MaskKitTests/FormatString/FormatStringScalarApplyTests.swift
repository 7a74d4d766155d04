import Testing

@testable import MaskKit

/// The scalar path of `FormatStringMask.apply` against the general walk.
@Suite struct FormatStringScalarApplyTests {
  static let formatPieces = [
    "#", "0", "X", "x", "*", "_", "-", " ", "(", "\\#", "ж", "№", "é", "Ω", "か", "中", "\\X", "ǰ",
    "e\u{301}", "🇫🇷", "\r\n", "\u{1100}",
  ]
  static let textPieces = [
    "1", "a", "Z", "-", " ", "ж", "Я", "ß", "ŉ", "ǰ", "é", "ΐ", "Ω", "ω", "ϐ", "か", "カ", "中", "٣", "١",
    "e\u{301}", "\u{301}", "👍🏽", "🇫🇷", "\u{1100}\u{1161}", "\u{1161}", "\r\n", "\r", "\n", "№",
    "\u{0483}", "ſ", "ﬆ", "ǅ",
  ]

  @Test func agreesWithTheWalkOnRandomFormatsAndTexts() throws {
    var random = SplitMix(state: 19)
    var scalarRuns = 0
    for _ in 0..<5_000 {
      let format = random.joined(Self.formatPieces, count: 1...8)
      let classes: FormatStringClasses = Bool.random(using: &random) ? .unicode : .ascii
      let mask = FormatStringMask(partial: format, classes: classes)
      let text = random.joined(Self.textPieces, count: 0...9)
      let input = CaretText(
        text, caret: Int.random(in: -1...text.count + 1, using: &random),
        gravity: Bool.random(using: &random) ? .forward : .backward,
        autocomplete: Bool.random(using: &random), autoskip: Bool.random(using: &random))
      let general = mask.applyByWalk(input)
      if let scalar = mask.applyScalars(input) {
        scalarRuns += 1
        #expect(scalar == general, "\(format.debugDescription) ← \(text.debugDescription) \(input)")
      }
      #expect(mask.apply(input) == general, "\(format.debugDescription) ← \(text.debugDescription)")
    }
    #expect(scalarRuns > 300)
  }

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
