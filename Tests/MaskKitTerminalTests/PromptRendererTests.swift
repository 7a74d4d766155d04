import MaskKit
import MaskKitTerminal
import Testing

/// Session state → the terminal line.
@Suite struct PromptRendererTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  /// Runs raw terminal bytes through the decoder and the session, as the prompt does.
  func session(_ bytes: String, mask: (any Mask)? = nil, label: String = "") throws -> PromptSession {
    var session = PromptSession(mask: try mask ?? #require(Self.phone), label: label)
    var decoder = KeyDecoder()
    for key in decoder.decode(Array(bytes.utf8)) + decoder.flush() { session.handle(key) }
    return session
  }

  @Test func theCompletePhoneNumberShowsACheckMark() throws {
    let frame = PromptRenderer().frame(for: try session("2065551234"))
    #expect(frame.visibleText == "+1 (206) 555-1234 ✓")
    #expect(frame.caretColumn == 17)
  }

  @Test func theTailPlaceholderFollowsTheCaretDimmed() throws {
    let frame = PromptRenderer().frame(for: try session("206"))
    #expect(frame.visibleText == "+1 (206) 000-0000")
    #expect(frame.caretColumn == 9)
    #expect(frame.escapeSequence == "\r+1 (206) \u{1B}[2m000-0000\u{1B}[22m\u{1B}[K\r\u{1B}[9C")
  }

  @Test func anEmptyFieldShowsTheWholePlaceholder() throws {
    let frame = PromptRenderer(usesColor: false).frame(for: try session(""))
    #expect(frame.visibleText == "+1 (000) 000-0000")
    #expect(frame.caretColumn == 4)
    #expect(frame.escapeSequence == "\r+1 (000) 000-0000\u{1B}[K\r\u{1B}[4C")
  }

  @Test func caretKeysMoveTheCursorColumn() throws {
    let frame = PromptRenderer().frame(for: try session("2065551234\u{1B}[D\u{1B}[D\u{02}"))
    #expect(frame.caretColumn == 14)
    #expect(frame.escapeSequence.hasSuffix("\u{1B}[14C"))
  }

  @Test func aRejectedKeyShowsAMessage() throws {
    let frame = PromptRenderer(usesColor: false).frame(for: try session("20x"))
    #expect(frame.visibleText == "+1 (20" + "0) 000-0000" + "  'x' does not fit here")
    #expect(frame.caretColumn == 6)
  }

  @Test func theLabelComesFirst() throws {
    let frame = PromptRenderer(usesColor: false).frame(for: try session("206", label: "Phone:"))
    #expect(frame.visibleText == "Phone: +1 (206) 000-0000")
    #expect(frame.caretColumn == 16)
  }

  @Test func controlCharactersInTheLabelCannotMoveTheCursor() throws {
    let frame = PromptRenderer(usesColor: false).frame(for: try session("", label: "a\u{1B}[2J\tb"))
    #expect(frame.visibleText.hasPrefix("a␛[2J␉b "))
    #expect(!frame.escapeSequence.contains("\u{1B}[2J"))
  }

  @Test func wideCharactersTakeTwoColumns() throws {
    let mask = try InputMask("[aaa]-[000]")
    let frame = PromptRenderer(usesColor: false).frame(for: try session("東京都1", mask: mask))
    #expect(frame.visibleText.hasPrefix("東京都-1"))
    #expect(frame.caretColumn == 8)
  }

  @Test func combiningMarksTakeNoColumn() throws {
    let mask = try InputMask("[aaa]")
    let frame = PromptRenderer(usesColor: false).frame(for: try session("e\u{301}a", mask: mask))
    #expect(frame.visibleText.hasPrefix("e\u{301}a"))
    #expect(frame.caretColumn == 2)
  }

  @Test func theAcceptedLineKeepsTheCheckMarkOnly() throws {
    var session = try session("2065551234")
    session.handle(.character("9"))
    let frame = PromptRenderer(usesColor: false).frame(for: session, final: true)
    #expect(frame.visibleText == "+1 (206) 555-1234 ✓")
  }

  @Test func aNarrowTerminalScrollsToKeepTheCaretVisible() throws {
    let session = try session("2065551234")
    for width in 1...30 {
      let frame = PromptRenderer(width: width, usesColor: false).frame(for: session)
      #expect(frame.visibleText.terminalColumns <= max(width - 1, 1), "width \(width)")
      #expect(frame.caretColumn <= max(width - 1, 1), "width \(width)")
      #expect(frame.caretColumn >= 0)
    }
    let frame = PromptRenderer(width: 10, usesColor: false).frame(for: session)
    #expect(frame.visibleText == " 555-1234")
    #expect(frame.caretColumn == 9)
  }
}
