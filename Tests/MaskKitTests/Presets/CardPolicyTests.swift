import MaskKit
import Testing

/// Card policies: accepted brands and expiry dates in the past (test numbers from Stripe's and
/// braintree's published test cards).
@Suite struct CardPolicyTests {
  private let visaAndMastercard = CardNumberMask(acceptedBrands: [.visa, .mastercard])

  @Test(arguments: [
    ("4242424242424242", true, nil),
    ("5555555555554444", true, nil),
    ("2223003122003222", true, nil),
    ("378282246310005", false, "American Express is not accepted; only Visa, Mastercard"),
    ("6011111111111117", false, "Discover is not accepted; only Visa, Mastercard"),
  ])
  func onlyAcceptedBrandsComplete(_ number: String, _ complete: Bool, _ problem: String?) {
    let match = visaAndMastercard.match(CaretText(number))
    #expect(match.result.isComplete == complete)
    #expect(match.result.problem?.description == problem)
    #expect(match.passesLuhn)
  }

  @Test func theReasonAppearsOnceTheBrandIsKnown() {
    var field = MaskedText(mask: visaAndMastercard)
    #expect(field.type("3").allSatisfy { if case .becameInvalid = $0 { false } else { true } })
    #expect(
      field.type("7").contains(
        .becameInvalid(
          reason: .card(.brandNotAccepted(brand: .americanExpress, accepted: [.visa, .mastercard])))))
    field.backspace()
    #expect(field.problem == nil)
    field.backspace()
    field.type("4242 4242 4242 4242")
    #expect(field.text == "4242 4242 4242 4242")
    #expect(field.isComplete)
  }

  @Test(arguments: [
    ("1026", false, "the card expired in 10/2026"),
    ("1126", true, nil),
    ("1226", true, nil),
    ("0127", true, nil),
    ("1225", false, "the card expired in 12/2025"),
    ("101", false, "every expiry in 201x is in the past"),
    ("102", true, nil),
  ])
  func expiryInThePastIsInvalid(_ text: String, _ valid: Bool, _ problem: String?) {
    let mask = CardExpiryMask(currentYear: 2026, month: 11)
    let match = mask.match(CaretText(text))
    #expect(match.problem?.description == problem)
    #expect(match.result.problem == match.problem)
    if text.count == 4 { #expect(match.result.isComplete == valid) }
  }

  @Test func pastedExpiryLayoutsAreCheckedToo() {
    var field = MaskedText(mask: CardExpiryMask(currentYear: 2026, month: 11))
    field.paste("10/2026")
    #expect(field.text == "10/26")
    #expect(field.problem?.description == "the card expired in 10/2026")
    field.undo()
    field.paste("12 / 2026")
    #expect(field.isComplete)
    #expect(CardExpiryMask().format("1020").isComplete)
  }
}
