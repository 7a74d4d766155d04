import Testing

@testable import MaskKit

/// `BlockMask.rendering(ofValue:)` and `entries(shownIn:from:)`: the byte and scalar paths against the
/// `Character` paths, and the entered length.
@Suite struct BlockEntriesTests {
  static let maskPieces = [
    "{d}", "{dd}", "{DDDD}", "{W}", "{a}", "{aa.}", "{.}", "-", " ", "(", "+7 ", "é", "_",
  ]
  static let valuePieces = [
    "1", "23", "a", "Z", "-", " ", "(", "_", "!", "\u{0}", "\t", "\n", "é", "😀", "x9",
  ]

  @Test func bytesRenderLikeCharacters() throws {
    var random = SplitMix(state: 25)
    for _ in 0..<3_000 {
      guard let (source, mask) = random.blockMask(of: Self.maskPieces, templates: ["_", nil, "x", "•"]) else {
        continue
      }
      let value = random.joined(Self.valuePieces, count: 0...10)
      let general = mask.renderingByCharacters(ofValue: value)
      #expect(mask.rendering(ofValue: value) == general, "\(source) ← \(value.debugDescription)")
      #expect(mask.rendering(ofValue: general.value) == general)
      #expect(mask.enteredLength(of: general.text, value: general.value) == general.caret)
      #expect(mask.apply(CaretText(String(general.text.prefix(general.caret)))) == general)
      let from = Int.random(in: 0...general.caret, using: &random)
      let shown = String(general.text.dropFirst(from).prefix(general.caret - from))
      let read = mask.entries(shownIn: shown, from: from)
      #expect(read == mask.entriesByCharacters(shownIn: shown, from: from))
      #expect(read.map { general.value.hasSuffix($0) } == true, "\(source): \(shown) from \(from)")
    }
  }
}
