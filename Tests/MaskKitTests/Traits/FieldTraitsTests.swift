import MaskKit
import Testing

/// Each preset's field traits (keyboard, AutoFill content type, capitalization), read through
/// `Mask.fieldTraits` and through wrappers.
@Suite struct FieldTraitsTests {
  @Test func aPhoneFieldWantsThePhonePadAndTheTelephoneNumber() throws {
    let phone = try PhoneMask(region: "US")
    #expect(phone.fieldTraits.keyboard == .phonePad)
    #expect(phone.fieldTraits.contentType == .telephoneNumber)
    #expect(!phone.fieldTraits.autocorrects && !phone.fieldTraits.checksSpelling)
    #expect(!phone.fieldTraits.smartPunctuation)
    let validated = ValidatedMask(phone) { _ in .valid }
    #expect(validated.fieldTraits == phone.fieldTraits)
    let existential: any Mask = ValidatedMask(validated) { _ in .invalid(reason: "never") }
    #expect(existential.fieldTraits == phone.fieldTraits)
  }

  @Test(
    arguments: [
      ("card", [:], FieldKeyboard.numberPad, FieldContentType?.some(.creditCardNumber)),
      ("expiry", [:], .numberPad, .creditCardExpiration),
      ("cvc", [:], .numberPad, .creditCardSecurityCode),
      ("date", [:], .numberPad, nil),
      ("time", [:], .numberPad, nil),
      ("iban", [:], .asciiCapable, nil),
      ("ipv4", [:], .decimalPad, nil),
      ("postal", ["region": "US"], .numberPad, .postalCode),
      ("postal", ["region": "GB"], .asciiCapable, .postalCode),
      ("identifier", ["scheme": "br.cpf"], .numberPad, nil),
      ("identifier", ["scheme": "es.dni"], .asciiCapable, nil),
      ("amount", [:], .decimalPad, nil),
      ("amount", ["fractionDigits": 0], .numberPad, nil),
      ("amount", ["entry": "cents"], .numberPad, nil),
      ("amount", ["signed": true], .numbersAndPunctuation, nil),
    ] as [(String, [String: PresetValue], FieldKeyboard, FieldContentType?)])
  func eachPresetDescribesItsField(
    name: String, options: [String: PresetValue], keyboard: FieldKeyboard, contentType: FieldContentType?
  ) throws {
    let mask = try PresetSpec(name: name, options).makeMask()
    #expect(mask.fieldTraits.keyboard == keyboard)
    #expect(mask.fieldTraits.contentType == contentType)
    let letters = keyboard == .asciiCapable
    #expect(mask.fieldTraits.capitalization == (letters ? .allCharacters : .none))
  }

  @Test func everyPresetDescribesItsField() throws {
    for preset in Presets.all {
      var options: [String: PresetValue] = [:]
      for option in preset.options where option.key == "region" { options["region"] = "US" }
      for option in preset.options where option.key == "scheme" { options["scheme"] = "us.ssn" }
      let mask = try PresetSpec(name: preset.name, options).makeMask()
      #expect(mask is any FieldTraitsDescribing, "\(preset.name) describes no field traits")
    }
  }

  @Test func anAmountOffersItsOwnDecimalSeparator() throws {
    let comma = try AmountMask(grouping: .init(separator: "."), decimalSeparator: ",")
    #expect(comma.fieldTraits.keyboard == .decimalPad)
    #expect(comma.fieldTraits.decimalSeparator == ",")
    #expect(IPv4Mask().fieldTraits.decimalSeparator == ".")
    // A decimal pad shows the locale's separator: where it is not the field's, digits and punctuation.
    #expect(comma.fieldTraits.keyboard(localeDecimalSeparator: ",") == .decimalPad)
    #expect(comma.fieldTraits.keyboard(localeDecimalSeparator: ".") == .numbersAndPunctuation)
    #expect(IPv4Mask().fieldTraits.keyboard(localeDecimalSeparator: ".") == .decimalPad)
    #expect(try PhoneMask(region: "US").fieldTraits.keyboard(localeDecimalSeparator: ",") == .phonePad)
  }

  @Test func aDialectMaskHasTheDefaults() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    #expect(mask.fieldTraits == FieldTraits())
    #expect(FieldTraits().keyboard == .default)
    #expect(FieldTraits().contentType == nil)
    #expect(!FieldTraits().autocorrects)
  }

  @Test func theDescriptionNamesWhatDiffersFromAPlainField() throws {
    #expect(
      try PhoneMask(region: "US").fieldTraits.description == "keyboard phonePad, content telephoneNumber")
    #expect(
      try PostalMask(region: "GB").fieldTraits.description
        == "keyboard asciiCapable, content postalCode, capitalization allCharacters")
    #expect(IPv4Mask().fieldTraits.description == "keyboard decimalPad, decimal separator '.'")
  }
}
