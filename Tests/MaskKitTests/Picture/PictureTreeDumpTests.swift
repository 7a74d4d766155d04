import Testing

@testable import MaskKit

/// `PictureMask.treeDescription`, NBPictureMaskField's `maskTreeToString` layout, and the original's names
/// for the check's types.
@Suite struct PictureTreeDumpTests {
  @Test func theSignedNumberOfTheReadmeIsLaidOutAsTheOriginal() throws {
    let mask = try PictureMask("[+,-]#*#[.*#]")
    #expect(
      mask.treeDescription == """
        -- MASK --
        [+,-]#*#[.*#]
        -- START --
        optional '[+,-]'
          group '+'
            literal '+'
          group '-'
            literal '-'
        digit '#'
        repetition '*'
          digit '#'
        optional '[.*#]'
          group '.*#'
            literal '.'
            repetition '*'
              digit '#'
        -- END --
        """)
  }

  @Test func everySlotHasTheOriginalsName() throws {
    let lines = try PictureMask("?&~@!*05;*").treeDescription.split(separator: "\n")
    #expect(
      lines[3...] == [
        "letter '?'", "letterToUpper '&'", "letterToLower '~'", "anyChar '@'", "anyCharToUpper '!'",
        "repetition '*05'", "  literal ';*'", "-- END --",
      ])
  }

  @Test func aMalformedMaskShowsThePartInUse() {
    let lines = PictureMask(partial: "##,#").treeDescription.split(separator: "\n")
    #expect(lines == ["-- MASK --", "##,#", "-- START --", "digit '#'", "digit '#'", "-- END --"])
  }

  @Test func aDeepMaskStaysLinearInSize() throws {
    let depth = 2_000
    let mask = try PictureMask(
      String(repeating: "{", count: depth) + "#" + String(repeating: "}", count: depth))
    let dump = mask.treeDescription
    #expect(dump.split(separator: "\n").count == 2 * depth + 5)
    #expect(dump.utf8.count < 2 * depth * (2 * PictureTreeDump.maxIndent + PictureTreeDump.maxLabel + 40))
    #expect(dump.contains("(depth \(2 * depth)) digit '#'"))
  }

  @Test func theOriginalsNamesForTheCheckAreMaskKits() throws {
    let result: PictureMask.CheckResult = try PictureMask("{Red,Yellow}").check("RED")
    let status: PictureMask.Status = result.status
    #expect(status == .ok)
    #expect(result.output == "Red")
  }
}
