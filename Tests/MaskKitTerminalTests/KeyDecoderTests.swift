import MaskKitTerminal
import Testing

/// Bytes from a raw-mode terminal → keys.
@Suite struct KeyDecoderTests {
  func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func printableCharactersAreOneKeyEach() {
    #expect(keys("a1 ") == [.character("a"), .character("1"), .character(" ")])
  }

  @Test func controlKeys() {
    #expect(
      keys("\r\n\u{7F}\u{08}\u{01}\u{05}\u{02}\u{06}\u{04}\u{1A}\u{19}\u{03}\t\u{0B}") == [
        .enter, .enter, .backspace, .backspace, .home, .end, .left, .right, .delete, .undo, .redo,
        .interrupt, .tab, .control(0x0B),
      ])
  }

  @Test func arrowsHomeEndAndDeleteInBothEncodings() {
    #expect(keys("\u{1B}[D\u{1B}[C\u{1B}[A\u{1B}[B") == [.left, .right, .up, .down])
    #expect(keys("\u{1B}OD\u{1B}OC\u{1B}OH\u{1B}OF") == [.left, .right, .home, .end])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
    #expect(keys("\u{1B}[3~\u{1B}[1;5C") == [.delete, .right])
  }

  @Test func unknownSequencesAreReportedWhole() {
    #expect(keys("\u{1B}[5~x") == [.unrecognized(Array("\u{1B}[5~".utf8)), .character("x")])
  }

  @Test func aLoneEscapeWaitsUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
  }

  @Test func aSequenceSplitAcrossReadsIsJoined() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("[".utf8)).isEmpty)
    #expect(decoder.decode(Array("3".utf8)).isEmpty)
    #expect(decoder.decode(Array("~a".utf8)) == [.delete, .character("a")])
  }

  @Test func escapeFollowedByACharacterIsAlt() {
    #expect(keys("\u{1B}b") == [.alt("b")])
    #expect(keys("\u{1B}\u{1B}") == [.escape])
    #expect(keys("\u{1B}\u{7F}") == [.unrecognized([0x1B, 0x7F])])
  }

  @Test func utf8SplitAcrossReadsIsJoined() {
    var decoder = KeyDecoder()
    let bytes = Array("東".utf8)
    #expect(decoder.decode(bytes.prefix(2)).isEmpty)
    #expect(decoder.decode(bytes.suffix(1)) == [.character("東")])
  }

  @Test func graphemeClustersTypedTogetherStayTogether() {
    #expect(keys("🇫🇷e\u{301}👍🏽") == [.character("🇫🇷"), .character("e\u{301}"), .character("👍🏽")])
  }

  @Test func malformedUTF8IsReportedNotReplaced() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x80, 0x61]) == [.invalidUTF8([0x80]), .character("a")])
    // A lead byte followed by a byte that cannot continue it, an overlong form, a surrogate, and a
    // scalar beyond U+10FFFF: each malformed byte is reported and the text around it is kept.
    #expect(decoder.decode([0x61, 0xC3, 0x28]) == [.character("a"), .invalidUTF8([0xC3]), .character("(")])
    #expect(decoder.decode([0xC0, 0xAF]) == [.invalidUTF8([0xC0]), .invalidUTF8([0xAF])])
    #expect(decoder.decode([0xED, 0xA0, 0x80]).first == .invalidUTF8([0xED]))
    #expect(decoder.decode([0xF4, 0x90, 0x80, 0x80]).first == .invalidUTF8([0xF4]))
    #expect(decoder.decode(Array("é中😀".utf8)) == [.character("é"), .character("中"), .character("😀")])
  }

  @Test func aSequenceCutShortByAPauseIsReported() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE4, 0xB8]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.invalidUTF8([0xE4, 0xB8])])
    #expect(decoder.decode([0xE4, 0xB8]).isEmpty)
    #expect(decoder.decode([0xAD]) == [.character("中")])
  }

  @Test func aMalformedPasteIsReportedWhole() {
    let bytes = Array("\u{1B}[200~12".utf8) + [0xFF] + Array("34\u{1B}[201~".utf8)
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes) == [.invalidUTF8([0x31, 0x32, 0xFF, 0x33, 0x34])])
  }

  @Test func bracketedPasteIsOneKey() {
    #expect(keys("\u{1B}[200~+1 (206) 555\u{1B}[201~x") == [.paste("+1 (206) 555"), .character("x")])
  }

  @Test func bracketedPasteSplitAnywhereIsJoined() {
    let bytes = Array("\u{1B}[200~a\u{1B}[Db東\u{1B}[201~".utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(keys == [.paste("a\u{1B}[Db東")], "cut at \(cut)")
    }
  }

  @Test func controlSequencesAreBounded() {
    let keys = keys("\u{1B}[" + String(repeating: "1", count: 100) + "~")
    #expect(keys.count > 1)
    #expect(keys.last == .character("~"))
  }

  @Test func aHugePasteIsDecodedInOnePiece() {
    let digits = String(repeating: "1234567890", count: 10_000)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    let bytes = Array("\u{1B}[200~\(digits)\u{1B}[201~".utf8)
    var start = 0
    while start < bytes.count {
      let end = min(start + 4096, bytes.count)
      keys += decoder.decode(bytes[start..<end])
      start = end
    }
    #expect(keys == [.paste(digits)])
  }
}
