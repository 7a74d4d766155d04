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
      guard let (source, mask) = random.blockMask(of: Self.maskPieces) else { continue }
      let value = random.joined(Self.textPieces, count: 0...10)
      let shown = mask.renderingByCharacters(ofValue: value)
      let entered = Array(shown.text.prefix(shown.caret))
      let start = Int.random(in: 0...entered.count, using: &random)
      let end = Int.random(in: start...entered.count, using: &random)
      let inserted = random.joined(Self.textPieces, count: 0...3)
      let head = String(entered[..<start]) + inserted
      let tail = String(entered[end...])
      let fast = try #require(mask.splicingASCII(head, tail, from: end), "\(source)")
      let general = mask.splicingByParts(head, tail, from: end)
      #expect(fast == general, "\(source): \(head.debugDescription) + \(tail.debugDescription) from \(end)")
      Self.expectKnownCounts(of: fast)
      #expect(mask.splicing(head, beforeEntriesShownIn: tail, from: end) == general)
    }
  }

  /// The scalar counts a spliced result carries are its text's and value's.
  static func expectKnownCounts(of result: MaskResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.known.textScalars == result.text.standaloneScalarCount, sourceLocation: sourceLocation)
    #expect(result.known.valueScalars == result.value.standaloneScalarCount, sourceLocation: sourceLocation)
  }

  static let scalarPieces = [
    "1", "23", "a", "-", " ", "(", "_", "\u{0}", "\n", "я", "жё", "é", "e\u{301}", "\u{301}", "😀", "中",
    "\r\n",
  ]

  @Test func scalarsSpliceLikeTheParts() throws {
    var random = SplitMix(state: 27)
    var taken = 0
    for _ in 0..<3_000 {
      guard let (source, mask) = random.blockMask(of: Self.maskPieces) else { continue }
      let value = random.joined(Self.scalarPieces, count: 0...10)
      let shown = mask.renderingByCharacters(ofValue: value)
      let entered = Array(shown.text.prefix(shown.caret))
      let start = Int.random(in: 0...entered.count, using: &random)
      let end = Int.random(in: start...entered.count, using: &random)
      let inserted = random.joined(Self.scalarPieces, count: 0...3)
      let head = String(entered[..<start]) + inserted
      let tail = String(entered[end...])
      let general = mask.splicingByParts(head, tail, from: end)
      if let fast = mask.splicingScalars(head, tail, from: end) {
        taken += 1
        #expect(fast == general, "\(source): \(head.debugDescription) + \(tail.debugDescription) from \(end)")
        Self.expectKnownCounts(of: fast)
        let reusing = mask.splicingScalars(head, tail, from: end, value: shown.value)
        #expect(reusing == general)
        #expect(reusing.map { Array($0.value.utf8) } == general.map { Array($0.value.utf8) })
      }
      #expect(mask.splicing(head, beforeEntriesShownIn: tail, from: end) == general)
      #expect(mask.splicing(head, beforeEntriesShownIn: tail, from: end, value: shown.value) == general)
    }
    #expect(taken > 1_000)
  }

  @Test func otherTextsAndMasksTakeTheParts() throws {
    let mask = try BlockMask("{dd}-{dd}")
    #expect(mask.splicingASCII("1é", "2", from: 3) == nil)
    #expect(mask.splicingASCII("1", "é", from: 3) == nil)
    #expect(try BlockMask("№{dd}").splicingASCII("1", "2", from: 2) == nil)
    #expect(try BlockMask("№{dd}").splicingScalars("1", "2", from: 2) == nil)
    #expect(try BlockMask("{DD}-{DD}").splicingScalars("ж", "е\u{301}", from: 3) == nil)
    #expect(try BlockMask("{DD}-{DD}").splicingScalars("жя", "ё", from: 3)?.text == "жя-ё*")
    #expect(mask.splicing("19", beforeEntriesShownIn: "34", from: 3)?.text == "19-34")
    #expect(mask.splicing("195", beforeEntriesShownIn: "34", from: 3)?.value == "1953")
    #expect(mask.splicing("195", beforeEntriesShownIn: "34", from: 3)?.caret == 4)
  }

  /// A field keeps the counts of the splice that made its text and forgets them when its text is set
  /// otherwise; edits read it the same either way.
  @Test func aFieldKeepsTheCountsItsSpliceKnew() throws {
    let mask = try BlockMask(String(repeating: "{DDDD}-", count: 6))
    var field = MaskedText(mask: mask, text: String(repeating: "жёя", count: 6))
    #expect(field.known.textScalars == field.text.count)
    field.moveCaret(to: 7)
    field.type("ф")
    #expect(field.text == "жёяж-ёяфж-ёяжё-яжёя-жёя*-****-")
    #expect(field.known.textScalars == field.text.count)
    #expect(field.known.valueScalars == field.value.count)
    var recounted = field
    recounted.known = KnownScalarCounts()
    field.type("ы")
    recounted.type("ы")
    #expect(field.text == recounted.text)
    #expect(field.value == recounted.value)
    #expect(field.selection == recounted.selection)
    field.undo()
    #expect(field.known.textScalars == nil)
    #expect(field.known.valueScalars == nil)
  }

  @Test func aChangedTextOrValueForgetsItsCount() throws {
    var result = try #require(BlockMask("{DD}-{DD}").splicingScalars("жя", "ё", from: 3))
    #expect(result.known.textScalars == 5)
    #expect(result.known.valueScalars == 3)
    var same = result
    same.known = KnownScalarCounts()
    #expect(same == result)
    result.text += "ж"
    #expect(result.known.textScalars == nil)
    #expect(result.known.valueScalars == 3)
    result.value = ""
    #expect(result.known.valueScalars == nil)
  }
}
