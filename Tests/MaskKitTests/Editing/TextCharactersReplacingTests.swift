import Testing

@testable import MaskKit

/// `TextCharacters.replacing(_:with:after:)` against joining the parts it replaces, and which masks the
/// editing model splices rather than formats whole.
@Suite struct TextCharactersReplacingTests {
  static let pieces = ["1", "a", "-", " ", "\r\n", "ж", "中", "e\u{301}", "😀", "🇫🇷", "\u{301}", "ab"]

  @Test func replacingAgreesWithJoiningTheParts() {
    var random = SplitMix(state: 2_031)
    for _ in 0..<4_000 {
      let text = random.joined(Self.pieces, count: 0...12)
      let whole = TextCharacters(text)
      let shown = Int.random(in: 0...whole.count, using: &random)
      let characters = Bool.random(using: &random) ? whole : whole.prefixCharacters(shown)
      let start = Int.random(in: 0...characters.count, using: &random)
      let end = Int.random(in: start...characters.count, using: &random)
      let inserted = random.joined(Self.pieces, count: 0...3)
      let head: String? = Bool.random(using: &random) ? random.joined(Self.pieces, count: 0...4) : nil
      let expected = (head ?? characters.prefix(start)) + inserted + characters.suffix(from: end)
      let replaced = characters.replacing(start..<end, with: inserted, after: head)
      #expect(Array(replaced.utf8) == Array(expected.utf8), "\(text.debugDescription) \(start)..<\(end)")
    }
  }

  @Test func onlyMasksReadingTheirShownEntriesAreSpliced() throws {
    #expect(try BlockMask("{dddd}-{dd}").readsShownEntries)
    #expect(try BlockMask("{DDDD}ж{dd}").readsShownEntries)
    #expect(try InputMask("[000]-[00]").readsShownEntries == false)
    #expect(try PictureMask("###-##").readsShownEntries == false)
    #expect(try FormatStringMask("###-##").readsShownEntries == false)
  }
}
