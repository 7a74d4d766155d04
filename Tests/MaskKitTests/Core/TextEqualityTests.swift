import Testing

@testable import MaskKit

/// `String.isSameText(as:)` and the strings built from bytes sharing a known start, held to the
/// standard library.
@Suite struct TextEqualityTests {
  /// Pieces whose joins test canonical equivalence: precomposed letters and their decompositions,
  /// marks that reorder, singletons, prepended marks, CR LF, Hangul syllables and jamo.
  static let pieces = [
    "a", "ж", "й", "и\u{306}", "\u{306}", "é", "e\u{301}", "\u{301}", "\u{323}", "\u{301}\u{323}",
    "\u{323}\u{301}", "Å", "\u{212B}", "A\u{30A}", "\u{37E}", ";", "\u{600}", "\r", "\n", "가",
    "\u{1100}\u{1161}",
    "中", "😀", "ά", "\u{1F71}", "-", "1",
  ]

  static func randomText(_ generator: inout SplitMix) -> String {
    (0..<Int.random(in: 0...6, using: &generator)).map { _ in
      pieces.randomElement(using: &generator) ?? ""
    }.joined()
  }

  /// Starts that make both texts longer than `String.shortTextBytes`, so the byte comparison runs,
  /// or none.
  static let longStarts = ["", String(repeating: "ж", count: 33), String(repeating: "a", count: 65)]

  @Test func agreesWithTheStandardLibrary() {
    var generator = SplitMix(state: 2_027)
    for _ in 0..<20_000 {
      let shared = (Self.longStarts.randomElement(using: &generator) ?? "") + Self.randomText(&generator)
      let first = shared + Self.randomText(&generator)
      let second = shared + Self.randomText(&generator)
      #expect(
        first.isSameText(as: second) == (first == second),
        "\(first.debugDescription) \(second.debugDescription)")
      #expect(first.isSameText(as: first))
    }
  }

  /// Long shared starts, so the comparison skips 32 bytes at a time.
  @Test func longTextsAgreeWithTheStandardLibrary() {
    var generator = SplitMix(state: 2_029)
    for _ in 0..<2_000 {
      let shared =
        (Self.longStarts.randomElement(using: &generator) ?? "")
        + (0..<Int.random(in: 0...40, using: &generator)).map { _ in
          ["ж", "a", "中", "-", "й"].randomElement(using: &generator) ?? "a"
        }.joined()
      let first = shared + Self.randomText(&generator)
      let second = shared + Self.randomText(&generator)
      #expect(
        first.isSameText(as: second) == (first == second),
        "\(first.debugDescription) \(second.debugDescription)")
      let firstBytes = Array(first.utf8)
      let secondBytes = Array(second.utf8)
      let expected = zip(firstBytes, secondBytes).prefix { $0 == $1 }.count
      #expect(
        firstBytes.withReadBuffer { a in
          secondBytes.withReadBuffer { commonPrefixLength(a, $0) }
        } == expected)
    }
  }

  @Test func equivalentTextsAfterASharedStartAreTheSame() {
    #expect("жжй".isSameText(as: "жжи\u{306}"))
    #expect("abc\u{301}\u{323}".isSameText(as: "abc\u{323}\u{301}"))
    #expect("x\u{212B}".isSameText(as: "xÅ"))
    #expect(!"жжй".isSameText(as: "жжи"))
    #expect(!"ab".isSameText(as: "abc"))
    let long = String(repeating: "й", count: 40)
    #expect(!(long + "ab").isSameText(as: long + "ac"))
    #expect(!(long + "ab").isSameText(as: long + "a"))
    #expect((long + "e\u{301}").isSameText(as: long + "é"))
    #expect(!(long + "e\u{301}").isSameText(as: long + "e"))
    #expect(!(long + "e\u{301}x").isSameText(as: long + "f\u{301}x"))
    #expect((long + "a\u{323}\u{301}").isSameText(as: long + "a\u{301}\u{323}"))
  }

  @Test func stringsReusingAKnownOneAreTheirBytes() {
    var generator = SplitMix(state: 2_028)
    for _ in 0..<5_000 {
      let shared = Self.randomText(&generator)
      let known = shared + Self.randomText(&generator)
      let text = shared + Self.randomText(&generator)
      let built = String(Array(text.utf8)[...], reusing: known)
      #expect(Array(built.utf8) == Array(text.utf8))
      let typed =
        shared + (Self.pieces.randomElement(using: &generator) ?? "") + known.dropFirst(shared.count)
      #expect(Array(String(Array(typed.utf8)[...], reusing: known).utf8) == Array(typed.utf8))
      let scalars = Array(text.unicodeScalars)
      let split = Int.random(in: 0...scalars.count, using: &generator)
      let offset = scalars[..<split].reduce(0) { $0 + UTF8.width($1) }
      #expect(Array(text.scalarsAfter(utf8Offset: offset).unicodeScalars) == Array(scalars[split...]))
    }
  }
}
