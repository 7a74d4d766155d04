import Testing

@testable import MaskKit

/// `PictureMemo`: a deep mask over a short text keeps one flat table, not a row per repetition (issue
/// 33: `*` two million times then `#` took 436 MB), and answers as the row form does.
@Suite struct PictureMemoTests {
  @Test func aDeepMaskOverAShortTextIsOneFlatTable() {
    let (program, error) = PictureParser.parse(String(repeating: "*", count: 1000) + "#")
    #expect(error == nil)
    var memo = PictureMemo(code: program.code, length: 1)
    #expect(memo.isFlat)
    let rows = program.code.repetitionRows
    let repetitions = rows.indices.filter { rows[$0] >= 0 }
    #expect(repetitions.count == 1000)
    for node in repetitions {
      #expect(memo[node, 0] == -1)
      memo[node, 0] = node
      memo[node, 1] = node + 1
      memo[node, 5] = node + 2
    }
    for node in repetitions {
      #expect(memo[node, 0] == node && memo[node, 1] == node + 1 && memo[node, 5] == node + 2)
    }
    let long = PictureMemo(code: program.code, length: 100_000)
    #expect(!long.isFlat)
  }

  /// A repetition of a repetition fits what the repetition fits, with the flat table or rows.
  @Test func deepMasksCheckAsShallowOnes() throws {
    let deep = try PictureMask(String(repeating: "*", count: 2000) + "#")
    let shallow = try PictureMask("*#")
    for text in ["", "1", "123", "1a", "a", String(repeating: "7", count: 40)] {
      let (a, b) = (deep.check(text, autofill: false), shallow.check(text, autofill: false))
      #expect(a.status == b.status && a.output == b.output, "\(text)")
    }
  }
}
