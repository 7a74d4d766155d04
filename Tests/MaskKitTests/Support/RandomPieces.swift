@testable import MaskKit

/// Random masks and texts drawn piece by piece, for the differential tests.
extension SplitMix {
  /// Pieces of `pieces` drawn a random number of times within `count`, joined.
  mutating func joined(_ pieces: [String], count: ClosedRange<Int>) -> String {
    var result = ""
    for _ in 0..<Int.random(in: count, using: &self) { result += pieces.randomElement(using: &self) ?? "" }
    return result
  }

  /// A blocks mask of one to eight of `pieces` with one of `templates` (nil: the default template), and
  /// its source; nil when the source is not a mask.
  mutating func blockMask(
    of pieces: [String], templates: [String?] = ["_", nil, "x", "0"]
  ) -> (source: String, mask: BlockMask)? {
    let source = joined(pieces, count: 1...8)
    guard let mask = try? BlockMask(source, template: templates.randomElement(using: &self) ?? nil) else {
      return nil
    }
    return (source, mask)
  }
}
