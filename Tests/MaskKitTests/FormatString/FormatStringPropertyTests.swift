import MaskKit
import PropertyBased
import Testing

/// Laws of format strings: applying is idempotent, removing undoes applying, nothing crashes.
@Suite struct FormatStringPropertyTests {
  /// A format position with a character that fits it (`nil` for a literal) and what the slot writes.
  struct Piece: Sendable {
    let format: String
    let fitting: Character?
    let written: String
  }

  static let pieces: [Piece] = [
    Piece(format: "#", fitting: "7", written: "7"), Piece(format: "0", fitting: "4", written: "4"),
    Piece(format: "X", fitting: "q", written: "Q"), Piece(format: "x", fitting: "Q", written: "q"),
    Piece(format: "*", fitting: "m", written: "m"), Piece(format: "_", fitting: "?", written: "?"),
    Piece(format: "-", fitting: nil, written: ""), Piece(format: "(", fitting: nil, written: ""),
    Piece(format: " ", fitting: nil, written: ""), Piece(format: "\\#", fitting: nil, written: ""),
  ]

  static let pieceIndexes = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...16)

  static let formatSymbols = Gen.oneOf(
    Gen.always("#"), Gen.always("0"), Gen.always("X"), Gen.always("x"), Gen.always("*"), Gen.always("_"),
    Gen.always("-"), Gen.always("("), Gen.always(" "), Gen.always("\\#"), Gen.always("1"), Gen.always("a"),
    Gen.always("\n")
  ).array(of: 0...16).map { $0.joined() }

  static let text = Gen.oneOf(
    Gen.letterOrNumber.string(of: 0...24),
    Gen.latin1.string(of: 0...24),
    Gen.oneOf(
      Gen.always("1"), Gen.always("a"), Gen.always("Z"), Gen.always("-"), Gen.always(" "), Gen.always("("),
      Gen.always("😀"), Gen.always("é"), Gen.always("٣"), Gen.always("#"), Gen.always("0"),
      Gen.always("\n\u{301}"), Gen.always("ǅ"), Gen.always("ß"), Gen.always("\r"),
      Gen.always("\u{600}"), Gen.always("\u{301}"), Gen.always("🇫")
    ).array(of: 0...24).map { $0.joined() })

  static let asciiText = Gen.oneOf(
    Gen.always("1"), Gen.always("a"), Gen.always("Z"), Gen.always("-"), Gen.always(" "), Gen.always("("),
    Gen.always("#"), Gen.always("0"), Gen.always("?"), Gen.always("\r"), Gen.always("\u{301}")
  ).array(of: 0...24).map { $0.joined() }

  @Test func applyingTwiceChangesNothing() async {
    await propertyCheck(count: 400, input: Self.formatSymbols, Self.text) { format, text in
      let mask = FormatStringMask(partial: format)
      let once = mask.applyFormat(text)
      #expect(mask.applyFormat(once) == once)
    }
  }

  @Test func applyingTwiceChangesNothingWithTheOriginalsClasses() async {
    await propertyCheck(count: 400, input: Self.formatSymbols, Self.asciiText) { format, text in
      let mask = FormatStringMask(partial: format, classes: .ascii)
      let once = mask.applyFormat(text)
      #expect(mask.applyFormat(once) == once)
    }
  }

  @Test func removingTheFormatGivesBackTheAcceptedCharacters() async {
    await propertyCheck(count: 400, input: Self.pieceIndexes, Gen.int(in: 0...16)) { indexes, typed in
      let chosen = indexes.map { Self.pieces[$0] }
      let slots = chosen.filter { $0.fitting != nil }
      let used = min(typed, slots.count)
      let text = String(slots.prefix(used).compactMap(\.fitting))
      let padding = slots.dropFirst(used).map { $0.format == "0" ? "0" : $0.format == "_" ? " " : "" }
      let expected = slots.prefix(used).map(\.written).joined() + padding.joined()
      for classes in [FormatStringClasses.unicode, .ascii] {
        let mask = FormatStringMask(partial: chosen.map(\.format).joined(), classes: classes)
        #expect(mask.removeFormat(mask.applyFormat(text)) == expected)
        #expect(mask.outcome(of: text).isValid == (used == slots.count || padding.allSatisfy { $0 == " " }))
      }
    }
  }

  @Test func formattedTextHasOnePositionPerFormatPosition() async {
    await propertyCheck(count: 400, input: Self.formatSymbols, Self.text) { format, text in
      let mask = FormatStringMask(partial: format)
      #expect(mask.applyFormat(text).count == mask.placeholder.count)
    }
  }

  @Test func maskValueIsTheFormatRemovedAndTheCaretStaysInTheText() async {
    await propertyCheck(count: 400, input: Self.formatSymbols, Self.text, Gen.int(in: -2...30)) {
      format, text, caret in
      let mask = FormatStringMask(partial: format)
      for gravity in CaretGravity.allCases {
        let result = mask.apply(CaretText(text, caret: caret, gravity: gravity, autocomplete: true))
        #expect(result.value == mask.removeFormat(result.text))
        #expect((0...result.text.count).contains(result.caret))
        #expect(mask.apply(CaretText(result.text)).text == result.text)
      }
    }
  }
}
