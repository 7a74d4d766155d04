import Testing

@testable import MaskKit

/// The card layouts' byte path for plain ASCII text against the `Character` path it stands in for.
@Suite struct CardGroupingPathTests {
  static let pieces = [
    "4242", "4", "42", "378282", " ", "  ", "-", "/", ", ", "\t", "\r\n", "\n", "a", "006",
  ]

  @Test func theASCIIPathGivesTheCharacterPathsGroups() {
    var random = SplitMix(state: 43)
    var grouped = 0
    for _ in 0..<20_000 {
      let text = random.joined(Self.pieces, count: 1...8)
      let bytes = CardGrouping.asciiGroups(in: text)
      #expect(bytes == CardGrouping.characterGroups(in: text), "\(text.debugDescription)")
      if bytes?.count ?? 0 > 1 { grouped += 1 }
    }
    #expect(grouped > 500)
  }

  @Test func listedLayoutsGroupAndOthersDoNot() {
    #expect(CardGrouping.groups(in: "4242 4242 4242 4242") == [4, 4, 4, 4])
    #expect(CardGrouping.groups(in: "4242-4242-4242-4242") == [4, 4, 4, 4])
    #expect(CardGrouping.groups(in: "4242\u{00A0}4242") == [4, 4])
    #expect(CardGrouping.groups(in: "4242 4242-4242") == nil)
    #expect(CardGrouping.groups(in: "4242  4242") == nil)
    #expect(CardGrouping.groups(in: "4242 4242 / 006") == nil)
    #expect(CardGrouping.groups(in: "4242\r\n4242") == nil)
  }
}
