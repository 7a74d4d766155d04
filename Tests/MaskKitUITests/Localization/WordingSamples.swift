import MaskKit

/// A problem of every kind and every variant its sentence has (a missing character, no region, an
/// unknown brand, one bound of a date range …), with the values MaskKit gives for them; which input
/// gives each is `MaskProblemTests`' business.
enum WordingSamples {
  static let date = CalendarDate(year: 2024, month: 1, day: 1)!
  static let lastDate = CalendarDate(year: 2024, month: 12, day: 31)!

  static let problems: [MaskProblem] = [
    .doesNotFitMask("x"), .doesNotFitHere("x"), .pasteDoesNotFitHere, .moreCharactersNeeded, .stillNeeds("00-00"),
    .countryCodeReplacesWholeNumber, .countryCodeMismatch(pasted: "44", field: "1"), .countryCodeMissing(field: "7"),
    .countryCodeAmbiguous, .pastedDigitsDoNotFit, .notPartOfValue("x"), .hiddenCharacter("\u{AD}"), .digitsTooMany(2),
    .digitsTooMany(1), .textTooLong(leftOut: "42"), .slotsNotFilled, .characterDoesNotFitSlot,
    .shouldBeDigit(character: 3, found: "x"), .shouldBeDigit(character: 3, found: nil),
    .shouldBeLetter(character: 3, found: "1"), .shouldBeLetter(character: 3, found: nil),
    .shouldBeLiteral(character: 4, found: "x", expected: "-"), .shouldBeLiteral(character: 4, found: nil, expected: "-"),
    .fitsNoChoice(character: 2, choices: "{Mr,Mrs}"), .textLongerThanMask(character: 5), .textDoesNotFitMask,
    .noMaskSet, .slotsStillEmpty(empty: 3, total: 10), .invalidPhoneContext("x"), .phoneContextNumberInvalid("abc"),
    .subaddressAfterNonDigit, .misplacedPlus, .notPartOfPhoneNumber, .punctuationAfterExtensionMarker(marker: "ext"),
    .phoneNumberTooLong(maximum: 20), .extensionInGroups(marker: "x", groups: 2),
    .extensionTooLong(marker: "x", maximum: 15, digits: 16), .regionDenied(region: "RU"),
    .regionNotAllowed(allowed: ["DE", "FR"]), .noKnownCallingCode, .phoneNumberIncomplete(region: "DE", callingCode: "49"),
    .phoneNumberIncomplete(region: nil, callingCode: "882"), .failsLuhn,
    .brandNotAccepted(brand: .americanExpress, accepted: [.visa, .mastercard]),
    .brandNotAccepted(brand: nil, accepted: [.visa, .mastercard]), .expiryYearOutOfRange,
    .cardExpired(month: 9, year: 2024), .expiryDecadePast(decade: 2020), .dayDoesNotExist("32"),
    .noDayStartsWith("4"), .monthDoesNotExist("13"), .noMonthStartsWith("2"), .yearDoesNotExist("0000"),
    .hourDoesNotExist("24"), .noHourStartsWith("3"), .minuteDoesNotExist("60"), .noMinuteStartsWith("6"),
    .secondDoesNotExist("60"), .noSecondStartsWith("6"), .dayNotInMonth(day: 31, month: 4, year: 2024),
    .dayNotInMonth(day: 30, month: 2, year: nil), .notInCalendar, .dateBefore(date), .dateAfter(lastDate),
    .noDateInRange(from: date, to: lastDate), .noDateInRange(from: date, to: nil), .noDateInRange(from: nil, to: lastDate),
    .dateWithTimeOfDay, .neitherIsMonth("13", "14"), .needsFourDigitYear, .noTwoDigitYear(1950), .dotWithoutDigit,
    .portInAddress, .spaceInAddress, .notPartOfAddress("x"), .addressParts(5), .octetOver255("256"),
    .octetLeadingZero("01"), .notIBANLetter("Ä"), .ibanCountryLetters, .ibanCheckDigitsPlace, .notPartOfIBAN("x"),
    .noIBANs(country: "XX"), .ibanCheckFails, .charactersTooMany(2), .charactersTooMany(1),
    .postalCharacterTooMany("x", region: "CA", pattern: "A0A 0A0"),
    .postalCharacterMisplaced("x", after: "K1A 0B", region: "CA", pattern: "A0A 0A0"),
    .identifierTooLong(scheme: "us.ssn"), .separatorMisplaced(after: 3, scheme: "us.ssn"),
    .notPartOfIdentifier("x", scheme: "us.ssn"), .identifierCharacterMisplaced("x", position: 4, scheme: "mx.curp"),
    .identifierLengthExceeded(extra: 2, scheme: "us.ssn", length: 9),
    .identifierMaximumExceeded(extra: 2, scheme: "co.nit", maximum: 16), .checkDigits("09"), .checkDigits("5"),
    .checkLetters("Z"), .checkLetters("ZZ"), .checkCharacters("K"), .checkCharacters("K1"),
    .noCheckFits(scheme: "au.tfn"), .noCheckFits(scheme: "es.dni"), .noCheckFits(scheme: "cl.rut"),
    .areaNeverIssued("666"), .groupNeverIssued, .serialNeverIssued, .ssnVoided, .einPrefixNotAssigned("07"),
    .firstDigitNeverIssued(scheme: "ca.sin", digit: "8"), .cuitTypeDoesNotExist(21), .idnrRepeatedDigit,
    .aadhaarFirstDigit, .aadhaarPalindrome, .partitaIVAZeros, .officeDoesNotExist("101"), .allZeros(scheme: "br.cpf"),
    .idNumberZeros, .cnpjZeros, .ahvPrefix, .birthDateDoesNotExist(year: 1990, month: 2, day: 30),
    .birthDateAfterToday(CalendarDate(year: 2030, month: 1, day: 1)!), .fhNumberWithoutDate,
    .individualNumberWithoutCentury(individual: 600, year: 45), .individualNumberNotIssued(1), .citizenshipDigit,
    .placeOfBirthDoesNotExist(97), .divisionCodeDoesNotExist(999_999), .divisionCodeNotInUse(code: 110_101, year: 1980),
    .wordNeverIssued("BACA"), .sexHOrM, .stateDoesNotExist("XX"), .dateDoesNotExist("991332"),
    .departmentDoesNotExist("3A"), .futureBirthKey(year: 2030), .negativeNotTaken, .separatorsNotAmount,
    .fractionNotTaken, .fractionTooLong(digits: 3, maximum: 2), .fractionTooLong(digits: 3, maximum: 0),
    .fractionOrThousands(digits: 3, separator: ","), .underMinimum("10.00"), .overMaximum("999.99"),
    .secondDecimalSeparator, .twoMinusSigns, .minusNotTaken, .integerDigitsOverMaximum(7), .fractionDigitsOverMaximum(2),
  ]
}
