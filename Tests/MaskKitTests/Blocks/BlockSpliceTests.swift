import Testing

@testable import MaskKit

/// `BlockMask.splicing(_:beforeEntriesShownIn:from:)`: the inputs the one-pass paths leave to the parts
/// and the scalar counts they carry (the random agreement with applying, reading the entries and
/// rendering the value one after the other is `FastPathDifferentialTests`).
@Suite struct BlockSpliceTests {
  /// The scalar counts a spliced result carries are its text's and value's.
  static func expectKnownCounts(of result: MaskResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.known.textScalars == result.text.standaloneScalarCount, sourceLocation: sourceLocation)
    #expect(result.known.valueScalars == result.value.standaloneScalarCount, sourceLocation: sourceLocation)
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
