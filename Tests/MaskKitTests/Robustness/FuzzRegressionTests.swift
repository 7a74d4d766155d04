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

  /// A counted repetition with a count near `Int.max` overflowed while sizing its jumps
  /// (`Fuzz/corpus/picture_compile/crash-5ebf9f22e1152684b90288b26afef15430c48133`).
  @Test(arguments: ["*9223372036854775807#", "*?*9223372036854775807?", "*4611686018427387904{#,?}"])
  func hugeRepetitionCountsDoNotOverflow(_ source: String) throws {
    let mask = try PictureMask(source)
    #expect(mask.check("123abc").status != .ok)
    let result = mask.format(String(repeating: "1", count: 40))
    #expect(result.caret <= result.text.count)
  }

  /// Typing a literal-only mask's own literal among rejected characters reports the rejected ones only.
  @Test func typingPartlyRejectedTextKeepsTheAcceptedLiteral() throws {
    var field = MaskedText(mask: try InputMask("2", rightToLeft: true), text: "")
    let events = field.type("é234")
    #expect(field.text == "2")
    #expect(events == [.inputRejected("é34")])
  }
}

/// Fuzz findings in the dialects, fixed; the crash inputs stay in `Fuzz/corpus/`.
@Suite struct DialectFuzzFindingTests {
  /// A lone combining mark typed into a `.` slot after a literal joined the literal's grapheme, so the
  /// display had fewer `Character`s than positions
  /// (`Fuzz/corpus/blocks/crash-f62c32276afa9e13694e61c89d8103b5ff3e53c3`).
  @Test func blockSlotsRefuseCharactersThatJoinTheirNeighbour() throws {
    var field = BlockField(mask: try BlockMask("TT{.}D"))
    field.type("\u{59E}")
    #expect(field.selection.end <= field.mask?.displayLength ?? 0)
    #expect(field.maskText.count == field.mask?.displayLength)
    #expect(field.value.isEmpty)
  }

  /// Literals that join into one grapheme in the output (CR, then an escaped LF) made formatting
  /// unstable (`Fuzz/corpus/formatter/crash-0ab234a036a9c278c4f5c29a7dc1727e135c5971`); such a format
  /// is now a syntax error.
  @Test func formatStringLiteralsThatJoinAreASyntaxError() {
    #expect {
      try FormatStringMask("\u{0}_\r\\\n")
    } throws: { error in
      (error as? MaskSyntaxError)?.kind == .formatStringJoiningLiterals
        && (error as? MaskSyntaxError)?.position == 4
    }
  }
}
