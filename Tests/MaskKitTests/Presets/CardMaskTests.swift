import MaskKit
import Testing

/// Card presets on published test card numbers: brand, grouping, length, Luhn, expiry and CVC.
@Suite struct CardMaskTests {
  func card(_ text: String) -> CardNumberMask.Match {
    CardNumberMask().match(CaretText(text, autocomplete: true))
  }

  @Test(arguments: [
    ("4242424242424242", CardBrand.visa, "4242 4242 4242 4242"),
    ("4222222222222222224", .visa, "4222 2222 2222 2222224"),
    ("5555555555554444", .mastercard, "5555 5555 5555 4444"),
    ("2223003122003222", .mastercard, "2223 0031 2200 3222"),
    ("378282246310005", .americanExpress, "3782 822463 10005"),
    ("371449635398431", .americanExpress, "3714 496353 98431"),
    ("6011111111111117", .discover, "6011 1111 1111 1117"),
    ("3530111333300000", .jcb, "3530 1113 3330 0000"),
    ("36227206271667", .dinersClub, "3622 720627 1667"),
    ("3056930009020004", .dinersClub, "3056 930009 020004"),
    ("5868241608255337", .maestro, "5868 2416 0825 5337"),
    ("5641821111166669", .maestro, "5641 8211 1116 6669"),
    ("8171999927660000", .unionPay, "8171 9999 2766 0000"),
    ("62123456789000003", .unionPay, "6212 3456 7890 00003"),
    ("1800000000000000", .jcb, "1800 0000 0000 0000"),
    ("6200000000000005", .unionPay, "6200 0000 0000 0005"),
    ("6759649826438453", .maestro, "6759 6498 2643 8453"),
    ("2200000000000004", .mir, "2200 0000 0000 0004"),
  ])
  func testCardNumbersOfEveryBrand(_ digits: String, _ brand: CardBrand, _ formatted: String) {
    let match = card(digits)
    #expect(match.brand == brand)
    #expect(match.result.text == formatted)
    #expect(match.result.value == digits)
    #expect(match.passesLuhn)
    #expect(match.hasValidLength)
    #expect(match.result.isComplete)
  }

  @Test func aTypoFailsTheLuhnCheckAndIsNotComplete() {
    let match = card("4242 4242 4242 4241")
    #expect(match.result.text == "4242 4242 4242 4241")
    #expect(match.hasValidLength)
    #expect(!match.passesLuhn)
    #expect(!match.result.isComplete)
  }

  @Test func digitsPastTheBrandsLongestNumberAreDropped() {
    #expect(card("3782822463100051").result.value == "378282246310005")
    #expect(card("55555555555544441").result.value == "5555555555554444")
    #expect(card("42424242424242424242").result.value.count == 19)
  }

  @Test func theBrandIsKnownOnceTheFirstDigitsTellIt() {
    #expect(CardBrand.detect("4") == nil)  // Maestro 493698 and Elo 401178 are still possible
    #expect(CardBrand.detect("42") == .visa)
    #expect(CardBrand.detect("3") == nil)
    #expect(CardBrand.detect("34") == .americanExpress)
    #expect(CardBrand.detect("2") == nil)
    #expect(CardBrand.detect("2221") == .mastercard)
    #expect(CardBrand.detect("2720") == .mastercard)
    #expect(CardBrand.detect("2721") == nil)
    #expect(CardBrand.detect("2204") == .mir)
    #expect(CardBrand.detect("51") == .mastercard)
    #expect(CardBrand.detect("501800") == .maestro)
    #expect(CardBrand.detect("5018") == nil)  // 504175 is Elo
    #expect(CardBrand.detect("675900") == .maestro)
    #expect(CardBrand.detect("5093") == nil)
    #expect(CardBrand.detect("509300") == .elo)
    #expect(CardBrand.detect("2131") == .jcb)
    #expect(CardBrand.detect("65") == nil)  // Elo 650031–655058 is still possible
    #expect(CardBrand.detect("6551") == .discover)
    #expect(CardBrand.detect("62") == nil)
    #expect(CardBrand.detect("6212") == nil)
    #expect(CardBrand.detect("62123") == .unionPay)
    #expect(CardBrand.detect("1234") == nil)
  }

  @Test func invalidLengthsAreNotComplete() {
    let visa17 = card("42424242424242428")
    #expect(visa17.brand == .visa)
    #expect(!visa17.hasValidLength)
    #expect(!visa17.result.isComplete)
    #expect(!card("424242424242").result.isComplete)
  }

  @Test func separatorsInPastedNumbersAreSkippedAndLettersRefused() {
    #expect(card("4242-4242-4242-4242").result.text == "4242 4242 4242 4242")
    #expect(card("4242-4242-4242-4242").result.isComplete)
    let labelled = card("card: 4242 4242 4242 4242").result
    #expect(!labelled.isComplete)
    #expect(labelled.refusal?.description == "'c' is not part of the value")
  }

  @Test func luhn() {
    #expect(Luhn.isValid("79927398713"))
    #expect(!Luhn.isValid("79927398710"))
    #expect(!Luhn.isValid("0"))
    #expect(!Luhn.isValid("12a4"))
  }

