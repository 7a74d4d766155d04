import Testing

@testable import MaskKit

/// `DigitFields.scan`'s byte-by-byte reading of what follows the full fields of a plain ASCII text, held
/// to the character loop it shortcuts, and the hostile lines it exists for.
@Suite struct DigitFieldsScanTests {
  static let shapes: [DigitFields] = [
    DigitFields(fields: [.init(width: 2, maximum: 31), .init(width: 2, maximum: 12), .init(width: 4)]),
    DigitFields(fields: [.init(width: 2, maximum: 23), .init(width: 2, maximum: nil)]),
    DigitFields(fields: [
      .init(width: 2, maximum: 12, padsBeforeImpossibleDigit: true), .init(width: 2),
    ]),
  ]

  static let pieces = [
    "1", "2", "9", "0", "31", "/", ":", " ", "-", "a", "P", "m", "x", "12", "4242", ".", ",",
  ]

  static func keep(_ character: Character) -> Character? {
    switch character {
    case "a", "A": return "A"
    case "p", "P": return "P"
    case "m", "M": return "M"
    default: return nil
    }
  }

  @Test func theByteTailReadsAsTheCharacterLoop() {
    var random = SplitMix(state: 47)
    for index in 0..<3000 {
      let fields = Self.shapes[index % Self.shapes.count]
      let text = random.joined(Self.pieces, count: 0...40)
      let caret = Int.random(in: 0...text.count, using: &random)
      let input = CaretText(text, caret: caret)
      let fast = fields.scan(input, bytewise: true, keep: Self.keep)
      let slow = fields.scan(input, bytewise: false, keep: Self.keep)
      #expect(fast.characters == slow.characters, "\(text.debugDescription) caret \(caret)")
      #expect(fast.beforeCaret == slow.beforeCaret, "\(text.debugDescription) caret \(caret)")
      #expect(fast.unplacedDigits == slow.unplacedDigits, "\(text.debugDescription)")
      #expect(fast.paddedAtSeparator == slow.paddedAtSeparator, "\(text.debugDescription)")
    }
  }

  /// A line of a million digits is counted, not read as a layout: the reason is the digits too many.
  @Test func aHostileLineIsCountedWithTheRightReason() throws {
    let line = String(repeating: "1", count: 1_000_000)
    #expect(try DateMask().format(line).refusal == .digitsTooMany(999_992))
    #expect(CardExpiryMask().format(line).refusal == .digitsTooMany(999_996))
    #expect(try TimeMask().format(line).refusal == .digitsTooMany(999_996))
  }
}
