import MaskKit
import MaskKitTerminal
import Testing

/// Keys → edits of the masked field.
@Suite struct PromptSessionTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func session(allowsIncomplete: Bool = false) throws -> PromptSession {
    PromptSession(mask: try #require(Self.phone), allowsIncomplete: allowsIncomplete)
  }

  func type(_ text: String, into session: inout PromptSession) {
    for character in text { session.handle(.character(character)) }
  }

  @Test func typingFillsTheMask() throws {
    var session = try session()
    type("2065551234", into: &session)
    #expect(session.field.text == "+1 (206) 555-1234")
    #expect(session.field.isComplete)
    #expect(session.message == nil)
    #expect(session.handle(.enter) == .accepted)
  }

  @Test func aRejectedKeyLeavesTheTextAndSaysSo() throws {
    var session = try session()
    type("20", into: &session)
    #expect(session.handle(.character("x")) == .editing)
    #expect(session.field.text == "+1 (20")
    #expect(session.message == "'x' does not fit here")
    session.handle(.character("6"))
    #expect(session.message == nil)
    #expect(session.field.text == "+1 (206) ")
  }

  @Test func malformedUTF8IsIgnoredAndSaysSo() throws {
    var session = try session()
    type("20", into: &session)
    #expect(session.handle(.invalidUTF8([0xFF])) == .editing)
    #expect(session.field.text == "+1 (20")
    #expect(session.message == "input that is not valid UTF-8 was ignored")
  }

  @Test func enterOnAnIncompleteFieldExplains() throws {
    var session = try session()
    type("206", into: &session)
    #expect(session.handle(.enter) == .editing)
    #expect(session.message == "incomplete: still needs 000-0000")
    var lenient = try self.session(allowsIncomplete: true)
    type("206", into: &lenient)
    #expect(lenient.handle(.enter) == .accepted)
  }

  @Test func escapeAndCtrlCAbort() throws {
    var session = try session()
    #expect(session.handle(.escape) == .aborted)
    #expect(session.handle(.interrupt) == .aborted)
  }

  @Test func backspaceDeleteAndCaretKeys() throws {
    var session = try session()
    type("2065551234", into: &session)
    session.handle(.backspace)
    #expect(session.field.text == "+1 (206) 555-123")
    session.handle(.home)
    #expect(session.field.selection == .caret(0))
    session.handle(.end)
    #expect(session.field.selection == .caret(16))
    session.handle(.left)
    session.handle(.left)
    #expect(session.field.selection == .caret(14))
    session.handle(.right)
    #expect(session.field.selection == .caret(15))
    session.handle(.delete)
    #expect(session.field.value == "20655512")
    session.handle(.right)
    session.handle(.right)
    session.handle(.right)
    #expect(session.field.selection.end <= session.field.text.count)
  }

  @Test func undoAndRedo() throws {
    var session = try session()
    type("206", into: &session)
    session.handle(.undo)
    #expect(session.field.value == "20")
    session.handle(.undo)
    #expect(session.field.value == "2")
    session.handle(.redo)
    #expect(session.field.value == "20")
  }

  @Test func pasteAcceptsAFormattedNumberAsOneUndoStep() throws {
    var session = try session()
    session.handle(.paste("+1 (206) 555-1234\n"))
    #expect(session.field.text == "+1 (206) 555-1234")
    #expect(session.field.isComplete)
    session.handle(.undo)
    #expect(session.field.text.isEmpty)
  }

  @Test func aPhoneNumberPastedNationallyOrAfterAPrefixCompletesThePhonePreset() throws {
    for (region, text, e164) in [
      ("GB", "020 7946 0958\n", "+442079460958"), ("US", "011 44 20 7946 0958", "+442079460958"),
      ("RU", "810 7 916 123 45 67", "+79161234567"),
    ] {
      var session = PromptSession(mask: try PhoneMask(region: region), allowsIncomplete: false)
      session.handle(.paste(text))
      #expect(session.field.isComplete)
      #expect(session.field.value == e164)
    }
  }

  @Test func twoPastedPhoneNumbersAreRefused() throws {
    var session = PromptSession(mask: try PhoneMask(region: "US"), allowsIncomplete: false)
    session.handle(.paste("206-555-1234, 425-555-1234"))
    #expect(session.field.text.isEmpty)
    session.handle(.paste("2065551234 x 12345678901234567890123456789"))
    #expect(session.field.text.isEmpty)
  }

  @Test func aPasteThatDoesNotFitSaysSo() throws {
    var session = try session()
    session.handle(.paste("hello"))
    #expect(session.field.text.isEmpty)
    #expect(session.message == "the pasted text does not fit here")
  }

  @Test func keysWithoutAMeaningChangeNothing() throws {
    var session = try session()
    type("206", into: &session)
    for key: Key in [.tab, .alt("b"), .control(0x0B), .unrecognized([0x1B, 0x5B, 0x35, 0x7E])] {
      #expect(session.handle(key) == .editing)
    }
    #expect(session.field.text == "+1 (206) ")
  }
}
