import Testing

@testable import MaskKit

/// `Mask.format(_:autocomplete:)`'s shortcut for a text pasted into an empty field
/// (`pasteIntoEmptyShortcut`) against the paste itself (`pasteIntoEmpty`), on random masks of every
/// dialect (wrapped in a ``ValidatedMask`` or not) and random texts: wherever the shortcut answers, it
/// gives the paste's result, known counts included.
@Suite struct FormatShortcutDifferentialTests {
  static let inputMaskPieces = [
    "[0]", "[00]", "[000]", "[9]", "[A]", "[a]", "[_]", "[-]", "[0…]", "{-}", "{.}", "{+1}", "+1 (", ") ",
    "-", " ", "1", "8", "+7 ", "x",
  ]
  static let formatterPieces = ["#", "##", "@", "*", "-", "(", ")", " ", "1", "+1 ", "a", "0"]
  static let picturePieces = [
    "#", "##", "?", "&", "@", "*#", "[#]", "{#,?}", "-", "(", ")", " ", "1", "+1 ", "*?", "8",
  ]
  static let blockPieces = [
    "{d}", "{dd}", "{DDDD}", "{W}", "{a}", "{aa.}", "{.}", "-", " ", "(", ")", "+7 ", "/", "d", "_", "+1 ",
  ]
  /// Mostly ASCII letters and digits (the shortcut's texts), with separators, literals and other
  /// scripts now and then (the paste's).
  static let textPieces = [
    "1", "2", "0", "8", "7", "23", "206", "5551234", "99", "a", "Z", "x9", "Ab", "1", "3", "45",
    "-", " ", "(", "+", ".", "é", "\u{0663}", "\u{0301}", "_",
  ]

  /// A random mask of one of the dialects, described for a failure message.
  static func randomMask(_ random: inout SplitMix) -> (source: String, mask: any Mask)? {
    switch random.next() % 5 {
    case 0:
      let source = random.joined(inputMaskPieces, count: 1...6)
      return (try? InputMask(source)).map { ("inputmask \(source)", $0) }
    case 1:
      let primary = random.joined(inputMaskPieces, count: 1...5)
      let other = random.joined(inputMaskPieces, count: 1...5)
      let strategy = AffinityStrategy.allCases.randomElement(using: &random) ?? .whole
      return (try? AffineInputMask(primary, affine: [other], strategy: strategy)).map {
        ("affine \(primary) | \(other) \(strategy)", $0)
      }
    case 2:
      let source = random.joined(formatterPieces, count: 1...8)
      return (try? FormatStringMask(source)).map { ("formatter \(source)", $0) }
    case 3:
      let source = random.joined(picturePieces, count: 1...6)
      return (try? PictureMask(source)).map { ("picture \(source)", $0) }
    default:
      return random.blockMask(of: blockPieces).map { ("blocks \($0.source)", $0.mask) }
    }
  }

  @Test func shortcutGivesThePastesResult() {
    var random = SplitMix(state: 34)
    var answered = 0
    var checked = 0
    for _ in 0..<10_000 {
      guard var (source, mask) = Self.randomMask(&random), mask.layoutReader == nil else { continue }
      if random.next() % 4 == 0 {
        let refused = random.next() % 2 == 0 ? "3" : "a"
        mask = ValidatedMask(mask) { value in
          value.contains(refused) ? .refused(reason: "no \(refused)") : .valid
        }
        source += " refusing \(refused)"
      }
      for _ in 0..<4 {
        let text = random.joined(Self.textPieces, count: 1...6)
        let autocomplete = random.next() % 3 != 0
        let given = InputFilter.normalizingDigits(text)
        let applied = mask.apply(CaretText(given, gravity: .forward, autocomplete: autocomplete))
        if applied.text == given, applied.refusal == nil { continue }
        checked += 1
        guard let fast = mask.pasteIntoEmptyShortcut(given, applied: applied, autocomplete: autocomplete)
        else { continue }
        answered += 1
        let general = mask.pasteIntoEmpty(given, applied: applied, autocomplete: autocomplete)
        let context = "\(source): \(text.debugDescription), autocomplete \(autocomplete)"
        #expect(fast == general, "\(context)")
        #expect(fast.caret == general.caret, "\(context)")
        #expect(fast.known.textScalars == general.known.textScalars, "\(context)")
        #expect(fast.known.valueScalars == general.known.valueScalars, "\(context)")
        #expect(mask.format(text, autocomplete: autocomplete) == general, "\(context)")
      }
    }
    // Both the shortcut and the paste it leaves texts to are exercised.
    #expect(answered > 500)
    #expect(checked - answered > 500)
  }

  @Test func shortcutAnswersTheStreamingPhoneText() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    let given = "2065551234"
    let applied = mask.apply(CaretText(given, gravity: .forward, autocomplete: true))
    let fast = try #require(mask.pasteIntoEmptyShortcut(given, applied: applied, autocomplete: true))
    #expect(fast == mask.pasteIntoEmpty(given, applied: applied, autocomplete: true))
    #expect(fast.text == "+1 (206) 555-1234")
    #expect(fast.isComplete)
  }
}
