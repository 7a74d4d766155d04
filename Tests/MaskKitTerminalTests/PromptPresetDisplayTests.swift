import MaskKit
import MaskKitTerminal
import Testing

/// Issue 28 item 16: the prompt on the phone and card presets keeps showing the slots still to type,
/// refuses a letter that is not the region's extension marker, and shows no slots once a card number
/// is complete.
@Suite struct PromptPresetDisplayTests {
  let renderer = PromptRenderer(usesColor: false)

  func frame(_ mask: any Mask, typing text: String) -> PromptFrame {
    var session = PromptSession(mask: mask)
    var decoder = KeyDecoder()
    for key in decoder.decode(Array(text.utf8)) { session.handle(key) }
    return renderer.frame(for: session)
  }

  @Test func thePhonePlaceholderStaysAfterTheFirstDigit() throws {
    let russia = try PhoneMask(region: "RU")
    #expect(frame(russia, typing: "").visibleText == "+7 000 000-00-00")
    #expect(frame(russia, typing: "9").visibleText == "+7 900 000-00-00")
    #expect(frame(russia, typing: "916").visibleText == "+7 916 000-00-00")
    #expect(frame(russia, typing: "+7916").visibleText == "+7 916 000-00-00")
    #expect(frame(russia, typing: "89161").visibleText == "8 916 100-00-00")
    #expect(frame(russia, typing: "9161234567").visibleText == "+7 916 123-45-67 ✓")
    let us = try PhoneMask(region: "US")
    #expect(frame(us, typing: "206").visibleText == "+1 206-000-0000")
    let national = frame(try PhoneMask(region: "US", style: .national), typing: "206").visibleText
    #expect(national.hasPrefix("206"), "\(national)")
  }

  @Test func aLetterIsRefusedUnlessItStartsTheRegionsExtensionMarker() throws {
    let us = try PhoneMask(region: "US")
    let typed = frame(us, typing: "206x5551234")
    #expect(typed.visibleText.hasPrefix("+1 206-555-1234 ✓"))
    #expect(!typed.visibleText.contains("ext"))
    #expect(frame(us, typing: "2065551234ext12").visibleText.hasPrefix("+1 206-555-1234 ext. 12 ✓"))
    #expect(frame(us, typing: "2065551234#12").visibleText.hasPrefix("+1 206-555-1234 ext. 12 ✓"))
    var field = MaskedText(mask: us)
    field.type("206")
    #expect(field.type("x") == [.inputRejected("x")])
    #expect(field.text == "+1 206")
  }

  @Test func aCardShowsItsBrandsSlotsAndNoneOnceComplete() {
    let card = CardNumberMask()
    #expect(frame(card, typing: "").visibleText == "0000 0000 0000 0000")
    #expect(frame(card, typing: "4242").visibleText == "4242 0000 0000 0000")
    #expect(frame(card, typing: "37").visibleText == "3700 000000 00000")
    #expect(frame(card, typing: "4242424242424242").visibleText == "4242 4242 4242 4242 ✓")
    #expect(frame(card, typing: "42424242424242424").visibleText == "4242 4242 4242 424240")
  }
}
