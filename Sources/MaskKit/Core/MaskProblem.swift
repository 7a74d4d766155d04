/// Why a field's text is refused, invalid or not yet complete, as a typed value: one case per distinct
/// reason, with the values that reason names.
///
/// Every reason MaskKit gives is one of these: ``MaskResult/problem`` and ``MaskResult/refusal``,
/// ``MaskedText/problem``, the reasons of ``EditEvent/becameInvalid(reason:)``,
/// ``EditEvent/pasteRefused(_:reason:)`` and ``EditEvent/editRefused(_:reason:)``, what
/// ``CompletenessReporting/reason`` says is still missing, and a preset's ``PresetReport/reason``. An
/// app tells reasons apart by their case or by ``code`` (a stable name, the `reasonCode` that
/// `maskkit check --json` prints), never by their text, and can word each one itself.
///
/// ``description`` is the English sentence MaskKit shows (`check digits should be 09`, `the amount is
/// under the minimum of 10.00`). The arguments are the values a sentence needs, never English words:
/// counts as numbers (`digitsTooMany(2)`), region codes (`GB`), identifier schemes by their name
/// (`us.ssn`), dates as ``CalendarDate``, the characters and digits of the text as text.
///
/// Only ``custom(_:)`` carries free text: the reason an app's own rule gives
/// (``Validation/invalid(reason:)``, ``Validation/refused(reason:)``); MaskKit never builds it.
///
/// The cases hold their arguments out of line, so an optional problem is one word in a
/// ``MaskResult`` and a result without one allocates nothing for it.
public indirect enum MaskProblem: Sendable, Hashable {
  // MARK: An app's own reason

  /// The reason an app's validation rule gives in its own words (``Validation/invalid(reason:)``).
  case custom(String)

  // MARK: Any mask

  /// `'x' does not fit the mask`: a character of a whole text or paste that no slot of the mask takes.
  case doesNotFitMask(Character)
  /// `'x' does not fit here`: a typed character the mask took no part of (a terminal prompt says so).
  case doesNotFitHere(Character)
  /// `the pasted text does not fit here`: a paste the mask took no part of (a terminal prompt).
  case pasteDoesNotFitHere
  /// `more characters are needed`: the text fits so far and the mask needs more.
  case moreCharactersNeeded
  /// `still needs 00-00`: the text fits so far; the rest of the mask, as its placeholder draws it.
  case stillNeeds(String)

  // MARK: Pastes into a mask with a country code

  /// `it starts with a country code, so it can only replace the whole number`.
  case countryCodeReplacesWholeNumber
  /// `its country code +44 is not this field's +1`: the paste's code, then the field's.
  case countryCodeMismatch(pasted: String, field: String)
  /// `it does not start with this field's country code +7`.
  case countryCodeMissing(field: String)
  /// `it does not show where its country code ends`.
  case countryCodeAmbiguous
  /// `some of its digits do not fit the mask`.
  case pastedDigitsDoNotFit

  // MARK: Number presets (card, security code, expiry, date, time, amount)

  /// `'x' is not part of the value`: a letter or symbol a number preset can neither read nor skip.
  case notPartOfValue(Character)
  /// `U+00AD is not part of the value`: an invisible format character between two digits.
  case hiddenCharacter(Unicode.Scalar)
  /// `2 digits too many`: digits beyond the field's last.
  case digitsTooMany(Int)

  // MARK: Format strings

  /// `too long: 42 is left out`: the characters beyond the format.
  case textTooLong(leftOut: String)
  /// `not every slot has a character that fits`.
  case slotsNotFilled
  /// `a character does not fit its slot`.
  case characterDoesNotFitSlot

  // MARK: Picture masks

  /// `Character 3 ("x") should be a digit.`: the character's number (from 1) and the character found
  /// there, if the text reaches it.
  case shouldBeDigit(character: Int, found: Character?)
  /// `Character 3 ("1") should be a letter.`
  case shouldBeLetter(character: Int, found: Character?)
  /// `Character 4 ("x") should be "-".`: the literal the mask has there.
  case shouldBeLiteral(character: Int, found: Character?, expected: Character)
  /// `The text from character 2 fits none of the choices in {Mr,Mrs}.`: the choices as the mask
  /// writes them.
  case fitsNoChoice(character: Int, choices: String)
  /// `The text is too long: the mask ends before character 5.`
  case textLongerThanMask(character: Int)
  /// `the text does not fit the mask`.
  case textDoesNotFitMask

  // MARK: Block masks

  /// `no mask is set`.
  case noMaskSet
  /// `3 of 10 slots still empty`.
  case slotsStillEmpty(empty: Int, total: Int)

  // MARK: Phone numbers

  /// `the phone-context 'x' is neither a '+' number nor a domain name`.
  case invalidPhoneContext(String)
  /// `'abc' before ';phone-context=' is not a phone number`.
  case phoneContextNumberInvalid(String)
  /// `the number before ';isub=' does not end with a digit`.
  case subaddressAfterNonDigit
  /// `a '+' after a digit: a '+' comes only first, before the calling code`.
  case misplacedPlus
  /// `letters or symbols that are not part of a phone number`.
  case notPartOfPhoneNumber
  /// `'ext' is followed by punctuation libphonenumber does not allow before its digits`.
  case punctuationAfterExtensionMarker(marker: String)
  /// `more than 20 digits, longer than any phone number`.
  case phoneNumberTooLong(maximum: Int)
  /// `two numbers, not a number and an extension: the digits after 'x' are in 2 groups`.
  case extensionInGroups(marker: String, groups: Int)
  /// `an extension after 'x' has at most 15 digits, not 16`.
  case extensionTooLong(marker: String, maximum: Int, digits: Int)
  /// `Numbers of RU are not accepted here.`: the region code.
  case regionDenied(region: String)
  /// `Only numbers of DE, FR are accepted here.`: the region codes allowed, sorted.
  case regionNotAllowed(allowed: [String])
  /// `no known calling code`.
  case noKnownCallingCode
  /// `not yet a valid number of Germany` (or `of +882` without a region): the region code, and the
  /// calling code without `+`.
  case phoneNumberIncomplete(region: String?, callingCode: String)

  // MARK: Payment cards

  /// `the number fails the Luhn check`.
  case failsLuhn
  /// `American Express is not accepted; only Visa, Mastercard` (`a card of an unknown brand is not
  /// accepted; …` without a brand): the brands accepted, in the order `CardBrand.allCases` lists them.
  case brandNotAccepted(brand: CardBrand?, accepted: [CardBrand])
  /// `the field holds the years 2000 to 2099`: a pasted four-digit expiry year of another century.
  case expiryYearOutOfRange
  /// `the card expired in 09/2024`.
  case cardExpired(month: Int, year: Int)
  /// `every expiry in 202x is in the past`: the decade's first year (2020).
  case expiryDecadePast(decade: Int)

  // MARK: Date and time fields

  /// `day 32 does not exist`: the day's digits as typed.
  case dayDoesNotExist(String)
  /// `no day starts with 4`.
  case noDayStartsWith(String)
  /// `month 13 does not exist`.
  case monthDoesNotExist(String)
  /// `no month starts with 2`.
  case noMonthStartsWith(String)
  /// `year 0000 does not exist`.
  case yearDoesNotExist(String)
  /// `hour 24 does not exist`.
  case hourDoesNotExist(String)
  /// `no hour starts with 3`.
  case noHourStartsWith(String)
  /// `minute 60 does not exist`.
  case minuteDoesNotExist(String)
  /// `no minute starts with 6`.
  case noMinuteStartsWith(String)
  /// `second 60 does not exist`.
  case secondDoesNotExist(String)
  /// `no second starts with 6`.
  case noSecondStartsWith(String)
  /// `day 31 does not exist in April 2024` (`in February` before the year is typed): the month 1–12.
  case dayNotInMonth(day: Int, month: Int, year: Int?)
  /// `the date is not in the calendar`.
  case notInCalendar
  /// `the date is before 2024-01-01`: the earliest date the field takes.
  case dateBefore(CalendarDate)
  /// `the date is after 2024-12-31`: the latest date the field takes.
  case dateAfter(CalendarDate)
  /// `no date from 2024-01-01 to 2024-12-31 can be completed from these digits`: the field's bounds,
  /// at least one of them.
  case noDateInRange(from: CalendarDate?, to: CalendarDate?)
  /// `this is a date with a time of day; paste the date alone`.
  case dateWithTimeOfDay
  /// `neither 13 nor 14 can be a month`: the first two groups of a pasted date.
  case neitherIsMonth(String, String)
  /// `the date needs a four-digit year`.
  case needsFourDigitYear
  /// `the year 1950 has no two-digit form (00–68 are 2000–2068, 69–99 1969–1999)`.
  case noTwoDigitYear(Int)

  // MARK: IPv4 addresses

  /// `a dot with no digit before it`.
  case dotWithoutDigit
  /// `a port is not part of an address`.
  case portInAddress
  /// `a space inside the address`.
  case spaceInAddress
  /// `'x' is not part of an address`.
  case notPartOfAddress(Character)
  /// `an address has four parts, not 5`.
  case addressParts(Int)
  /// `octet 256 is over 255`: the octet's digits.
  case octetOver255(String)
  /// `octet 01 has a leading zero`.
  case octetLeadingZero(String)

  // MARK: IBANs

  /// `'Ä' is not a letter A-Z of an IBAN`.
  case notIBANLetter(Character)
  /// `an IBAN starts with two letters`.
  case ibanCountryLetters
  /// `an IBAN has two check digits after its country`.
  case ibanCheckDigitsPlace
  /// `'x' is not part of an IBAN`.
  case notPartOfIBAN(Character)
  /// `XX has no IBANs in the SWIFT registry`: the two letters.
  case noIBANs(country: String)
  /// `the check digits do not match (ISO 7064 MOD 97-10)`.
  case ibanCheckFails
  /// `2 characters too many`.
  case charactersTooMany(Int)

  // MARK: Postal codes

  /// `'x' is one character too many; postal codes of Canada look like A0A 0A0`: the region code and
  /// its pattern.
  case postalCharacterTooMany(Character, region: String, pattern: String)
  /// `K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0`: the code read before the
  /// character, as shown.
  case postalCharacterMisplaced(Character, after: String, region: String, pattern: String)

  // MARK: National identifiers (the scheme by its name, `us.ssn`)

  /// `more characters than the SSN has`.
  case identifierTooLong(scheme: String)
  /// `a separator after character 3 is not where the SSN has one`.
  case separatorMisplaced(after: Int, scheme: String)
  /// `'x' is not part of the SSN`.
  case notPartOfIdentifier(Character, scheme: String)
  /// `'x' cannot be character 4 of the CURP`: the position from 1.
  case identifierCharacterMisplaced(Character, position: Int, scheme: String)
  /// `2 characters too many: the SSN has 9`.
  case identifierLengthExceeded(extra: Int, scheme: String, length: Int)
  /// `2 characters too many: the NIT has at most 16`.
  case identifierMaximumExceeded(extra: Int, scheme: String, maximum: Int)
  /// `check digit should be 5`, `check digits should be 09`: the check digits the rest calls for.
  case checkDigits(String)
  /// `check letter should be Z`.
  case checkLetters(String)
  /// `check character should be K`.
  case checkCharacters(String)
  /// `no check digit makes this a valid TFN`: no check characters make the rest valid (`check digit`,
  /// `check letter` or `check character`, as the scheme's check positions take).
  case noCheckFits(scheme: String)
  /// `area 666 is never issued`.
  case areaNeverIssued(String)
  /// `group 00 is never issued`.
  case groupNeverIssued
  /// `serial 0000 is never issued`.
  case serialNeverIssued
  /// `this SSN was voided after public misuse`.
  case ssnVoided
  /// `prefix 07 is not assigned`.
  case einPrefixNotAssigned(String)
  /// `a SIN never starts with 8`.
  case firstDigitNeverIssued(scheme: String, digit: Character)
  /// `type 21 does not exist`: a CUIT's kind of person.
  case cuitTypeDoesNotExist(Int)
  /// `exactly one digit must repeat (twice or three times) in the first ten`.
  case idnrRepeatedDigit
  /// `an Aadhaar number never starts with 0 or 1`.
  case aadhaarFirstDigit
  /// `an Aadhaar number is never a palindrome`.
  case aadhaarPalindrome
  /// `a partita IVA never starts with seven zeros`.
  case partitaIVAZeros
  /// `office 101 does not exist`.
  case officeDoesNotExist(String)
  /// `a CPF cannot be all zeros`.
  case allZeros(scheme: String)
  /// `an ID number cannot be all zeros`: an Israeli Teudat Zehut.
  case idNumberZeros
  /// `a CNPJ cannot start with twelve zeros`.
  case cnpjZeros
  /// `a Swiss AHV number starts with 756`.
  case ahvPrefix
  /// `the birth date 1990-02-30 does not exist`.
  case birthDateDoesNotExist(year: Int, month: Int, day: Int)
  /// `the birth date 2030-01-01 is after today`.
  case birthDateAfterToday(CalendarDate)
  /// `an FH-number carries no birth date`.
  case fhNumberWithoutDate
  /// `the individual number 600 gives no century for year 45`.
  case individualNumberWithoutCentury(individual: Int, year: Int)
  /// `the individual number 1 is not issued to people`.
  case individualNumberNotIssued(Int)
  /// `the citizenship digit is 0 or 1`.
  case citizenshipDigit
  /// `place of birth 97 does not exist`.
  case placeOfBirthDoesNotExist(Int)
  /// `division code 999999 does not exist`.
  case divisionCodeDoesNotExist(Int)
  /// `division code 110101 was not in use in 1980`.
  case divisionCodeNotInUse(code: Int, year: Int)
  /// `BACA is never issued`: the first four letters.
  case wordNeverIssued(String)
  /// `the sex is H or M`.
  case sexHOrM
  /// `state XX does not exist`.
  case stateDoesNotExist(String)
  /// `the date 991332 does not exist`: the date's digits as the identifier writes them.
  case dateDoesNotExist(String)
  /// `department 3A does not exist`.
  case departmentDoesNotExist(String)
  /// `the key is that of a birth in 2030, after today`.
  case futureBirthKey(year: Int)

  // MARK: Amounts (a limit as a decimal in ASCII digits with `.`, `-` for a negative one: `10.00`)

  /// `the field takes no negative amount`.
  case negativeNotTaken
  /// `its separators are not those of an amount`.
  case separatorsNotAmount
  /// `the decimal separator is not taken: the field takes no fraction`.
  case fractionNotTaken
  /// `the amount has 3 fraction digits; the field takes at most 2` (`takes none`).
  case fractionTooLong(digits: Int, maximum: Int)
  /// `3 digits after ',' may be a fraction or thousands`.
  case fractionOrThousands(digits: Int, separator: Character)
  /// `the amount is under the minimum of 10.00`.
  case underMinimum(String)
  /// `over the maximum 999.99`.
  case overMaximum(String)
  /// `a second decimal separator is not taken`.
  case secondDecimalSeparator
  /// `two minus signs`.
  case twoMinusSigns
  /// `the minus sign is not taken`.
  case minusNotTaken
  /// `more than 7 digits before the decimal separator`.
  case integerDigitsOverMaximum(Int)
  /// `more than 2 digits after the decimal separator`.
  case fractionDigitsOverMaximum(Int)
}
