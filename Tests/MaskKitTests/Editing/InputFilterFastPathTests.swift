import Testing

@testable import MaskKit

/// The ASCII keystroke shortcut of `InputFilter.insertsWholeCharacters` held to the counting it skips.
@Suite struct InputFilterFastPathTests {
  static let neighbours: [Character?] = [
    nil, "a", "0", " ", "\r", "\n", "\r\n", "\u{7F}", "\u{0}", "é", "\u{0600}", "\u{0301}", "👍🏽", "\u{200D}",
  ]

  @Test func everyASCIIKeystrokeBetweenAnyNeighboursAgreesWithCounting() {
    for value in UInt8(0)...127 {
      let inserted = String(UnicodeScalar(value))
      for previous in Self.neighbours {
        for next in Self.neighbours {
          #expect(
            InputFilter.insertsWholeCharacters(inserted, after: previous, before: next)
              == InputFilter.insertsWholeCharactersByCounting(inserted, after: previous, before: next),
            "\(value) between \(String(describing: previous)) and \(String(describing: next))")
        }
      }
    }
  }

  @Test func aLineFeedAfterACarriageReturnWouldJoinIt() {
    #expect(!InputFilter.insertsWholeCharacters("\n", after: "\r", before: nil))
    #expect(InputFilter.insertsWholeCharacters("1", after: "\r", before: "\n"))
  }
}
