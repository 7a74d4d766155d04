import MaskKit
import Testing

/// Issue 28, item 8: a backspace deletes one IBAN character, and a label or a symbol is never read
/// into a different IBAN.
@Suite struct IBANEditingEdgeTests {
  @Test func aBackspaceOnTheCountryDeletesOneCharacterAndKeepsTheRest() {
    var field = MaskedText(mask: IBANMask())
    field.type("GB82WEST12345698765432")
    field.moveCaret(to: 2)
    field.backspace()
    #expect(field.text == "G82W EST1 2345 6987 6543 2")
    #expect(field.selection == .caret(1))
    #expect(!field.isComplete)
    #expect(field.problem?.description == "an IBAN starts with two letters")
    field.type("B")
    #expect(field.text == "GB82 WEST 1234 5698 7654 32")
    #expect(field.isComplete)
  }

  @Test func aMisplacedCharacterTypedOrGivenWholeIsStillRefused() {
    #expect(
      IBANMask().match(CaretText("G82WEST12345698765432")).result.refusal?.description
        == "an IBAN starts with two letters"
    )
    var field = MaskedText(mask: IBANMask())
    #expect(field.type("1").contains(.inputRejected("1")))
  }

  @Test func theLabelIBANIsSkippedOnEveryPath() {
    let whole = IBANMask().match(CaretText("IBANIBANGB82WEST12345698765432"))
    #expect(whole.result.text == "GB82 WEST 1234 5698 7654 32")
    #expect(whole.result.isComplete)
    #expect(IBANMask().match(CaretText("iban: GB82 WEST 1234 5698 7654 32")).result.isComplete)
    var typed = MaskedText(mask: IBANMask())
    for key in "IBAN GB82WEST12345698765432" { typed.type(String(key)) }
    #expect(typed.value == "GB82WEST12345698765432")
    #expect(typed.isComplete)
    var run = MaskedText(mask: IBANMask())
    run.type("IBANIBANGB82WEST12345698765432")
    #expect(run.value == "GB82WEST12345698765432")
    let label = IBANMask().match(CaretText("IBAN"))
    #expect(label.result.text == "IBAN")
    #expect(label.result.value.isEmpty)
    #expect(!label.result.isComplete)
  }

  @Test func aSymbolBeforeTheIBANIsRefusedWithItsName() {
    let match = IBANMask().match(CaretText("€GB82WEST12345698765432"))
    #expect(match.result.refusal?.description == "'€' is not part of an IBAN")
    #expect(!match.result.isComplete)
  }

  @Test func whatIsStillNeededHasNoDoubleSpace() {
    #expect(IBANMask().format("GB82").reason?.description == "still needs 0000 0000 0000 0000 00")
  }
}