  @Test(arguments: [
    ("1226", "12/26", true), ("0130", "01/30", true), ("4", "04/", false), ("1/29", "01/29", true),
  ])
  func expiryDates(_ text: String, _ formatted: String, _ complete: Bool) {
    let match = CardExpiryMask().match(CaretText(text, autocomplete: true))
    #expect(match.result.text == formatted)
    #expect(match.result.isComplete == complete)
  }

  /// A month digit the next digit cannot follow is padded as it is typed, as card fields do (`1`, `4` is
  /// `01/4`); a text whose digits fill month and year as they are is not padded.
  @Test func aMonthThatCannotTakeTheNextDigitIsPadded() {
    var field = MaskedText(mask: CardExpiryMask())
    field.type("1")
    #expect(field.text == "1")
    field.type("4")
    #expect(field.text == "01/4")
    #expect(field.selection == TextSelection(start: 4, end: 4))
    field.type("7")
    #expect(field.text == "01/47")
    #expect(field.isComplete)
    #expect(CardExpiryMask().format("14").text == "01/4")
    #expect(CardExpiryMask().format("12").text == "12/")
    #expect(CardExpiryMask().format("1427").text == "14/27")
    #expect(!CardExpiryMask().format("1427").isComplete)
  }

  @Test func expiryShowsMonthThirteenAndMonthZeroAsInvalid() {
    let mask = CardExpiryMask()
    // Two digits that fill the month as they are: shown as typed and reported.
    #expect(mask.match(CaretText("1326")).problem?.description == "month 13 does not exist")
    #expect(mask.format("1326").text == "13/26")
    #expect(!mask.format("1326").isComplete)
    #expect(mask.match(CaretText("00")).problem?.description == "month 00 does not exist")
    #expect(mask.match(CaretText("12")).problem == nil)
    let match = mask.match(CaretText("0828"))
    #expect(match.month == 8)
    #expect(match.year == 2028)
  }

  @Test func securityCodeLengthFollowsTheBrand() {
    #expect(CardSecurityCodeMask(brand: .americanExpress).format("12345").value == "1234")
    #expect(CardSecurityCodeMask(brand: .americanExpress).format("1234").isComplete)
    #expect(CardSecurityCodeMask(brand: .visa).format("1234").value == "123")
    #expect(CardSecurityCodeMask(brand: .visa).format("123").isComplete)
    #expect(!CardSecurityCodeMask(brand: .visa).format("12").isComplete)
    #expect(CardSecurityCodeMask().format("123").isComplete)
    #expect(CardSecurityCodeMask().format("1234").value == "1234")
    #expect(CardBrand.allCases.allSatisfy { $0.securityCodeLength == ($0 == .americanExpress ? 4 : 3) })
  }
}

/// A card number is read only in the layouts `CardGrouping` lists; a code or expiry glued on is refused.
@Suite struct CardGroupingTests {
  @Test(arguments: [
    "4242 4242 4242 4242 / 006", "4242 4242 4242 4242, 006", "4242 4242 4242 4242\t006",
    "4242 4242 4242 4242\u{00A0}006", "4242 4242 4242 4242 006", "4242424242424242 006",
    "2200 0000 0000 0004 / 123", "6011 1111 1111 1117, 123", "3530 1113 3330 0000\t123",
    "4242 4242 4242 4242 12/27", "4242 4242  4242 4242", "4242-4242 4242 4242", "4242.4242.4242.4242",
  ])
  func gluedOrUngroupedIsRefused(_ text: String) {
    let result = CardNumberMask().format(text)
    #expect(result.problem == .card(.notGroupedAsCard))
    #expect(!result.isComplete)
  }

  @Test(arguments: [
    "4242424242424242", "4242 4242 4242 4242", "4242-4242-4242-4242",
    "4242\u{00A0}4242\u{00A0}4242\u{00A0}4242", "4242\u{202F}4242\u{202F}4242\u{202F}4242",
    " 4242 4242 4242 4242 ", "3782 822463 10005", "4242\u{200B}4242 4242 4242",
  ])
  func listedLayoutsComplete(_ text: String) {
    let result = CardNumberMask().format(text)
    #expect(result.problem == nil)
    #expect(result.isComplete)
  }

  @Test func editingInsideAGroupIsNotRefused() {
    // A digit typed inside the third group: the field's own spaces, one group of five.
    let result = CardNumberMask().apply(CaretText("4242 4242 42424 424", caret: 15))
    #expect(result.problem == nil)
    #expect(result.text == "4242 4242 4242 4424")
  }

  @Test(arguments: [(nil, "12/27"), (CardBrand.americanExpress, "12/27"), (nil, "12 27"), (nil, "1-23")])
  func expiryIsNotACode(_ brand: CardBrand?, _ text: String) {
    let result = CardSecurityCodeMask(brand: brand).format(text)
    #expect(result.problem == .card(.codeNotOneRun))
    #expect(!result.isComplete)
  }

  @Test func codeOfOneRunCompletes() {
    #expect(CardSecurityCodeMask(brand: .americanExpress).format("1227").isComplete)
    #expect(CardSecurityCodeMask().format(" 123 ").isComplete)
  }
}
