import MaskKit
import MaskKitTerminal
import Testing

/// Issue 25, item 10: Enter on a field that cannot be accepted and a refused paste say why.
@Suite struct PromptReasonTests {
  func enter(_ text: String, into mask: any Mask) -> String? {
    var session = PromptSession(mask: mask)
    for character in text { session.handle(.character(character)) }
    #expect(session.handle(.enter) == .editing)
    return session.message
  }

  @Test func enterGivesTheFieldsOwnReason() throws {
    #expect(enter("4242424242424241", into: CardNumberMask()) == "invalid: the number fails the Luhn check")
    #expect(enter("32012024", into: try DateMask()) == "invalid: day 32 does not exist")
    #expect(enter("31042024", into: try DateMask()) == "invalid: day 31 does not exist in April 2024")
    let expiry = CardExpiryMask(currentYear: 2026, month: 11)
    #expect(enter("1026", into: expiry) == "invalid: the card expired in 10/2026")
    #expect(enter("12", into: try DateMask()) == "incomplete: still needs MM/YYYY")
  }

  @Test func aRefusedPasteSaysWhy() throws {
    var session = PromptSession(mask: IBANMask())
    session.handle(.paste("GB82WESTÄ12345698765432"))
    #expect(session.message == "the pasted text was refused: 'Ä' is not a letter A-Z of an IBAN")
    #expect(session.field.text.isEmpty)
    var address = PromptSession(mask: IPv4Mask())
    address.handle(.paste("192.168.0.1 80"))
    #expect(address.message == "the pasted text was refused: a space inside the address")
  }

  /// The two problems only a prompt gives (MaskProblemTests reaches every other kind): a key or a paste
  /// the mask took nothing of.
  @Test func inputTheMaskTakesNothingOfIsAProblemOfItsOwnKind() throws {
    var session = PromptSession(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    session.handle(.character("x"))
    #expect(session.message == MaskProblem.doesNotFitHere("x").description)
    #expect(session.message == "'x' does not fit here")
    session.handle(.paste("hello"))
    #expect(session.message == MaskProblem.pasteDoesNotFitHere.description)
    #expect(session.message == "the pasted text does not fit here")
    #expect(MaskProblem.doesNotFitHere("x").code == "doesNotFitHere")
    #expect(MaskProblem.pasteDoesNotFitHere.code == "pasteDoesNotFitHere")
  }
}
