import MaskKit
import MaskKitTerminal
import Testing

/// Arbitrary byte streams, split anywhere, through the decoder, the session and the renderer.
@Suite struct PromptRobustnessTests {
  /// A small deterministic generator, so failures can be replayed.
  struct Generator {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Pieces whose meaning does not depend on how reads split them.
  static let tokens: [String] = [
    "2", "0", "6", "a", "Z", " ", "-", "(", "東", "😀", "\u{7F}", "\u{01}", "\u{05}", "\u{02}", "\u{06}",
    "\u{04}", "\u{1A}", "\u{19}", "\t", "\u{1B}[D", "\u{1B}[C", "\u{1B}[H", "\u{1B}[F", "\u{1B}[3~",
    "\u{1B}OD", "\u{1B}[5~", "\u{1B}[200~+1 (206) 555\u{1B}[201~", "\u{1B}[200~東\u{1B}[D\u{1B}[201~",
  ]

  static func stream(seed: UInt64, length: Int) -> [UInt8] {
    var generator = Generator(state: seed)
    var bytes: [UInt8] = []
    for _ in 0..<length {
      bytes += Array(tokens[generator.next(below: tokens.count)].utf8)
    }
    return bytes
  }

  @Test(arguments: 0..<40)
  func splittingReadsDoesNotChangeTheKeys(seed: Int) {
    let bytes = Self.stream(seed: UInt64(seed), length: 60)
    var whole = KeyDecoder()
    let expected = whole.decode(bytes)
    var generator = Generator(state: UInt64(seed) &+ 99)
    var split = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 1 + generator.next(below: 7))
      keys += split.decode(bytes[start..<end])
      start = end
    }
    #expect(keys == expected)
    #expect(!split.isWaiting)
  }

  @Test(arguments: 0..<40)
  func randomBytesNeverBreakTheLine(seed: Int) throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    var session = PromptSession(mask: mask, label: "Phone")
    var decoder = KeyDecoder()
    var generator = Generator(state: UInt64(seed))
    for _ in 0..<200 {
      let chunk = (0..<(1 + generator.next(below: 8))).map { _ in UInt8(generator.next(below: 256)) }
      for key in decoder.decode(chunk) + decoder.flush() { session.handle(key) }
      let width = 1 + generator.next(below: 40)
      let frame = PromptRenderer(width: width).frame(for: session)
      #expect(frame.visibleText.terminalColumns <= max(width - 1, 1))
      #expect((0...max(width - 1, 1)).contains(frame.caretColumn))
      #expect(!frame.visibleText.contains { $0.unicodeScalars.contains { $0.value < 0x20 } })
    }
  }

  @Test func aLongPasteIsRenderedAroundTheCaret() throws {
    let mask = try InputMask("[" + String(repeating: "0", count: 1_000) + "]")
    var session = PromptSession(mask: mask)
    session.handle(.paste(String(repeating: "7", count: 100_000)))
    #expect(session.field.text.isEmpty)  // too long: refused rather than cut
    session.handle(.paste(String(repeating: "7", count: 1_000)))
    #expect(session.field.text.count == 1_000)
    let frame = PromptRenderer(width: 80, usesColor: false).frame(for: session)
    #expect(frame.caretColumn == 79)
    #expect(frame.visibleText == String(repeating: "7", count: 79))
  }
}
