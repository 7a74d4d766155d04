import MaskKit
import Testing

/// Malformed formats, the partial compile, and the explanation.
@Suite struct FormatStringSyntaxTests {
  @Test func emptyFormatIsRejected() {
    #expect(throws: MaskSyntaxError.self) { try FormatStringMask("") }
    do {
      _ = try FormatStringMask("")
    } catch {
      #expect(error.kind == .formatStringEmpty)
      #expect(error.position == 0)
    }
  }

  @Test func trailingBackslashIsRejectedAtItsPosition() {
    do {
      _ = try FormatStringMask("##\\")
      Issue.record("a trailing backslash compiled")
    } catch {
      #expect(error.kind == .formatStringDanglingEscape)
      #expect(error.position == 2)
      #expect(!error.message.isEmpty)
    }
  }

  @Test func escapedBackslashAtTheEndIsFine() throws {
    #expect(try FormatStringMask("##\\\\").placeholder == "##\\")
  }

  @Test func partialCompileKeepsWhatCameBeforeTheError() {
    let mask = FormatStringMask(partial: "##\\")
    #expect(mask.syntaxError?.kind == .formatStringDanglingEscape)
    #expect(mask.applyFormat("80") == "80")
    #expect(FormatStringMask(partial: "##").syntaxError == nil)
  }

  @Test func multiScalarCharactersAreOnePosition() throws {
    let mask = try FormatStringMask("🇫🇷 e\u{301} ##")
    #expect(mask.applyFormat("12") == "🇫🇷 e\u{301} 12")
    do {
      _ = try FormatStringMask("🇫🇷e\u{301}\\")
      Issue.record("a trailing backslash compiled")
    } catch {
      #expect(error.position == 2)
    }
  }

  @Test func explanationDescribesRunsOfPositions() throws {
    let explanation = try FormatStringMask("(###) 0X").explanation
    #expect(explanation.contains("8 positions, 5 slots"))
    #expect(explanation.contains("1–3    3 × digit (a space when missing)"))
    #expect(explanation.contains(#"literal ") ""#))
    #expect(explanation.contains("digit (a zero when missing)"))
    #expect(explanation.contains("upper-cased"))
  }

  @Test func explanationOfAPartialFormatNotesTheProblem() {
    #expect(FormatStringMask(partial: "#\\").explanation.contains("note:"))
  }
}
