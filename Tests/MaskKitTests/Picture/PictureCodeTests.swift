import Testing

@testable import MaskKit

/// `PictureCode.height`: the matcher's stack is sized once from the nesting.
@Suite struct PictureCodeHeightTests {
  @Test(arguments: [("#", 1), ("##", 1), ("*#", 2), ("***#", 4), ("{#,[#]}", 5), ("*{#,*[?#]}", 7)])
  func theHeightCountsNestedCompoundNodes(_ mask: String, _ height: Int) {
    #expect(PictureParser.parse(mask).program.code.height == height, "\(mask)")
  }
}
