import MaskKit
import Testing

@testable import MaskKitCLI

/// How a malformed mask is shown: the right format, with the `^` under the error by display width.
@Suite(.quietOutput) struct MaskErrorDisplayTests {
  func failure(_ arguments: [String], mask: String) throws -> MaskCompileFailure? {
    let options = try MaskOptions.parse(arguments)
    do {
      _ = try options.compile(mask)
      return nil
    } catch let failure as MaskCompileFailure {
      return failure
    }
  }

  @Test func theCaretIsPlacedByDisplayWidth() throws {
    let shown = try #require(try failure([], mask: "中文[0X]")).display
    #expect(shown.source == "中文[0X]")
    #expect(shown.caret == "      ^")
  }

  @Test(arguments: [("inputmask", "}"), ("picture", "]"), ("formatter", "\\"), ("blocks", "}")])
  func everyDialectPutsTheCaretUnderTheSameCharacter(dialect: String, error: String) throws {
    let shown = try #require(try failure(["--dialect", dialect], mask: "é👍🏽e\u{301}" + error)).display
    #expect(shown.caret == "    ^")
  }

  @Test func controlsAreShownVisibleAndKeepTheCaretInPlace() throws {
    let shown = try #require(try failure([], mask: "\t[0X]")).display
    #expect(shown.source == "␉[0X]")
    #expect(shown.caret == "   ^")
  }

  @Test func anAffineFormatsErrorIsShownUnderThatFormat() throws {
    let found = try #require(try failure(["--affine", "[00"], mask: "[0]"))
    #expect(found.source == "[00")
    #expect(found.error.kind == .unclosedBlock)
    #expect(found.display.caret == "^")
  }

  @Test func aCountBeyondIntMaxIsAMaskError() throws {
    let found = try #require(try failure(["--dialect", "picture"], mask: "*9223372036854775808#"))
    #expect(found.error.kind == .pictureRepetitionTooLarge)
    #expect(found.display.caret == " ^")
  }
}
