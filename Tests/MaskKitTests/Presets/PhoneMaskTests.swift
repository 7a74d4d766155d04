import MaskKit
import Testing

/// The phone preset on libphonenumber's metadata: every written form of a number, shared calling codes,
/// prefixes, extensions and validity. Expected strings are libphonenumber's `format_number` answers.
@Suite struct PhoneMaskTests {
  func format(
    _ text: String, region: String? = nil, style: PhoneMask.Style = .international,
    punctuation: PhoneMask.Punctuation = .standard
  ) throws -> PhoneMask.Match {
    let mask = try region.map { code throws(PresetError) in
      try PhoneMask(region: code, style: style, punctuation: punctuation)
    }
    return (mask ?? PhoneMask(style: style, punctuation: punctuation)).match(
      CaretText(text, autocomplete: true))
  }

  @Test(arguments: [
    "89161234567", "+7 916 123 45 67", "9161234567", "79161234567", "8 (916) 123-45-67", "+79161234567",
    "810 7 916 123 45 67", "+7 8 916 123 45 67", "８９１６１２３４５６７", "٨٩١٦١٢٣٤٥٦٧",
  ])
  func russianNumbersInEveryWrittenForm(_ text: String) throws {
    let match = try format(text, region: "RU")
    #expect(match.result.text == "+7 916 123-45-67")
    #expect(match.result.value == "+79161234567")
    #expect(match.country?.region == "RU")
    #expect(match.e164 == "+79161234567")
    #expect(match.type == .mobile)
    #expect(match.result.isComplete)
  }

  @Test(
    arguments: [
      ("12065551234", "US", "+1 206-555-1234", "US"),
      ("(206) 555-1234", "US", "+1 206-555-1234", "US"),
      ("+1 416 555 0123", nil, "+1 416-555-0123", "CA"),
      ("+1 876 555 0123", "US", "+1 876-555-0123", "JM"),
      ("18095550123", "US", "+1 809-555-0123", "DO"),
      ("+44 20 7946 0000", "RU", "+44 20 7946 0000", "GB"),
      ("+44 (0) 20 7946 0000", nil, "+44 20 7946 0000", "GB"),
      ("+44 1481 256789", nil, "+44 1481 256789", "GG"),
      ("030 12345678", "DE", "+49 30 12345678", "DE"),
      ("00 49 30 123456", "FR", "+49 30 123456", "DE"),
      ("011 44 20 7946 0000", "US", "+44 20 7946 0000", "GB"),
      ("0612345678", "FR", "+33 6 12 34 56 78", "FR"),
      ("09876543210", "IN", "+91 98765 43210", "IN"),
      ("090-1234-5678", "JP", "+81 90-1234-5678", "JP"),
      ("(11) 3234-5678", "BR", "+55 11 3234-5678", "BR"),
      ("+7 701 123 4567", nil, "+7 701 123 4567", "KZ"),
      ("+39 06 1234 5678", nil, "+39 06 1234 5678", "IT"),
      ("+590 690 00 12 34", nil, "+590 690 00 12 34", "GP"),
      ("02 234 5678", "AE", "+971 2 234 5678", "AE"),
      ("+32 12 34 56 78", nil, "+32 12 34 56 78", "BE"),
      ("+82 2-212-3456", nil, "+82 2-212-3456", "KR"),
      ("011 15-2345-6789", "AR", "+54 9 11 2345-6789", "AR"),
      ("541123456789", "AR", "+54 11 2345-6789", "AR"),
    ] as [(String, String?, String, String)])
  func numbersOfManyRegions(_ text: String, _ region: String?, _ expected: String, _ country: String) throws {
    let match = try format(text, region: region)
    #expect(match.result.text == expected)
    #expect(match.country?.region == country)
    #expect(match.result.isComplete)
  }

  /// Regions sharing a calling code, told apart as libphonenumber tells them apart.
  @Test(
    arguments: [
      ("+599 9 465 1234", "+599 9 465 1234", "CW"), ("+599 715 1234", "+599 715 1234", "BQ"),
      ("+590 590 27 1234", "+590 590 27 12 34", "BL"), ("+590 690 00 1234", "+590 690 00 12 34", "GP"),
      ("+44 1624 756789", "+44 1624 756789", "IM"), ("+44 1534 456789", "+44 1534 456789", "JE"),
      ("+1 684 733 1234", "+1 684-733-1234", "AS"), ("+1 721 542 5555", "+1 721-542-5555", "SX"),
      ("+358 18 12345", "+358 18 12345", "AX"), ("+47 79 12 34 56", "+47 79 12 34 56", "SJ"),
      ("+61 8 9162 1234", "+61 8 9162 1234", "CC"), ("+262 269 61 1234", "+262 269 61 12 34", "YT"),
    ] as [(String, String, String)])
  func sharedCallingCodesFindTheirRegion(_ text: String, _ expected: String, _ region: String) throws {
    let match = try format(text)
    #expect(match.result.text == expected)
    #expect(match.country?.region == region)
    #expect(match.result.isComplete)
  }

