import MaskKit
import Testing

/// Inputs the fuzz targets in `Fuzz/` found; each once broke an invariant.
@Suite struct FuzzRegressionTests {
  /// Accepted characters that join into one grapheme once the rejected one between them is dropped
  /// (a letter, a control character, a combining mark; Hangul jamo) used to leave the caret past the text.
  @Test(arguments: ["12a\u{1E}\u{34B}x", "a\u{1E}\u{34B}", "ᄀxᅡ", "\u{1E}\u{34B}"])
  func caretStaysInsideTextWhoseGraphemesJoin(_ text: String) throws {
    for rightToLeft in [false, true] {
      let mask = try InputMask("[A…0]", rightToLeft: rightToLeft)
      for caret in 0...text.count {
        let result = mask.apply(CaretText(text, caret: caret))
        #expect(result.caret >= 0 && result.caret <= result.text.count, "caret \(caret), rtl \(rightToLeft)")
      }
    }
  }

  /// Typing a literal-only mask's own literal among rejected characters reports the rejected ones only.
  @Test func typingPartlyRejectedTextKeepsTheAcceptedLiteral() throws {
    var field = MaskedText(mask: try InputMask("2", rightToLeft: true), text: "")
    let events = field.type("é234")
    #expect(field.text == "2")
    #expect(events == [.inputRejected("é34")])
  }
}
