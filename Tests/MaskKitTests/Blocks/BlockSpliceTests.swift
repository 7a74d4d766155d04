import Testing

@testable import MaskKit

/// `BlockMask.splicing(_:beforeEntriesShownIn:from:)`: the one-pass byte path against applying, reading
/// the entries and rendering the value one after the other.
@Suite struct BlockSpliceTests {
  static let maskPieces = [
    "{d}", "{dd}", "{DDDD}", "{W}", "{a}", "{aa.}", "{.}", "-", " ", "(", ")", "+7 ", "/", "d", "_",
  ]
  static let textPieces = [
    "1", "23", "a", "Z", "-", " ", "(", "_", "!", "\u{0}", "\t", "\n", "+7", "x9", ".",
  ]

  @Test func bytesSpliceLikeTheParts() throws {
    var random = SplitMix(state: 26)
    for _ in 0..<3_000 {
      let source = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        Self.maskPieces.randomElement(using: &random) ?? ""
      }.joined()
      guard
        let mask = try? BlockMask(
          source, template: ["_", nil, "x", "0"].randomElement(using: &random) ?? nil),
        let table = mask.asciiTable
      else { continue }
      let value = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Self.textPieces.randomElement(using: &random) ?? ""
      }.joined()
      let shown = mask.renderingByCharacters(ofValue: value)
      let entered = Array(shown.text.prefix(shown.caret))
      let start = Int.random(in: 0...entered.count, using: &random)
      let end = Int.random(in: start...entered.count, using: &random)
      let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Self.textPieces.randomElement(using: &random) ?? ""
      }.joined()
      let head = String(entered[..<start]) + inserted
      let tail = String(entered[end...])
      let fast = try #require(mask.splicingASCII(head, tail, from: end, table: table), "\(source)")
      let general = mask.splicingByParts(head, tail, from: end)
      #expect(fast == general, "\(source): \(head.debugDescription) + \(tail.debugDescription) from \(end)")
      #expect(mask.splicing(head, beforeEntriesShownIn: tail, from: end) == general)
    }
  }

  @Test func otherTextsAndMasksTakeTheParts() throws {
    let mask = try BlockMask("{dd}-{dd}")
    let table = try #require(mask.asciiTable)
    #expect(mask.splicingASCII("1é", "2", from: 3, table: table) == nil)
    #expect(mask.splicingASCII("1", "é", from: 3, table: table) == nil)
    #expect(try BlockMask("№{dd}").asciiTable == nil)
    #expect(mask.splicing("19", beforeEntriesShownIn: "34", from: 3)?.text == "19-34")
    #expect(mask.splicing("195", beforeEntriesShownIn: "34", from: 3)?.value == "1953")
    #expect(mask.splicing("195", beforeEntriesShownIn: "34", from: 3)?.caret == 4)
  }
}
