import MaskKit
import MaskKitTerminal
import Testing

/// The prompt drawn with a template character, obscuring and native digits.
@Suite struct PromptDisplayTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func session(typing text: String) throws -> PromptSession {
    var session = PromptSession(mask: try #require(Self.phone))
    var decoder = KeyDecoder()
    for key in decoder.decode(Array(text.utf8)) { session.handle(key) }
    return session
  }

  @Test func theTemplateFillsTheEmptySlotsAndTheCaretStaysAfterTheText() throws {
    let renderer = PromptRenderer(usesColor: false, display: DisplayOptions(template: "_"))
    let frame = renderer.frame(for: try session(typing: "206"))
    #expect(frame.visibleText == "+1 (206) ___-____")
    #expect(frame.caretColumn == 9)
    let empty = renderer.frame(for: try session(typing: ""))
    #expect(empty.visibleText == "+1 (___) ___-____")
    #expect(empty.caretColumn == 4)
  }

  @Test func obscuredDigitsStayHiddenInTheFinalLine() throws {
    let renderer = PromptRenderer(usesColor: false, display: DisplayOptions(obscure: 4))
    let frame = renderer.frame(for: try session(typing: "2065551234"), final: true)
    #expect(frame.visibleText == "+1 (•••) •••-1234 ✓")
  }

  @Test func nativeDigitsAreDrawnOneColumnEachWithTheCaretAfterTheText() throws {
    let renderer = PromptRenderer(
      usesColor: false, display: DisplayOptions(template: "_", digits: .native(.arab)))
    let frame = renderer.frame(for: try session(typing: "206"))
    #expect(frame.visibleText == "+١ (٢٠٦) ___-____")
    #expect(frame.caretColumn == 9)
    let adlam = PromptRenderer(usesColor: false, display: DisplayOptions(digits: .native(.adlm)))
    let final = adlam.frame(for: try session(typing: "2065551234"), final: true)
    #expect(final.visibleText == NumberingSystem.adlm.drawingDigits(of: "+1 (206) 555-1234") + " ✓")
  }
}
