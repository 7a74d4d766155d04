import MaskKit
import Testing

/// The phone preset on real numbers: detection, trunk prefixes, pasted forms and shared calling codes.
@Suite struct PhoneMaskTests {
  func format(_ text: String, region: String? = nil, style: PhoneMask.Style = .international) throws
    -> PhoneMask.Match
  {
    let mask = try region.map { code throws(MaskSyntaxError) in try PhoneMask(region: code, style: style) }
    return (mask ?? PhoneMask(style: style)).match(CaretText(text, autocomplete: true))
  }

  @Test(arguments: [
    "89161234567", "+7 916 123 45 67", "9161234567", "79161234567", "8 (916) 123-45-67", "+79161234567",
  ])
  func russianNumbersInEveryWrittenForm(_ text: String) throws {
    let match = try format(text, region: "RU")
    #expect(match.result.text == "+7 (916) 123-45-67")
    #expect(match.result.value == "+79161234567")
    #expect(match.country?.region == "RU")
    #expect(match.e164 == "+79161234567")
    #expect(match.result.isComplete)
  }

  @Test(
    arguments: [
      ("12065551234", "US", "+1 (206) 555-1234", "US"),
      ("(206) 555-1234", "US", "+1 (206) 555-1234", "US"),
      ("+1 416 555 0123", nil, "+1 (416) 555-0123", "CA"),
      ("+1 876 555 0123", "US", "+1 (876) 555-0123", "JM"),
      ("18095550123", "US", "+1 (809) 555-0123", "DO"),
      ("+44 20 7946 0000", "RU", "+44 20 7946 0000", "GB"),
      ("07911 123456", "GB", "+44 7911 123456", "GB"),
      ("+49 151 12345678", nil, "+49 151 12345678", "DE"),
      ("030 12345678", "DE", "+49 30 12345678", "DE"),
      ("+33 6 12 34 56 78", nil, "+33 6 12 34 56 78", "FR"),
      ("0612345678", "FR", "+33 6 12 34 56 78", "FR"),
      ("+91 98765 43210", nil, "+91 98765 43210", "IN"),
      ("09876543210", "IN", "+91 98765 43210", "IN"),
      ("+86 138 0013 8000", nil, "+86 138 0013 8000", "CN"),
      ("+86 10 1234 5678", nil, "+86 10 1234 5678", "CN"),
      ("090-1234-5678", "JP", "+81 90-1234-5678", "JP"),
      ("03-1234-5678", "JP", "+81 3-1234-5678", "JP"),
      ("+55 11 91234 5678", nil, "+55 (11) 91234-5678", "BR"),
      ("(11) 3234-5678", "BR", "+55 (11) 3234-5678", "BR"),
      ("+7 701 123 4567", nil, "+7 (701) 123-45-67", "KZ"),
      ("+52 55 1234 5678", nil, "+52 55 1234 5678", "MX"),
      ("+52 222 123 4567", nil, "+52 222 123 4567", "MX"),
      ("0412 345 678", "AU", "+61 412 345 678", "AU"),
      ("+234 803 123 4567", nil, "+234 803 123 4567", "NG"),
      ("+502 2345 6789", nil, "+502 2345 6789", "GT"),
      ("+53 5 123 4567", nil, "+53 5 123 4567", "CU"),
      ("+299 32 10 00", nil, "+299 32 10 00", "GL"),
    ] as [(String, String?, String, String)])
  func numbersOfManyCountries(_ text: String, _ region: String?, _ expected: String, _ country: String)
    throws
  {
    let match = try format(text, region: region)
    #expect(match.result.text == expected)
    #expect(match.country?.region == country)
    #expect(match.result.isComplete)
  }

