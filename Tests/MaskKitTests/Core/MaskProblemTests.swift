import Foundation
import MaskKit
import Testing

/// Every reason MaskKit gives is a ``MaskProblem`` of a known kind: each kind is reached here from real
/// input, through the mask that gives it, with its English sentence; codes are unique and stable.
@Suite struct MaskProblemTests {
  /// One kind reached from real input: what a mask gives for it, the problem expected and its sentence.
  struct Reached: Sendable, CustomTestStringConvertible {
    let expected: @Sendable () throws -> MaskProblem
    let sentence: String
    let given: @Sendable () throws -> MaskProblem?

    init(
      _ expected: @escaping @autoclosure @Sendable () throws -> MaskProblem, _ sentence: String,
      _ given: @escaping @Sendable () throws -> MaskProblem?
    ) {
      self.expected = expected
      self.sentence = sentence
      self.given = given
    }

    var testDescription: String { (try? expected().code) ?? sentence }
  }

  /// The problem of `text` read whole (``Mask/format(_:autocomplete:)``).
  static func whole(_ mask: any Mask, _ text: String) -> MaskProblem? { mask.format(text).problem }

  /// The problem of `text` formatted with the caret at `caret` (typed before it, left after it).
  static func applied(_ mask: any Mask, _ text: String, caret: Int) -> MaskProblem? {
    mask.apply(CaretText(text, caret: caret)).problem
  }

  /// The reason an empty field of `mask` gives for refusing the paste of `text`.
  static func pasteRefusal(_ mask: any Mask, _ text: String) -> MaskProblem? {
    var field = MaskedText(mask: mask)
    for event in field.paste(text) {
      if case .pasteRefused(_, let reason) = event { return reason }
    }
    return nil
  }

  /// Why `check` does not call `text` complete in a preset's mask (``PresetReport/reason``).
  static func reported(_ mask: any Mask, _ text: String) -> MaskProblem? { mask.report(text)?.reason }

  static func identifier(_ scheme: String, _ text: String) throws -> MaskProblem? {
    let today = CalendarDate(year: 2026, month: 11, day: 26)
    return whole(try IdentifierMask(scheme: scheme, today: today), text)
  }

