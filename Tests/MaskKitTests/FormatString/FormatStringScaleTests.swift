import MaskKit
import Testing

/// Long and hostile texts and formats: every operation answers in linear time and never traps.
@Suite struct FormatStringScaleTests {
  static let length = 100_000

  @Test func hundredThousandCharactersAgainstAShortFormat() throws {
    let mask = try FormatStringMask("(###) ###-####")
    let outcome = mask.outcome(of: String(repeating: "1a", count: Self.length / 2))
    #expect(outcome.text.count == 14)
    #expect(outcome.overflow.count == Self.length - 10)
    #expect(mask.apply(CaretText(String(repeating: "7", count: Self.length))).text == "(777) 777-7777")
  }

  @Test func hundredThousandPositionsAgainstLongText() throws {
    let mask = try FormatStringMask(String(repeating: "#-", count: Self.length / 2))
    let digits = String(repeating: "5", count: Self.length / 2)
    let formatted = mask.applyFormat(digits)
    #expect(formatted.count == Self.length)
    #expect(mask.applyFormat(formatted) == formatted)
    #expect(mask.removeFormat(formatted) == digits)
    #expect(mask.format(digits).isComplete)
    #expect(mask.explanation.split(separator: "\n").count == Self.length + 1)
  }

  @Test func longRunsOfLiteralsAndRefusedCharacters() throws {
    let mask = try FormatStringMask(String(repeating: "-", count: Self.length) + "#")
    let letters = String(repeating: "a", count: Self.length)
    #expect(mask.apply(CaretText(letters, caret: Self.length / 2)).value == "")
    #expect(mask.outcome(of: letters).overflow.count == Self.length - 1)
  }

  static let hostileTexts = [
    "", "\u{0}", "\r\n12", "👨‍👩‍👧‍👦1", "🇫🇷🇩🇪", "e\u{301}\u{302}", "\u{301}\u{302}12", "\u{200F}١٢٣\u{200E}",
    "ﬆßİı", "ǅǆ", "\u{FEFF}1", "１２３",
  ]

  static let hostileFormats = [
    "", "\\", "\\\\", "#", "(###) ###-####", "\u{301}##", "🇫🇷##", "_\u{200D}_", "X\u{301}x", "\\\u{301}#",
  ]

  @Test(arguments: hostileFormats)
  func hostileInputNeverTraps(_ format: String) {
    for classes in [FormatStringClasses.unicode, .ascii] {
      let mask = FormatStringMask(partial: format, classes: classes)
      for text in Self.hostileTexts {
        let outcome = mask.outcome(of: text)
        _ = mask.removeFormat(outcome.text)
        _ = mask.removeFormat(text)
        for caret in [-1, 0, 1, text.count, text.count + 5] {
          for gravity in CaretGravity.allCases {
            let result = mask.apply(CaretText(text, caret: caret, gravity: gravity, autoskip: true))
            #expect((0...result.text.count).contains(result.caret))
          }
        }
      }
      #expect(!mask.explanation.isEmpty)
    }
  }
}
