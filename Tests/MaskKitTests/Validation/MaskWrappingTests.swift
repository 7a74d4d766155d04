import Testing

@testable import MaskKit

/// A wrapper (``MaskWrapping``, ``ValidatedMask``) answers every requirement of ``Mask`` with its base's
/// answer, results adjusted: a splice included, so a wrapped ``BlockMask`` reaches its own splice.
@Suite struct MaskWrappingTests {
  /// A mask whose every answer is its own, so a wrapper that does not ask it shows.
  struct StandIn: Mask {
    static let marked = MaskResult(
      text: "stand-in", caret: 1, value: "42", isComplete: true, tailPlaceholder: "")

    func apply(_ input: CaretText) -> MaskResult { Self.marked }
    var placeholder: String { "placeholder" }
    var literalPrefix: String { "prefix" }
    func enteredLength(of text: String, value: String) -> Int? { 7 }
    func enteredLength(of text: String, value: String, valueCount: Int) -> Int? { 8 }
    func rendering(ofValue value: String) -> MaskResult? { Self.marked }
    func entries(shownIn text: String, from offset: Int) -> String? { "entries" }
    func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int) -> MaskResult? {
      MaskResult(text: "splice", caret: 2, value: "1", isComplete: true, tailPlaceholder: "")
    }
    func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int, value: String)
      -> MaskResult?
    {
      MaskResult(text: "splice with value", caret: 3, value: "2", isComplete: true, tailPlaceholder: "")
    }
  }

  @Test func everyRequirementReachesTheBase() throws {
    let base = StandIn()
    let wrapped = ValidatedMask(base) { _ in .valid }
    #expect(wrapped.apply(CaretText("x")) == base.apply(CaretText("x")))
    #expect(wrapped.placeholder == base.placeholder)
    #expect(wrapped.literalPrefix == base.literalPrefix)
    #expect(wrapped.enteredLength(of: "a", value: "b") == 7)
    #expect(wrapped.enteredLength(of: "a", value: "b", valueCount: 1) == 8)
    #expect(wrapped.rendering(ofValue: "1") == base.rendering(ofValue: "1"))
    #expect(wrapped.entries(shownIn: "a", from: 0) == "entries")
    #expect(wrapped.splicing("a", beforeEntriesShownIn: "b", from: 0)?.text == "splice")
    #expect(
      wrapped.splicing("a", beforeEntriesShownIn: "b", from: 0, value: "v")?.text == "splice with value")
  }

  @Test func theRuleJudgesEverySplice() throws {
    let wrapped = ValidatedMask(StandIn()) { _ in .invalid(reason: "no") }
    let splice = try #require(wrapped.splicing("a", beforeEntriesShownIn: "b", from: 0))
    #expect(splice.problem?.description == "no" && !splice.isComplete)
    let valued = try #require(wrapped.splicing("a", beforeEntriesShownIn: "b", from: 0, value: "v"))
    #expect(valued.problem?.description == "no" && !valued.isComplete)
  }

  @Test func aWrappedBlockMaskSplicesAsTheBlockMask() throws {
    let blocks = try BlockMask("{dd}-{dd}", template: "_")
    let wrapped = ValidatedMask(blocks) { $0.hasPrefix("9") ? .invalid(reason: "no nines") : .valid }
    for (head, tail, offset) in [("19", "34", 3), ("1", "2_", 1), ("9", "1234", 0), ("12-3", "4", 4)] {
      let own = blocks.splicing(head, beforeEntriesShownIn: tail, from: offset)
      let through = wrapped.splicing(head, beforeEntriesShownIn: tail, from: offset)
      #expect(through == own.map(wrapped.adjusted), "\(head) \(tail)")
      #expect(through?.known.textScalars == own?.known.textScalars, "\(head) \(tail) counts")
      let valued = wrapped.splicing(head, beforeEntriesShownIn: tail, from: offset, value: "12")
      #expect(
        valued
          == blocks.splicing(head, beforeEntriesShownIn: tail, from: offset, value: "12").map(
            wrapped.adjusted))
    }
    #expect(wrapped.splicing("9", beforeEntriesShownIn: "1", from: 0)?.problem?.description == "no nines")
  }
}
