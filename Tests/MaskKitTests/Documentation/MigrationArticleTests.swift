import MaskKit
import Testing

/// Issue 28 item 6: the MaskKit side of each row of the migration article holds.
@Suite struct MigrationArticleTests {
  @Test func theInputMaskTableHolds() throws {
    let mask = try InputMask.cached("+1 ([000]) [000]-[0000]")
    let result = mask.apply(CaretText("2065551234", gravity: .forward, autocomplete: true))
    #expect(result.text == "+1 (206) 555-1234")
    #expect(result.caret == 17)
    #expect(result.value == "2065551234")
    #expect(result.isComplete)
    #expect(mask.applyWithAffinity(CaretText("2065551234")).result.text == result.text)
    #expect((try? InputMask("[00")) == nil)
    let euros = try InputMask.cached("[c]", notations: [Notation(character: "c", characters: "$€")])
    let pounds = try InputMask.cached("[c]", notations: [Notation(character: "c", characters: "£")])
    #expect(euros.format("€").value == "€" && pounds.format("£").value == "£")
    let backward = mask.apply(CaretText("+1 (206) ", caret: 9, gravity: .backward, autoskip: true))
    #expect(backward.text == "+1 (206")
    #expect(mask.acceptableTextLength == mask.totalTextLength)
  }

  @Test func thePhoneNumberKitTableHolds() throws {
    let field = try PhoneMask(region: "RU")
    let match = field.match(CaretText("8 916 123-45-67"))
    #expect(match.e164 == "+79161234567")
    #expect(match.result.text == "+7 916 123-45-67")
    #expect(match.callingCode == "7")
    #expect(match.nationalNumber == "9161234567")
    #expect(match.country?.region == "RU")
    #expect(match.type == .mobile)
    #expect(
      try PhoneMask(region: "RU", style: .national).format("8 916 123-45-67").text == "8 (916) 123-45-67")
    #expect(try PhoneMask(region: "RU", style: .national).format("+79161234567").text == "+7 916 123-45-67")
    let us = try PhoneMask(region: "US")
    #expect(
      try PhoneMask(region: "US", style: .national).format("31485254", autocomplete: false).text
        == "(314) 852-54")
    #expect(us.format("31485254", autocomplete: false).text == "+1 314-852-54")
    #expect(us.format("3148525477").text == "+1 314-852-5477")
    #expect(try PhoneMask(region: "US", style: .national).format("3148525477").text == "(314) 852-5477")
    #expect(!us.format("123").isComplete && us.match(CaretText("123")).e164 == nil)
    let italy = try PhoneMask(region: "IT").match(CaretText("+39 06 6982 0000"))
    #expect(italy.nationalNumber.hasPrefix("0"))
    let london = try PhoneMask(region: "GB").match(CaretText("020 7946 0958 ext 12"))
    #expect(london.extension == "12" && london.result.text.hasSuffix(" x12"))
    #expect(PhoneCountry.region("RU")?.callingCode == "7")
    #expect(PhoneCountry.all.contains { $0.region == "RU" })
    #expect(PhoneCountry.region("RU")?.exampleNumber(.mobile)?.hasPrefix("+7") == true)
    #expect(field.placeholder == "+7 000 000-00-00")
    #expect(us.match(CaretText("2065551234 abc")).hasStrayCharacters)
  }
}
