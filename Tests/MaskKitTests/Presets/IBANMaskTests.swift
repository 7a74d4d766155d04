import MaskKit
import Testing

/// IBANs: the examples of the SWIFT IBAN Registry and of the issue, wrong check digits, other layouts.
@Suite struct IBANMaskTests {
  @Test(arguments: [
    ("DE89370400440532013000", "DE89 3704 0044 0532 0130 00"),
    ("gb82west12345698765432", "GB82 WEST 1234 5698 7654 32"),
    ("GB29 NWBK 6016 1331 9268 19", "GB29 NWBK 6016 1331 9268 19"),
    ("FR14 2004 1010 0505 0001 3M02 606", "FR14 2004 1010 0505 0001 3M02 606"),
    ("NO9386011117947", "NO93 8601 1117 947"),
    ("BE27-6727-3826-9373", "BE27 6727 3826 9373"),
    ("NL91ABNA0417164300", "NL91 ABNA 0417 1643 00"),
    ("MT84MALT011000012345MTLCAST001S", "MT84 MALT 0110 0001 2345 MTLC AST0 01S"),
    ("SC18SSCB11010000000000001497USD", "SC18 SSCB 1101 0000 0000 0000 1497 USD"),
    ("LC55HEMM000100010012001200023015", "LC55 HEMM 0001 0001 0012 0012 0002 3015"),
    ("QA58DOHB00001234567890ABCDEFG", "QA58 DOHB 0000 1234 5678 90AB CDEF G"),
    ("SM86U0322509800000000270100", "SM86 U032 2509 8000 0000 0270 100"),
  ])
  func validIBANsComplete(_ text: String, _ shown: String) {
    let match = IBANMask().match(CaretText(text))
    #expect(match.result.text == shown)
    #expect(match.result.isComplete)
    #expect(match.passesCheck)
    #expect(match.problem == nil)
  }

  @Test func wrongCheckDigitsAreInvalidWithTheReason() {
    let match = IBANMask().match(CaretText("DE88370400440532013000"))
    #expect(!match.result.isComplete)
    #expect(match.problem?.description == "the check digits do not match (ISO 7064 MOD 97-10)")
    #expect(match.result.problem == match.problem)
    let swapped = IBANMask().match(CaretText("DE89370400440532013001"))
    #expect(!swapped.result.isComplete)
    #expect(
      IBANMask().match(CaretText("XX89370400")).problem?.description
        == "XX has no IBANs in the SWIFT registry")
  }

  @Test func charactersThatCannotStandThereAreRefused() {
    var field = MaskedText(mask: IBANMask())
    #expect(field.type("1").contains(.inputRejected("1")))
    #expect(
      field.type("de8x9") == [.editRefused("de8x9", reason: .iban(.ibanCheckDigitsPlace))]
    )
    #expect(field.text.isEmpty)
    for key in "de8x9" { field.type(String(key)) }
    #expect(field.text == "DE89")
    field.type("370400440532013000")
    #expect(field.text == "DE89 3704 0044 0532 0130 00")
    #expect(field.isComplete)
    #expect(field.type("7").contains(.inputRejected("7")))
  }

  @Test func theCaretStaysOnTheSameCharacterAcrossGroupSpaces() {
    var field = MaskedText(mask: IBANMask())
    field.type("DE89370400440532013000")
    field.moveCaret(to: 4)
    field.backspace()
    #expect(field.text == "DE83 7040 0440 5320 1300 0")
    #expect(field.selection == .caret(3))
    #expect(field.problem == nil)
    field.undo()
    #expect(field.text == "DE89 3704 0044 0532 0130 00")
    field.selectAll()
    field.paste("GB82 WEST 1234 5698 7654 32")
    #expect(field.value == "GB82WEST12345698765432")
    #expect(field.isComplete)
  }

  @Test func statementLayoutsAreRead() {
    var field = MaskedText(mask: IBANMask())
    field.paste("IBAN: DE89 3704 0044 0532 0130 00")
    #expect(field.text == "DE89 3704 0044 0532 0130 00")
    #expect(field.isComplete)
    #expect(
      IBANMask().formatWhole("iban gb82west12345698765432").result.text == "GB82 WEST 1234 5698 7654 32")
    #expect(IBANMask().pasteLayout(of: "IBAN") == .recognised("IBAN"))
    #expect(IBANMask().pasteLayout(of: "DE89370400440532013000") == .recognised("DE89370400440532013000"))
  }
}