  @Test func nationalStyleWritesNumbersAsDialledAtHome() throws {
    #expect(try format("+7 916 123 45 67", region: "RU", style: .national).result.text == "+7 916 123-45-67")
    #expect(try format("89161234567", region: "RU", style: .national).result.text == "8 (916) 123-45-67")
    #expect(try format("9161234567", region: "RU", style: .national).result.text == "8 (916) 123-45-67")
    #expect(try format("2065551234", region: "US", style: .national).result.text == "(206) 555-1234")
    #expect(try format("0312345678", region: "JP", style: .national).result.text == "03-1234-5678")
    #expect(try format("1123456789", region: "BR", style: .national).result.text == "(11) 2345-6789")
    let argentina = try format("91123456789", region: "AR", style: .national)
    #expect(argentina.result.text == "011 15-2345-6789")
    #expect(argentina.result.value == "+5491123456789")
  }

  @Test func theParenthesizedStyleIsAnOption() throws {
    let russia = try format("89161234567", region: "RU", punctuation: .parenthesizedAreaCode)
    #expect(russia.result.text == "+7 (916) 123-45-67")
    #expect(
      try format("2065551234", region: "US", punctuation: .parenthesizedAreaCode).result.text
        == "+1 (206) 555-1234")
    #expect(
      try PhoneMask(region: "RU", punctuation: .parenthesizedAreaCode).placeholder == "+7 (000) 000-00-00")
  }

  @Test func extensionsAreKeptInTheValue() throws {
    for text in [
      "+1-706-551-7353 ext 12", "+1 706 551 7353 x12", "+1 706 551 7353 #12", "+17065517353;ext=12",
    ] {
      let match = try format(text, region: "US")
      #expect(match.result.text == "+1 706-551-7353 ext. 12", "\(text)")
      #expect(match.result.value == "+17065517353;ext=12")
      #expect(match.e164 == "+17065517353")
      #expect(match.extension == "12")
    }
    #expect(try format("+1 706 551 7353 ex", region: "US").result.text == "+1 706-551-7353 ex")
    // Issue 28: before the number is whole, a trailing letter that does not start the region's marker
    // (`ext.`) is stray; after it, every marker libphonenumber reads starts an extension (issue 25).
    let foreign = try format("206x", region: "US")
    #expect(!foreign.result.text.contains("x") && foreign.hasStrayCharacters)
    #expect(try format("+1 706 551 7353 x", region: "US").result.text == "+1 706-551-7353 x")
  }

  @Test func lettersAreAnExtensionMarkerOnlyWhenTheySpellOne() throws {
    #expect(try format("+1 706 551 7353 ext. 12", region: "US").extension == "12")
    #expect(try format("+1 706 551 7353 доб 12", region: "US").extension == "12")
    let stray = try format("8916abc1234567", region: "RU")
    #expect(stray.extension.isEmpty)
    #expect(stray.hasStrayCharacters)
    #expect(stray.result.value == "+79161234567")
    #expect(!(try format("tel:+7-916-123-45-67", region: "RU").hasStrayCharacters))
    #expect(try format("+1 706 551 7353 e", region: "US").result.text == "+1 706-551-7353 e")
  }

  @Test func typingFollowsTheAsYouTypeFormatter() throws {
    let mask = try PhoneMask(region: "RU")
    var field = MaskedText(mask: mask)
    var trace: [String] = []
    for character in "+79161234567" {
      field.type(String(character))
      trace.append(field.text)
    }
    #expect(
      trace == [
        "+", "+7", "+7 9", "+7 91", "+7 916", "+7 916 1", "+7 916 12", "+7 916 123", "+7 916 123-4",
        "+7 916 123-45", "+7 916 123-45-6", "+7 916 123-45-67",
      ])
    #expect(field.isComplete)
  }

  @Test(arguments: [
    ("RU", "89161234567", "+7 916 123-45-67"), ("RU", "79161234567", "+7 916 123-45-67"),
    ("AE", "022345678", "+971 2 234 5678"), ("AC", "24762889", "+247 62889"),
    ("DE", "0301967952177", "+49 30 1967952177"), ("AR", "541123456789", "+54 11 2345-6789"),
  ])
  func typingKeyByKeyEndsAtTheNumberTyped(_ region: String, _ typed: String, _ expected: String) throws {
    var field = MaskedText(mask: try PhoneMask(region: region))
    for character in typed { field.type(String(character)) }
    #expect(field.text == expected)
    #expect(field.isComplete)
  }

  @Test func nationalTypingNeverRereadsItsOwnDisplay() throws {
    var japan = MaskedText(mask: try PhoneMask(region: "JP", style: .national))
    for character in "0312345678" { japan.type(String(character)) }
    #expect(japan.text == "03-1234-5678")
    var brazil = MaskedText(mask: try PhoneMask(region: "BR", style: .national))
    for character in "1123456789" { brazil.type(String(character)) }
    #expect(brazil.text == "(11) 2345-6789")
    #expect(brazil.value == "+551123456789")
  }

  /// Found by fuzzing: a shown text always reads back to the number it shows.
  @Test func theShownTextReadsBackToTheSameNumber() throws {
    // An Argentine landline whose subscriber number starts with 15 would read back, written
    // nationally (`011 1526-5789`), as a mobile number; it is shown as typed instead.
    let landline = try format("1115265789", region: "AR", style: .national)
    #expect(landline.result.value == "+541115265789")
    #expect(try format(landline.result.text, region: "AR", style: .national).result.value == "+541115265789")
    // libphonenumber's as-you-type formatter loses digits on this input; the field shows them all.
    let long = try format("011 15-2345-15-2345-67845", region: "AR", style: .national)
    #expect(long.result.text.filter(\.isNumber) == "01115234515234567845")
  }

  @Test func theCountryIsDetectedFromTheFirstDigits() throws {
    #expect(try format("+").result.text == "+")
    #expect(try format("+4").country == nil)
    #expect(try format("+44").country?.region == "GB")
    #expect(try format("+44").result.text == "+44 ")
    #expect(try format("+1").country?.region == "US")
    #expect(try format("+1 416 555 0123", region: "JM").country?.region == "CA")
    #expect(try format("+7 9").country?.region == "RU")
    #expect(try format("+7 7").country?.region == "KZ")
    #expect(try format("+7 701 123 4567").country?.region == "KZ")
  }

  @Test func incompleteAndInvalidNumbersAreNotComplete() throws {
    let short = try format("+7 916 123", region: "RU")
    #expect(short.result.text == "+7 916 123")
    #expect(!short.result.isComplete)
    #expect(short.e164 == nil)
    let unknownCode = try format("+999 123 456 789")
    #expect(unknownCode.country == nil)
    #expect(unknownCode.result.text == "+999123456789")
    #expect(!unknownCode.result.isComplete)
    let tooLong = try format("+7 916 123 45 67 8", region: "RU")
    #expect(!tooLong.result.isComplete)
    #expect(tooLong.result.value == "+791612345678")
    #expect(!(try format("+1 206 055 1234").result.isComplete))
  }

  @Test func allowAndDenyListsDecideCompleteness() throws {
    let onlyRussia = try PhoneMask(region: "RU", allowRegions: ["ru"])
    #expect(onlyRussia.match(CaretText("+7 916 123 45 67")).result.isComplete)
    let kazakh = onlyRussia.match(CaretText("+7 701 123 4567"))
    #expect(!kazakh.result.isComplete)
    #expect(kazakh.regionProblem == .phone(.regionNotAllowed(allowed: ["RU"])))
    let noUS = PhoneMask(denyRegions: ["US"])
    #expect(!noUS.match(CaretText("+1 206 555 1234")).result.isComplete)
    #expect(noUS.match(CaretText("+1 416 555 0123")).result.isComplete)
  }

  @Test func anEmptyFieldStaysEmpty() throws {
    let match = try format("", region: "RU")
    #expect(match.result.text.isEmpty)
    #expect(match.result.value.isEmpty)
    #expect(match.result.tailPlaceholder == "+7 000 000-00-00")
  }

  @Test func unknownRegionsAreRefused() {
    #expect(throws: PresetError.self) { try PhoneMask(region: "XX") }
  }

  @Test func everyRegionOfTheMetadataIsThere() throws {
    #expect(PhoneCountry.all.count == 245)
    let russia = try #require(PhoneCountry.region("ru"))
    #expect(russia.name == "Russia")
    #expect(russia.callingCode == "7")
    #expect(russia.trunkPrefix == "8")
    #expect(russia.flag == "🇷🇺")
    #expect(russia.exampleNumber(.mobile) == "+79123456789")
    #expect(russia.numberTypes.contains(.tollFree))
    #expect(PhoneCountry.region("US")?.exampleNumber(.fixedLine) == "+12015550123")
  }

  @Test func everyExampleNumberIsValidAndReadsBackInEveryWrittenForm() {
    for country in PhoneCountry.all {
      for type in country.numberTypes {
        guard let e164 = country.exampleNumber(type) else { continue }
        let plus = PhoneMask(home: country).match(CaretText(e164))
        #expect(plus.e164 == e164, "\(country.region) \(type) \(e164) -> \(plus.result.text)")
        let national = String(e164.dropFirst(1 + country.callingCode.count))
        let typedNational = PhoneMask(home: country).match(CaretText(national))
        #expect(typedNational.result.value == e164, "\(country.region) \(type) \(national)")
        let shown = PhoneMask(home: country, style: .national).match(CaretText(national)).result.text
        let reread = PhoneMask(home: country, style: .national).match(CaretText(shown))
        #expect(reread.result.value == e164, "\(country.region) \(type) \(shown)")
      }
    }
  }
}