  static func date(_ iso: String) throws -> CalendarDate { try #require(CalendarDate(iso: iso)) }

  static func year2024() throws -> DateMask {
    try DateMask(earliest: date("2024-01-01"), latest: date("2024-12-31"))
  }

  static let phoneField = "+1 ([000]) [000]-[0000]"

  /// Every kind but the two a terminal prompt gives (``PromptSession`` in MaskKitTerminal, whose tests
  /// reach them): the mask, the input, the problem and its sentence.
  static let reached: [Reached] = general + phone + cards + dates + addresses + identifiers + amounts

  static let general: [Reached] = [
    Reached(.custom("taken"), "taken") {
      whole(ValidatedMask(try InputMask("[000]")) { $0 == "123" ? .invalid(reason: "taken") : .valid }, "123")
    },
    Reached(.doesNotFitMask("a"), "'a' does not fit the mask") { whole(try InputMask("[000]"), "12a") },
    Reached(.moreCharactersNeeded, "more characters are needed") {
      try PictureMask("###-###").check("12").reason
    },
    Reached(.stillNeeds("0000"), "still needs 0000") { try InputMask(phoneField).format("206555").reason },
    Reached(
      .countryCodeReplacesWholeNumber,
      "it starts with a country code, so it can only replace the whole number"
    ) {
      var field = MaskedText(mask: try InputMask(phoneField))
      field.type("206")
      field.backspace()
      for event in field.paste("+1 (425) 555-1234") {
        if case .pasteRefused(_, let reason) = event { return reason }
      }
      return nil
    },
    Reached(.countryCodeMismatch(pasted: "44", field: "1"), "its country code +44 is not this field's +1") {
      pasteRefusal(try InputMask(phoneField), "+44 20 7946 0958")
    },
    Reached(.countryCodeMissing(field: "1"), "it does not start with this field's country code +1") {
      pasteRefusal(try InputMask(phoneField), "+442079460958")
    },
    Reached(.countryCodeAmbiguous, "it does not show where its country code ends") {
      pasteRefusal(try InputMask("[00000000][99]"), "+1234567890")
    },
    Reached(.pastedDigitsDoNotFit, "some of its digits do not fit the mask") {
      pasteRefusal(try InputMask("[000] [000] [000]"), "+1 206 555 1234")
    },
    Reached(.notPartOfValue("x"), "'x' is not part of the value") { whole(CardSecurityCodeMask(), "12x") },
    Reached(.hiddenCharacter("\u{00AD}"), "U+00AD is not part of the value") {
      whole(try DateMask(), "31\u{00AD}12/2024")
    },
    Reached(.digitsTooMany(3), "3 digits too many") { whole(CardSecurityCodeMask(), "1234567") },
    Reached(.textTooLong(leftOut: "5"), "too long: 5 is left out") {
      try FormatStringMask("##-##", classes: .ascii).outcome(of: "12345").reason
    },
    Reached(.slotsNotFilled, "not every slot has a character that fits") {
      try FormatStringMask("##-##", classes: .ascii).outcome(of: "12").reason
    },
    Reached(.characterDoesNotFitSlot, "a character does not fit its slot") {
      try FormatStringMask("##-##", classes: .ascii).outcome(of: "1a-34").reason
    },
    Reached(.shouldBeDigit(character: 3, found: "a"), "Character 3 (\"a\") should be a digit.") {
      try PictureMask("###-###").check("12a").reason
    },
    Reached(.shouldBeLetter(character: 2, found: "1"), "Character 2 (\"1\") should be a letter.") {
      try PictureMask("??").check("a1").reason
    },
    Reached(.shouldBeLiteral(character: 4, found: "x", expected: "-"), "Character 4 (\"x\") should be \"-\".")
    {
      try PictureMask("###-###").check("123x").reason
    },
    Reached(
      .fitsNoChoice(character: 1, choices: "{Red,Blue}"),
      "The text from character 1 fits none of the choices in {Red,Blue}."
    ) { try PictureMask("{Red,Blue}").check("Green").reason },
    Reached(.textLongerThanMask(character: 3), "The text is too long: the mask ends before character 3.") {
      try PictureMask("##").check("123").reason
    },
    Reached(.textDoesNotFitMask, "the text does not fit the mask") {
      // A result an app builds with no message (a picture mask's own check always gives one).
      PictureCheckResult(status: .notOk, output: "", errorMessage: nil, autoFillOffset: 0).reason
    },
    Reached(.noMaskSet, "no mask is set") { BlockField(mask: nil).reason },
    Reached(.slotsStillEmpty(empty: 1, total: 4), "1 of 4 slots still empty") {
      var field = BlockField(mask: try BlockMask("{dd}-{dd}"))
      field.setText("123")
      return field.reason
    },
  ]

  static let phone: [Reached] = [
    Reached(
      .phone(.invalidPhoneContext("exa_mple")),
      "the phone-context 'exa_mple' is neither a '+' number nor a domain name"
    ) { whole(try PhoneMask(region: "US"), "tel:2065551234;phone-context=exa_mple") },
    Reached(
      .phone(.phoneContextNumberInvalid("20655x")), "'20655x' before ';phone-context=' is not a phone number"
    ) {
      whole(try PhoneMask(region: "US"), "tel:20655x;phone-context=+1")
    },
    Reached(.phone(.subaddressAfterNonDigit), "the number before ';isub=' does not end with a digit") {
      whole(try PhoneMask(region: "US"), "+1 206 555 1234-;isub=12")
    },
    Reached(.phone(.misplacedPlus), "a '+' after a digit: a '+' comes only first, before the calling code") {
      whole(try PhoneMask(region: "US"), "+1 206+555 1234")
    },
    Reached(.phone(.notPartOfPhoneNumber), "letters or symbols that are not part of a phone number") {
      whole(try PhoneMask(region: "US"), "call 206-555-1234")
    },
    Reached(
      .phone(.punctuationAfterExtensionMarker(marker: ";ext=")),
      "';ext=' is followed by punctuation that cannot come before the extension's digits"
    ) { whole(try PhoneMask(region: "US"), "2065551234;ext= 12") },
    Reached(.phone(.phoneNumberTooLong(maximum: 20)), "more than 20 digits, longer than any phone number") {
      whole(try PhoneMask(region: "US"), "+1 206 555 1234 5678 9012 3456")
    },
    Reached(
      .phone(.extensionInGroups(marker: "x", groups: 3)),
      "two numbers, not a number and an extension: the digits after 'x' are in 3 groups"
    ) { whole(try PhoneMask(region: "US"), "206-555-1234 x 425-555-1234") },
    Reached(
      .phone(.extensionTooLong(marker: "x", maximum: 9, digits: 10)),
      "an extension after 'x' has at most 9 digits, not 10"
    ) { whole(try PhoneMask(region: "US"), "206-555-1234 x1234567890") },
    Reached(.phone(.regionDenied(region: "CA")), "Numbers of CA are not accepted here.") {
      let example = try #require(PhoneCountry.region("CA")?.exampleNumber(.fixedLine))
      return whole(try PhoneMask(region: "US", denyRegions: ["CA"]), example)
    },
    Reached(.phone(.regionNotAllowed(allowed: ["DE", "FR"])), "Only numbers of DE, FR are accepted here.") {
      let example = try #require(PhoneCountry.region("US")?.exampleNumber(.fixedLine))
      return whole(try PhoneMask(region: "US", allowRegions: ["FR", "DE"]), example)
    },
    Reached(.phone(.noKnownCallingCode), "no known calling code") {
      reported(try PhoneMask(region: "US"), "+")
    },
    Reached(
      .phone(.phoneNumberIncomplete(region: "US", callingCode: "1")),
      "not yet a valid number of United States"
    ) { reported(try PhoneMask(region: "US"), "20655512") },
  ]

  static let cards: [Reached] = [
    Reached(.card(.failsLuhn), "the number fails the Luhn check") {
      whole(CardNumberMask(), "4242424242424241")
    },
    Reached(
      .card(.brandNotAccepted(brand: .americanExpress, accepted: [.visa, .mastercard])),
      "American Express is not accepted; only Visa, Mastercard"
    ) { whole(CardNumberMask(acceptedBrands: [.visa, .mastercard]), "378282246310005") },
    Reached(.card(.expiryYearOutOfRange), "the field holds the years 2000 to 2099") {
      whole(CardExpiryMask(), "12/1999")
    },
    Reached(.card(.cardExpired(month: 10, year: 2026)), "the card expired in 10/2026") {
      whole(CardExpiryMask(currentYear: 2026, month: 11), "1026")
    },
    Reached(.card(.expiryDecadePast(decade: 2010)), "every expiry in 201x is in the past") {
      whole(CardExpiryMask(currentYear: 2026, month: 11), "101")
    },
    Reached(.card(.notGroupedAsCard), "the digits are not grouped as a card number") {
      whole(CardNumberMask(), "4242 4242 4242 4242 / 006")
    },
    Reached(.card(.codeNotOneRun), "a security code is one run of digits") {
      whole(CardSecurityCodeMask(), "12/27")
    },
  ]

  static let dates: [Reached] = [
    Reached(.date(.dayDoesNotExist("32")), "day 32 does not exist") { whole(try DateMask(), "32012024") },
    Reached(.date(.noDayStartsWith("4")), "no day starts with 4") { applied(try DateMask(), "4", caret: 0) },
    Reached(.date(.monthDoesNotExist("13")), "month 13 does not exist") { whole(try DateMask(), "01132024") },
    Reached(.date(.noMonthStartsWith("2")), "no month starts with 2") {
      applied(try DateMask(), "012", caret: 0)
    },
    Reached(.date(.yearDoesNotExist("0000")), "year 0000 does not exist") {
      whole(try DateMask(), "01010000")
    },
    Reached(.date(.hourDoesNotExist("24")), "hour 24 does not exist") { whole(try TimeMask(), "2400") },
    Reached(.date(.noHourStartsWith("3")), "no hour starts with 3") {
      applied(try TimeMask(), "3", caret: 0)
    },
    Reached(.date(.minuteDoesNotExist("60")), "minute 60 does not exist") { whole(try TimeMask(), "1260") },
    Reached(.date(.noMinuteStartsWith("6")), "no minute starts with 6") { whole(try TimeMask(), "126") },
    Reached(.date(.secondDoesNotExist("60")), "second 60 does not exist") {
      whole(try TimeMask(hasSeconds: true), "123060")
    },
    Reached(.date(.noSecondStartsWith("7")), "no second starts with 7") {
      whole(try TimeMask(hasSeconds: true), "12307")
    },
    Reached(.date(.dayNotInMonth(day: 31, month: 4, year: 2024)), "day 31 does not exist in April 2024") {
      whole(try DateMask(), "31042024")
    },
    Reached(.date(.notInCalendar), "the date is not in the calendar") {
      whole(try DateMask(order: .mdy), "023")
    },
    Reached(.date(.dateBefore(try date("2024-01-01"))), "the date is before 2024-01-01") {
      whole(try year2024(), "31122023")
    },
    Reached(.date(.dateAfter(try date("2024-12-31"))), "the date is after 2024-12-31") {
      whole(try year2024(), "01012025")
    },
    Reached(
      .date(.noDateInRange(from: try date("2024-01-01"), to: try date("2024-12-31"))),
      "no date from 2024-01-01 to 2024-12-31 can be completed from these digits"
    ) { whole(try year2024(), "311223") },
    Reached(.date(.dateWithTimeOfDay), "this is a date with a time of day; paste the date alone") {
      whole(try DateMask(), "2024-02-29T10:00:00Z")
    },
    Reached(.date(.neitherIsMonth("15", "13")), "neither 15 nor 13 can be a month") {
      whole(try DateMask(), "15/13/2024")
    },
    Reached(.date(.needsFourDigitYear), "the date needs a four-digit year") {
      whole(try DateMask(), "31/12/23")
    },
    Reached(
      .date(.noTwoDigitYear(1950)),
      "the year 1950 has no two-digit form (00–68 are 2000–2068, 69–99 1969–1999)"
    ) { whole(try DateMask(yearDigits: 2), "31/12/1950") },
  ]

  static let addresses: [Reached] = [
    Reached(.ipv4(.dotWithoutDigit), "a dot with no digit before it") { whole(IPv4Mask(), "1..2.3.4") },
    Reached(.ipv4(.portInAddress), "a port is not part of an address") {
      whole(IPv4Mask(), "192.168.0.1:80")
    },
    Reached(.ipv4(.spaceInAddress), "a space inside the address") { whole(IPv4Mask(), "192.168.0.1 80") },
    Reached(.ipv4(.notPartOfAddress("x")), "'x' is not part of an address") {
      whole(IPv4Mask(), "192.168.1.1x")
    },
    Reached(.ipv4(.addressParts(5)), "an address has four parts, not 5") { whole(IPv4Mask(), "1.2.3.4.5") },
    Reached(.ipv4(.octetOver255("256")), "octet 256 is over 255") { whole(IPv4Mask(), "256.1.1.1") },
    Reached(.ipv4(.octetLeadingZero("01")), "octet 01 has a leading zero") { whole(IPv4Mask(), "01.1.1.1") },
    Reached(.iban(.notIBANLetter("Ä")), "'Ä' is not a letter A-Z of an IBAN") {
      whole(IBANMask(), "GB82WESTÄ12345698765432")
    },
    Reached(.iban(.ibanCountryLetters), "an IBAN starts with two letters") { whole(IBANMask(), "12") },
    Reached(.iban(.ibanCheckDigitsPlace), "an IBAN has two check digits after its country") {
      whole(IBANMask(), "GBA2")
    },
    Reached(.iban(.notPartOfIBAN("€")), "'€' is not part of an IBAN") {
      whole(IBANMask(), "GB82WEST€12345698765432")
    },
    Reached(.iban(.noIBANs(country: "XX")), "XX has no IBANs in the SWIFT registry") {
      whole(IBANMask(), "XX82")
    },
    Reached(.iban(.ibanCheckFails), "the check digits do not match (ISO 7064 MOD 97-10)") {
      whole(IBANMask(), "DE88370400440532013000")
    },
    Reached(
      .iban(.ibanStructure(position: 7, country: "AD", structure: "4!n4!n12!c")),
      "character 7 does not fit AD's account structure 4!n4!n12!c"
    ) { whole(IBANMask(), "AD1836A090801HN14SU7KFJB") },
    Reached(
      .iban(.ibanNationalCheckFails(country: "BE")),
      "the national check digits of this BE account do not match"
    ) {
      whole(IBANMask(), "BE62962682967331")
    },
    Reached(.iban(.charactersTooMany(2)), "2 characters too many") {
      whole(IBANMask(), "GB82WEST1234569876543299")
    },
    Reached(
      .postal(.postalCharacterTooMany("1", region: "AF", pattern: "0000")),
      "'1' is one character too many; postal codes of Afghanistan look like 0000"
    ) { whole(try PostalMask(region: "AF"), "96941") },
    Reached(
      .postal(.postalCharacterMisplaced("A", after: "1234 S", region: "NL", pattern: "0000 AA")),
      "1234 S? — 'A' cannot be here; postal codes of the Netherlands look like 0000 AA"
    ) { whole(try PostalMask(region: "NL"), "1234 SA") },
  ]

  static let identifiers: [Reached] = [
    Reached(.identifier(.identifierTooLong(scheme: "br.cpf")), "more characters than the CPF has") {
      try identifier("br.cpf", String(repeating: " ", count: 64) + "1")
    },
    Reached(
      .identifier(.separatorMisplaced(after: 2, scheme: "us.ssn")),
      "a separator after character 2 is not where the SSN has one"
    ) { try identifier("us.ssn", "12-3456789") },
    Reached(.identifier(.notPartOfIdentifier("C", scheme: "br.cpf")), "'C' is not part of the CPF") {
      try identifier("br.cpf", "529C98224725")
    },
    Reached(
      .identifier(.identifierCharacterMisplaced("1", position: 1, scheme: "mx.curp")),
      "'1' cannot be character 1 of the CURP"
    ) { try identifier("mx.curp", "1AAA900101HDFABC01") },
    Reached(
      .identifier(.identifierLengthExceeded(extra: 1, scheme: "us.ssn", length: 9)),
      "1 character too many: the SSN has 9"
    ) { try identifier("us.ssn", "1234567890") },
    Reached(
      .identifier(.identifierMaximumExceeded(extra: 1, scheme: "co.nit", maximum: 16)),
      "1 character too many: the NIT has at most 16"
    ) { try identifier("co.nit", "12345678901234567") },
    Reached(.identifier(.checkDigits("25")), "check digits should be 25") {
      try identifier("br.cpf", "52998224726")
    },
    Reached(.identifier(.checkLetters("Z")), "check letter should be Z") {
      try identifier("es.dni", "12345678A")
    },
    Reached(.identifier(.checkCharacters("5")), "check character should be 5") {
      try identifier("cl.rut", "12.345.678-0")
    },
    Reached(.identifier(.noCheckFits(scheme: "pl.nip")), "no check digit makes this a valid NIP") {
      try identifier("pl.nip", "1234567890")
    },
    Reached(.identifier(.areaNeverIssued("666")), "area 666 is never issued") {
      try identifier("us.ssn", "666-12-3456")
    },
    Reached(.identifier(.groupNeverIssued), "group 00 is never issued") {
      try identifier("us.ssn", "123-00-4567")
    },
    Reached(.identifier(.serialNeverIssued), "serial 0000 is never issued") {
      try identifier("us.ssn", "123-45-0000")
    },
    Reached(.identifier(.ssnVoided), "this SSN was voided after public misuse") {
      try identifier("us.ssn", "078-05-1120")
    },
    Reached(.identifier(.einPrefixNotAssigned("07")), "prefix 07 is not assigned") {
      try identifier("us.ein", "07-1234567")
    },
    Reached(.identifier(.firstDigitNeverIssued(scheme: "ca.sin", digit: "0")), "no SIN starts with 0") {
      try identifier("ca.sin", "012345678")
    },
    Reached(.identifier(.cuitTypeDoesNotExist(21)), "type 21 does not exist") {
      try identifier("ar.cuit", "21-12345678-9")
    },
    Reached(
      .identifier(.idnrRepeatedDigit), "exactly one digit must repeat (twice or three times) in the first ten"
    ) { try identifier("de.idnr", "12345678901") },
    Reached(.identifier(.aadhaarFirstDigit), "an Aadhaar number never starts with 0 or 1") {
      try identifier("in.aadhaar", "123456789012")
    },
    Reached(.identifier(.aadhaarPalindrome), "an Aadhaar number is never a palindrome") {
      try identifier("in.aadhaar", "234567765432")
    },
    Reached(.identifier(.partitaIVAZeros), "a partita IVA never starts with seven zeros") {
      try identifier("it.codicefiscale", "00000000017")
    },
    Reached(.identifier(.officeDoesNotExist("101")), "office 101 does not exist") {
      try identifier("it.codicefiscale", "12345671010")
    },
    Reached(.identifier(.allZeros(scheme: "br.cpf")), "the CPF cannot be all zeros") {
      try identifier("br.cpf", "00000000000")
    },
    Reached(.identifier(.idNumberZeros), "an ID number cannot be all zeros") {
      try identifier("il.idnr", "000000000")
    },
    Reached(.identifier(.cnpjZeros), "a CNPJ cannot start with twelve zeros") {
      try identifier("br.cnpj", "00000000000000")
    },
    Reached(.identifier(.ahvPrefix), "a Swiss AHV number starts with 756") {
      try identifier("ch.ssn", "123.4567.8901.23")
    },
    Reached(
      .identifier(.birthDateDoesNotExist(year: 1990, month: 2, day: 30)),
      "the birth date 1990-02-30 does not exist"
    ) { try identifier("pl.pesel", "90023012345") },
    Reached(
      .identifier(.birthDateAfterToday(try date("2030-01-01"))), "the birth date 2030-01-01 is after today"
    ) {
      try identifier("dk.cpr", "0101304123")
    },
    Reached(.identifier(.fhNumberWithoutDate), "an FH-number carries no birth date") {
      try identifier("no.fodselsnummer", "81010112345")
    },
    Reached(
      .identifier(.individualNumberWithoutCentury(individual: 600, year: 45)),
      "the individual number 600 gives no century for year 45"
    ) { try identifier("no.fodselsnummer", "01014560012") },
    Reached(.identifier(.individualNumberNotIssued(1)), "the individual number 1 is not issued to people") {
      try identifier("fi.hetu", "131052-001X")
    },
    Reached(.identifier(.citizenshipDigit), "the citizenship digit is 0 or 1") {
      try identifier("za.idnr", "8001015009287")
    },
    Reached(.identifier(.placeOfBirthDoesNotExist(97)), "place of birth 97 does not exist") {
      try identifier("kr.rrn", "900101-1970000")
    },
    Reached(.identifier(.divisionCodeDoesNotExist(999_999)), "division code 999999 does not exist") {
      try identifier("cn.ric", "999999199001011234")
    },
    Reached(
      .identifier(.divisionCodeNotInUse(code: 110_103, year: 2015)),
      "division code 110103 was not in use in 2015"
    ) {
      try identifier("cn.ric", "110103201501011234")
    },
    Reached(.identifier(.futureBirthKey(year: 2030)), "the key is that of a birth in 2030, after today") {
      try identifier("be.nn", "30010112328")
    },
    Reached(.identifier(.wordNeverIssued("BACA")), "BACA is never issued") {
      try identifier("mx.curp", "BACA900101HDFABC01")
    },
    Reached(.identifier(.sexHOrM), "the sex is H or M") { try identifier("mx.curp", "ABCD900101XDFABC01") },
    Reached(.identifier(.stateDoesNotExist("XX")), "state XX does not exist") {
      try identifier("mx.curp", "ABCD900101HXXABC01")
    },
    Reached(.identifier(.dateDoesNotExist("991332")), "the date 991332 does not exist") {
      try identifier("mx.rfc", "ABCD991332")
    },
    Reached(.identifier(.departmentDoesNotExist("3A")), "department 3A does not exist") {
      try identifier("fr.nir", "18505 3A 123 456 78")
    },
  ]

  static let amounts: [Reached] = [
    Reached(.amount(.negativeNotTaken), "the field takes no negative amount") {
      whole(try AmountMask(), "-5")
    },
    Reached(.amount(.separatorsNotAmount), "its separators are not those of an amount") {
      whole(try AmountMask(), "1,2342.56")
    },
    Reached(.amount(.fractionNotTaken), "the decimal separator is not taken: the field takes no fraction") {
      whole(try AmountMask(fractionDigits: 0), "12.")
    },
    Reached(
      .amount(.fractionTooLong(digits: 2, maximum: 0)),
      "the amount has 2 fraction digits; the field takes none"
    ) { whole(try AmountMask(fractionDigits: 0), "1234.56") },
    Reached(
      .amount(.fractionOrThousands(digits: 3, separator: ".")),
      "3 digits after '.' may be a fraction or thousands"
    ) { whole(try AmountMask(decimalSeparator: "·", fractionDigits: 3), "1.234") },
    Reached(.amount(.underMinimum("10.00")), "the amount is under the minimum of 10.00") {
      whole(try AmountMask(minimum: 1000), "5")
    },
    Reached(.amount(.overMaximum("1000.00")), "over the maximum 1000.00") {
      whole(try AmountMask(maximum: 100_000), "2000")
    },
    Reached(.amount(.secondDecimalSeparator), "a second decimal separator is not taken") {
      applied(try AmountMask(), "1.2.3", caret: 5)
    },
    Reached(.amount(.twoMinusSigns), "two minus signs") {
      whole(try AmountMask(allowsNegative: true), "--5")
    },
    Reached(.amount(.minusNotTaken), "the minus sign is not taken") { whole(try AmountMask(), "5-") },
    Reached(.amount(.integerDigitsOverMaximum(15)), "more than 15 digits before the decimal separator") {
      whole(try AmountMask(), String(repeating: "1", count: 16))
    },
    Reached(.amount(.fractionDigitsOverMaximum(2)), "more than 2 digits after the decimal separator") {
      applied(try AmountMask(), "1.234", caret: 5)
    },
    Reached(.amount(.otherCurrency("€")), "the currency '€' is not the field's") {
      whole(try AmountMask(prefix: "$"), "€12")
    },
    Reached(.amount(.twoCurrencies), "more than one currency mark") { whole(try AmountMask(), "EUR 12 USD") },
  ]

  /// The example of the editing article's "Typed reasons".
  @Test func theEditingArticlesExampleHolds() throws {
    var field = MaskedText(mask: try IdentifierMask(scheme: "br.cpf"))
    field.paste("529.982.247-26")
    #expect(field.problem == .identifier(.checkDigits("25")))
    #expect(field.problem?.code == "checkDigits")
    #expect(field.problem?.description == "check digits should be 25")
    let rule = ValidatedMask(try InputMask("[000]")) {
      Int($0) ?? 0 < 10 ? .invalid(.amount(.underMinimum("10"))) : .valid
    }
    #expect(rule.format("5").problem == .amount(.underMinimum("10")))
    #expect(Validation.invalid(reason: "taken") == .invalid(.custom("taken")))
    #expect(Validation.refused(reason: "taken").reason == "taken")
  }

  /// Every code MaskKit gives, with the type that declares it: `Fixtures/problem-codes.tsv`, written
  /// once from the one enum of problems at dd3cea6 (before each kind declared its own).
  static let pinnedCodes: [(code: String, type: String)] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/problem-codes.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t")
      return (String(fields[0]), String(fields.last ?? ""))
    }
  }()

  /// The type that declares `problem`: `MaskProblem` for a problem every mask has, else the kind's.
  static func declaringType(_ problem: MaskProblem) -> String {
    guard case .kind(let wrapped) = problem else { return "MaskProblem" }
    return String(describing: type(of: wrapped.base))
  }

  /// The codes are the JSON `reasonCode`s apps and scripts match: each is its case's name, none is
  /// renamed or dropped (a new reason adds a line to the fixture), and each problem reached from real
  /// input has a pinned code of the type that declares it.
  @Test func codesArePinned() throws {
    let pinned = Self.pinnedCodes
    #expect(Set(pinned.map(\.code)).count == pinned.count)
    let types = Dictionary(pinned.map { ($0.code, $0.type) }, uniquingKeysWith: { first, _ in first })
    for reached in Self.reached {
      let problem = try reached.expected()
      #expect(types[problem.code] == Self.declaringType(problem), "\(problem.code)")
    }
    #expect(MaskProblem.identifier(.checkDigits("09")).code == "checkDigits")
    #expect(MaskProblem.amount(.underMinimum("10.00")).code == "underMinimum")
    #expect(MaskProblem.custom("taken").code == "custom")
    #expect(MaskProblem.doesNotFitHere("x").code == "doesNotFitHere")
    #expect(MaskProblem.pasteDoesNotFitHere.code == "pasteDoesNotFitHere")
  }

  /// A kind's problem stays typed: read back with `as(_:)` to bind its values, matched whole in a
  /// `switch` over the problem.
  @Test func aKindsProblemStaysTyped() {
    let problem = MaskProblem.phone(.regionDenied(region: "RU"))
    #expect(problem.as(PhoneProblem.self) == PhoneProblem.regionDenied(region: "RU"))
    #expect(problem.as(IBANProblem.self) == nil)
    #expect(MaskProblem.moreCharactersNeeded.as(PhoneProblem.self) == nil)
    var region: String?
    if case .regionDenied(let denied)? = problem.as(PhoneProblem.self) { region = denied }
    #expect(region == "RU")
    var matched = false
    switch problem {
    case .phone(.misplacedPlus), .moreCharactersNeeded: matched = false
    case .phone(.regionDenied(region: "RU")): matched = true
    default: matched = false
    }
    #expect(matched)
    #expect(problem != .phone(.regionDenied(region: "DE")))
    #expect(problem != .identifier(.checkDigits("RU")))
    #expect(problem.shape.arguments == ["region": .region("RU")])
    #expect(MemoryLayout<MaskProblem?>.size == MemoryLayout<Int>.size)
  }

  /// MaskKit never words a reason itself: over texts of every kind typed, pasted and read whole, every
  /// preset and dialect gives problems of its own kinds, never ``MaskProblem/custom(_:)`` (which only
  /// an app's ``Validation`` gives), each with a sentence.
  @Test func noMaskOfTheLibraryGivesACustomProblem() throws {
    let today = CalendarDate(year: 2026, month: 11, day: 26)
    var masks: [any Mask] = [
      try PhoneMask(region: "US", allowRegions: ["US", "CA"], denyRegions: ["CA"]),
      try PhoneMask(region: "DE", style: .national), PhoneMask(),
      CardNumberMask(acceptedBrands: [.visa]), CardNumberMask(), CardSecurityCodeMask(),
      CardExpiryMask(currentYear: 2026, month: 11), CardExpiryMask(),
      try DateMask(earliest: Self.date("2024-01-01"), latest: Self.date("2024-12-31")),
      try DateMask(order: .mdy, yearDigits: 2), try DateMask(order: .ymd),
      try TimeMask(), try TimeMask(clock: .twelveHour, hasSeconds: true),
      try AmountMask(allowsNegative: true, maximum: 100_000, minimum: 1000), try AmountMask(entry: .cents),
      try AmountMask(grouping: .spaces, decimalSeparator: ",", fractionDigits: 0),
      IBANMask(), IPv4Mask(), try PostalMask(region: "CA"), try PostalMask(region: "GB"),
      try InputMask(Self.phoneField), try PictureMask("###-{Red,Blue}"), try FormatStringMask("##-##"),
      try BlockMask("{dd}-{dd}"),
    ]
    for scheme in IdentifierMask.schemeNames {
      masks.append(try IdentifierMask(scheme: scheme, today: today))
    }
    let alphabet = Array("0123456789012345678901234567890123456789 +-./:;=xXaAZé€Ä\u{AD}()T")
    var generator = SplitMix(state: 37)
    var texts = [
      "12x", "1234567", "31\u{AD}12/2024", "4242424242424241", "378282246310005", "12/1999", "1026",
      "32012024",
      "2024-02-29T10:00:00Z", "15/13/2024", "31/12/23", "1..2.3.4", "192.168.0.1:80",
      "GB82WESTÄ12345698765432",
      "DE88370400440532013000", "96941", "K1A 0B1", "52998224726", "12345678A", "666-12-3456", "-5",
      "1,2342.56", "--5", "5-", "tel:2065551234;phone-context=exa_mple", "+1 206+555 1234",
      "2065551234;ext= 12",
      "206-555-1234 x 425-555-1234", "+44 20 7946 0958", "+",
    ]
    for _ in 0..<120 {
      let length = Int(generator.next() % 24)
      texts.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    for mask in masks {
      for (index, text) in texts.enumerated() {
        var problems = [mask.format(text).problem, mask.format(text).reason, mask.report(text)?.reason]
        if index < 30 {
          var field = MaskedText(mask: mask)
          var events = field.type(text)
          var pasted = MaskedText(mask: mask)
          events += pasted.paste(text)
          for event in events {
            switch event {
            case .becameInvalid(let reason), .pasteRefused(_, let reason), .editRefused(_, let reason):
              problems.append(reason)
            default: continue
            }
          }
          problems.append(field.problem)
        }
        for problem in problems.compactMap(\.self) {
          #expect(problem.code != "custom", "\(type(of: mask)) \(text.debugDescription): \(problem)")
          #expect(!problem.description.isEmpty)
        }
      }
    }
  }

  @Test(arguments: reached)
  func eachKindComesFromRealInputWithItsSentence(_ reached: Reached) throws {
    let expected = try reached.expected()
    let given = try reached.given()
    #expect(given == expected, "given \(given.map { "\($0) (\($0.code))" } ?? "nil")")
    #expect(expected.description == reached.sentence)
    #expect(expected.code == expected.shape.code)
  }

  @Test func everyKindIsReached() throws {
    let terminal: Set<String> = ["doesNotFitHere", "pasteDoesNotFitHere"]
    let reachedCodes = Set(try Self.reached.map { try $0.expected().code })
    let missing = Self.pinnedCodes.map(\.code).filter { !reachedCodes.contains($0) && !terminal.contains($0) }
    #expect(missing.isEmpty, "not reached: \(missing)")
    #expect(Self.reached.count == reachedCodes.count, "a kind is reached twice")
  }
}
