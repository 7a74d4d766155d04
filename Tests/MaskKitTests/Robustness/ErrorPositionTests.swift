import MaskKit
import Testing

/// Every dialect counts a syntax error's position in `Character`s from 0, and a message that names a
/// character names the same offset.
@Suite struct ErrorPositionTests {
  /// Three `Character`s: five scalars, 13 UTF-8 bytes, four display columns.
  private static let prefix = "é👍🏽e\u{301}"

  private static func error(_ compile: () throws -> Void) -> MaskSyntaxError? {
    do {
      try compile()
      return nil
    } catch {
      return error as? MaskSyntaxError
    }
  }

  @Test func everyDialectCountsCharactersFromZero() throws {
    let prefix = Self.prefix
    let errors = [
      Self.error { _ = try InputMask(prefix + "[0") },
      Self.error { _ = try InputMask(prefix + "}") },
      Self.error { _ = try PictureMask(prefix + "]") },
      Self.error { _ = try PictureMask(prefix + ",#") },
      Self.error { _ = try FormatStringMask(prefix + "\\") },
      Self.error { _ = try BlockMask(prefix + "}") },
    ]
    for error in errors {
      let error = try #require(error)
      #expect(error.position == 3, "\(error)")
      if error.message.contains("character ") {
        #expect(error.message.contains("character 3"), "\(error)")
      }
    }
  }

  @Test func messagesCountLikeThePosition() throws {
    let nested = try #require(Self.error { _ = try InputMask(Self.prefix + "[0[0]]") })
    #expect(nested.position == 5)
    #expect(nested.message.contains("the block opened at character 3"))
    let group = try #require(Self.error { _ = try PictureMask(Self.prefix + "{#") })
    #expect(group.message.contains("opened with '{' at character 3"))
    let repetition = try #require(Self.error { _ = try PictureMask("#*") })
    #expect(repetition.message.contains("at character 1"))
  }
}
