import PropertyBased
import Testing

@testable import MaskKit

/// The postal preset's byte-by-byte reading of plain ASCII text against its `Character` reading.
@Suite struct PostalFastPathTests {
  static let regions = ["CA", "GB", "US", "CR", "NL", "PE", "BR", "SE", "LV"]
  static let pieces = ["k1a", "0B1", " ", "-", "x", "SW1A", "1AA", "12345", "6789", "lima", "\r\n", "#", "Z"]

  @Test func bothReadingsAgree() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...(Self.regions.count - 1)),
      Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...6), Gen.int(in: 0...20), Gen.int(in: 0...3)
    ) { region, indices, caret, flags in
      guard let mask = try? PostalMask(region: Self.regions[region]) else { return }
      let text = indices.map { Self.pieces[$0] }.joined()
      let input = CaretText(
        text, caret: caret, gravity: flags & 1 == 0 ? .forward : .backward, autocomplete: flags & 2 != 0)
      let fast = mask.outcome(of: mask.read(input), input)
      let general = mask.outcome(of: mask.read(input, bytewise: false), input)
      #expect(fast == general, "\(Self.regions[region]) \(text)")
    }
  }
}