  @Test func nationalStyleShowsTheTrunkPrefix() throws {
    #expect(
      try format("+7 916 123 45 67", region: "RU", style: .national).result.text == "+7 (916) 123-45-67")
    #expect(try format("89161234567", region: "RU", style: .national).result.text == "8 (916) 123-45-67")
    #expect(try format("9161234567", region: "RU", style: .national).result.text == "8 (916) 123-45-67")
    #expect(try format("2065551234", region: "US", style: .national).result.text == "(206) 555-1234")
    #expect(try format("7911123456", region: "GB", style: .national).result.text == "07911 123456")
    #expect(try format("+44 7911 123456", region: "GB", style: .national).result.text == "+44 7911 123456")
  }

  @Test func theCountryIsDetectedFromTheFirstDigits() throws {
    #expect(try format("+").result.text == "+")
    #expect(try format("+4").country == nil)
    #expect(try format("+44").country?.region == "GB")
    #expect(try format("+44").result.text == "+44 ")
    #expect(try format("+1").country?.region == "US")
    #expect(try format("+1", region: "CA").country?.region == "CA")
    #expect(try format("+1 41", region: "JM").country?.region == "JM")
    #expect(try format("+1 416", region: "JM").country?.region == "CA")
  }

  @Test func incompleteAndInvalidNumbersAreNotComplete() throws {
    let short = try format("+7 916 123", region: "RU")
    #expect(short.result.text == "+7 (916) 123-")
    #expect(!short.result.isComplete)
    #expect(short.e164 == nil)
    let unknownCode = try format("+999 123 456 789")
    #expect(unknownCode.country == nil)
    #expect(unknownCode.result.text == "+999123456789")
    #expect(!unknownCode.result.isComplete)
    let tooLong = try format("+7 916 123 45 67 8", region: "RU")
    #expect(tooLong.result.text == "+7 (916) 123-45-67")
  }

  @Test func anEmptyFieldStaysEmpty() throws {
    let match = try format("", region: "RU")
    #expect(match.result.text.isEmpty)
    #expect(match.result.value.isEmpty)
    #expect(match.result.tailPlaceholder == "+7 (000) 000-00-00")
  }

  @Test func unknownRegionsAreRefused() {
    #expect(throws: MaskSyntaxError.self) { try PhoneMask(region: "XX") }
  }

  @Test func theTableCoversTheMostPopulousCountriesAndNorthAmerica() {
    let regions = Set(PhoneCountry.all.map(\.region))
    #expect(PhoneCountry.all.count >= 100)
    #expect(regions.count == PhoneCountry.all.count)
    let required = [
      "IN", "CN", "US", "ID", "PK", "NG", "BR", "BD", "RU", "ET", "MX", "JP", "EG", "PH", "CD", "VN", "IR",
      "TR", "DE", "TH", "GB", "TZ", "FR", "ZA", "IT", "KE", "MM", "CO", "KR", "SD", "UG", "ES", "DZ", "IQ",
      "AR", "AF", "YE", "CA", "PL", "MA", "AO", "UA", "UZ", "MY", "MZ", "GH", "PE", "SA", "MG", "CI", "NP",
      "CM", "VE", "NE", "AU", "KP", "SY", "ML", "BF", "TW", "LK", "MW", "ZM", "KZ", "CL", "RO",
      "GT", "HN", "SV", "NI", "CR", "PA", "BZ", "CU", "HT", "DO", "JM", "PR", "BS", "GL",
    ]
    #expect(required.allSatisfy(regions.contains))
  }

  @Test func everyFormatOfTheTableCompiles() {
    for country in PhoneCountry.all {
      let mask = country.affineMask()
      #expect(mask != nil, "\(country.region)")
      #expect(mask.map { $0.affine.count + 1 } == country.formats.count, "\(country.region)")
      #expect(country.affineMask(style: .national) != nil, "\(country.region)")
      #expect(country.callingCode.allSatisfy(\.isNumber) && (1...3).contains(country.callingCode.count))
    }
  }

  @Test func callingCodesArePrefixFree() {
    let codes = Set(PhoneCountry.all.map(\.callingCode))
    for code in codes {
      for other in codes where other != code {
        #expect(!other.hasPrefix(code), "\(code) is a prefix of \(other)")
      }
    }
  }

  /// A national number for `format`: its leading digits (or the country's first area code), then fives.
  static func sampleNumber(_ format: String, of country: PhoneCountry) -> String {
    let slots = format.filter { "#N?".contains($0) || $0.isNumber }
    var number = String(format.prefix { !"#N?".contains($0) }.filter(\.isNumber))
    if number.isEmpty, let area = country.areaCodes.first { number = area }
    return number + String(repeating: "5", count: max(0, slots.count - number.count))
  }

  @Test func everyFormatOfEveryCountryReadsBackInEveryWrittenForm() {
    for country in PhoneCountry.all {
      let mask = PhoneMask(home: country)
      for format in country.formats {
        let number = Self.sampleNumber(format, of: country)
        let e164 = "+" + country.callingCode + number
        var written = [e164, number]
        if !country.trunkPrefix.isEmpty { written.append(country.trunkPrefix + number) }
        for text in written {
          let match = mask.match(CaretText(text, autocomplete: true))
          #expect(match.e164 == e164, "\(country.region) \(format) \(text) -> \(match.result.text)")
          #expect(match.country == country, "\(country.region) \(text)")
        }
        let national = PhoneMask(home: country, style: .national).match(CaretText(number))
        #expect(national.e164 == e164, "\(country.region) national \(number) -> \(national.result.text)")
      }
    }
  }
}
