extension MaskProblem: CustomStringConvertible {
  /// The English sentence MaskKit shows for the problem (`check digits should be 09`); a custom
  /// problem's own text. Built when asked, never while a mask formats text.
  public var description: String {
    switch self {
    case .custom(let reason): reason
    default: generalDescription ?? presetDescription ?? identifierDescription ?? amountDescription ?? ""
    }
  }

  /// The sentence of a problem any mask, dialect or paste may give, or nil.
  private var generalDescription: String? {
    switch self {
    case .doesNotFitMask(let character): "'\(character)' does not fit the mask"
    case .doesNotFitHere(let character): "'\(character)' does not fit here"
    case .pasteDoesNotFitHere: "the pasted text does not fit here"
    case .moreCharactersNeeded: "more characters are needed"
    case .stillNeeds(let rest): "still needs \(rest)"
    case .countryCodeReplacesWholeNumber:
      "it starts with a country code, so it can only replace the whole number"
    case .countryCodeMismatch(let pasted, let field):
      "its country code +\(pasted) is not this field's +\(field)"
    case .countryCodeMissing(let field): "it does not start with this field's country code +\(field)"
    case .countryCodeAmbiguous: "it does not show where its country code ends"
    case .pastedDigitsDoNotFit: "some of its digits do not fit the mask"
    case .notPartOfValue(let character): "'\(character)' is not part of the value"
    case .hiddenCharacter(let scalar): "\(Self.codePoint(scalar)) is not part of the value"
    case .digitsTooMany(let count): "\(Self.count(count, "digit")) too many"
    case .textTooLong(let leftOut): "too long: \(leftOut) is left out"
    case .slotsNotFilled: "not every slot has a character that fits"
    case .characterDoesNotFitSlot: "a character does not fit its slot"
    case .shouldBeDigit(let position, let found): Self.picture(position, found, "a digit")
    case .shouldBeLetter(let position, let found): Self.picture(position, found, "a letter")
    case .shouldBeLiteral(let position, let found, let expected):
      Self.picture(position, found, "\"\(expected)\"")
    case .fitsNoChoice(let position, let choices):
      "The text from character \(position) fits none of the choices in \(choices)."
    case .textLongerThanMask(let position):
      "The text is too long: the mask ends before character \(position)."
    case .textDoesNotFitMask: "the text does not fit the mask"
    case .noMaskSet: "no mask is set"
    case .slotsStillEmpty(let empty, let total): "\(empty) of \(Self.count(total, "slot")) still empty"
    case .charactersTooMany(let count): "\(Self.count(count, "character")) too many"
    default: nil
    }
  }

  /// The sentence of a problem of the phone, card, date, time, IPv4, IBAN or postal preset, or nil.
  private var presetDescription: String? {
    switch self {
    case .invalidPhoneContext(let context):
      "the phone-context '\(context)' is neither a '+' number nor a domain name"
    case .phoneContextNumberInvalid(let number): "'\(number)' before ';phone-context=' is not a phone number"
    case .subaddressAfterNonDigit: "the number before ';isub=' does not end with a digit"
    case .misplacedPlus: "a '+' after a digit: a '+' comes only first, before the calling code"
    case .notPartOfPhoneNumber: "letters or symbols that are not part of a phone number"
    case .punctuationAfterExtensionMarker(let marker):
      "'\(marker)' is followed by punctuation libphonenumber does not allow before its digits"
    case .phoneNumberTooLong(let maximum): "more than \(maximum) digits, longer than any phone number"
    case .extensionInGroups(let marker, let groups):
      "two numbers, not a number and an extension: the digits after '\(marker)' are in \(groups) groups"
    case .extensionTooLong(let marker, let maximum, let digits):
      "an extension after '\(marker)' has at most \(maximum) digits, not \(digits)"
    case .regionDenied(let region): "Numbers of \(region) are not accepted here."
    case .regionNotAllowed(let allowed):
      "Only numbers of \(allowed.joined(separator: ", ")) are accepted here."
    case .noKnownCallingCode: "no known calling code"
    case .phoneNumberIncomplete(let region, let callingCode):
      "not yet a valid number of \(region.flatMap(PhoneCountry.region)?.name ?? "+" + callingCode)"
    case .failsLuhn: "the number fails the Luhn check"
    case .brandNotAccepted(let brand, let accepted):
      "\(brand?.name ?? "a card of an unknown brand") is not accepted; only "
        + accepted.map(\.name).joined(separator: ", ")
    case .expiryYearOutOfRange: "the field holds the years 2000 to 2099"
    case .cardExpired(let month, let year): "the card expired in \(Self.pad(month))/\(year)"
    case .expiryDecadePast(let decade): "every expiry in \(decade / 10)x is in the past"
    default: dateDescription ?? addressDescription
    }
  }

  /// The sentence of a problem of a date or time field, or nil.
  private var dateDescription: String? {
    switch self {
    case .dayDoesNotExist(let digits): "day \(digits) does not exist"
    case .noDayStartsWith(let digits): "no day starts with \(digits)"
    case .monthDoesNotExist(let digits): "month \(digits) does not exist"
    case .noMonthStartsWith(let digits): "no month starts with \(digits)"
    case .yearDoesNotExist(let digits): "year \(digits) does not exist"
    case .hourDoesNotExist(let digits): "hour \(digits) does not exist"
    case .noHourStartsWith(let digits): "no hour starts with \(digits)"
    case .minuteDoesNotExist(let digits): "minute \(digits) does not exist"
    case .noMinuteStartsWith(let digits): "no minute starts with \(digits)"
    case .secondDoesNotExist(let digits): "second \(digits) does not exist"
    case .noSecondStartsWith(let digits): "no second starts with \(digits)"
    case .dayNotInMonth(let day, let month, let year):
      "day \(day) does not exist in \(Self.monthNames[min(max(month, 1), 12) - 1])"
        + (year.map { " \($0)" } ?? "")
    case .notInCalendar: "the date is not in the calendar"
    case .dateBefore(let earliest): "the date is before \(earliest)"
    case .dateAfter(let latest): "the date is after \(latest)"
    case .noDateInRange(let from, let to):
      "no date "
        + [from.map { "from \($0)" }, to.map { "to \($0)" }].compactMap { $0 }.joined(separator: " ")
        + " can be completed from these digits"
    case .dateWithTimeOfDay: "this is a date with a time of day; paste the date alone"
    case .neitherIsMonth(let first, let second): "neither \(first) nor \(second) can be a month"
    case .needsFourDigitYear: "the date needs a four-digit year"
    case .noTwoDigitYear(let year):
      "the year \(year) has no two-digit form (00–68 are 2000–2068, 69–99 1969–1999)"
    default: nil
    }
  }

  /// The sentence of a problem of an IPv4 address, an IBAN or a postal code, or nil.
  private var addressDescription: String? {
    switch self {
    case .dotWithoutDigit: "a dot with no digit before it"
    case .portInAddress: "a port is not part of an address"
    case .spaceInAddress: "a space inside the address"
    case .notPartOfAddress(let character): "'\(character)' is not part of an address"
    case .addressParts(let count): "an address has four parts, not \(count)"
    case .octetOver255(let octet): "octet \(octet) is over 255"
    case .octetLeadingZero(let octet): "octet \(octet) has a leading zero"
    case .notIBANLetter(let character): "'\(character)' is not a letter A-Z of an IBAN"
    case .ibanCountryLetters: "an IBAN starts with two letters"
    case .ibanCheckDigitsPlace: "an IBAN has two check digits after its country"
    case .notPartOfIBAN(let character): "'\(character)' is not part of an IBAN"
    case .noIBANs(let country): "\(country) has no IBANs in the SWIFT registry"
    case .ibanCheckFails: "the check digits do not match (ISO 7064 MOD 97-10)"
    case .postalCharacterTooMany(let character, let region, let pattern):
      "'\(character)' is one character too many; \(Self.postal(region, pattern))"
    case .postalCharacterMisplaced(let character, let after, let region, let pattern):
      "\(after)? — '\(character)' cannot be here; \(Self.postal(region, pattern))"
    default: nil
    }
  }

  /// The sentence of a problem of a national identifier, or nil.
  private var identifierDescription: String? {
    switch self {
    case .identifierTooLong(let scheme): "more characters than the \(Self.title(scheme)) has"
    case .separatorMisplaced(let after, let scheme):
      "a separator after character \(after) is not where the \(Self.title(scheme)) has one"
    case .notPartOfIdentifier(let character, let scheme):
      "'\(character)' is not part of the \(Self.title(scheme))"
    case .identifierCharacterMisplaced(let character, let position, let scheme):
      "'\(character)' cannot be character \(position) of the \(Self.title(scheme))"
    case .identifierLengthExceeded(let extra, let scheme, let length):
      "\(Self.count(extra, "character")) too many: the \(Self.title(scheme)) has \(length)"
    case .identifierMaximumExceeded(let extra, let scheme, let maximum):
      "\(Self.count(extra, "character")) too many: the \(Self.title(scheme)) has at most \(maximum)"
    case .checkDigits(let expected): Self.check("digit", expected)
    case .checkLetters(let expected): Self.check("letter", expected)
    case .checkCharacters(let expected): Self.check("character", expected)
    case .noCheckFits(let scheme):
      "no check \(Self.noun(IdentifierScheme.named(scheme)?.checkKind ?? .characters)) makes this a valid \(Self.title(scheme))"
    case .areaNeverIssued(let area): "area \(area) is never issued"
    case .groupNeverIssued: "group 00 is never issued"
    case .serialNeverIssued: "serial 0000 is never issued"
    case .ssnVoided: "this SSN was voided after public misuse"
    case .einPrefixNotAssigned(let prefix): "prefix \(prefix) is not assigned"
    case .firstDigitNeverIssued(let scheme, let digit):
      "\(Self.withArticle(Self.title(scheme))) never starts with \(digit)"
    case .cuitTypeDoesNotExist(let type): "type \(type) does not exist"
    case .idnrRepeatedDigit: "exactly one digit must repeat (twice or three times) in the first ten"
    case .aadhaarFirstDigit: "an Aadhaar number never starts with 0 or 1"
    case .aadhaarPalindrome: "an Aadhaar number is never a palindrome"
    case .partitaIVAZeros: "a partita IVA never starts with seven zeros"
    case .officeDoesNotExist(let office): "office \(office) does not exist"
    case .allZeros(let scheme): "\(Self.withArticle(Self.title(scheme))) cannot be all zeros"
    case .idNumberZeros: "an ID number cannot be all zeros"
    case .cnpjZeros: "a CNPJ cannot start with twelve zeros"
    case .ahvPrefix: "a Swiss AHV number starts with 756"
    default: personalDescription
    }
  }

  /// The sentence of a problem of the birth date, sex or place in a personal identifier, or nil.
  private var personalDescription: String? {
    switch self {
    case .birthDateDoesNotExist(let year, let month, let day):
      "the birth date \(year)-\(Self.pad(month))-\(Self.pad(day)) does not exist"
    case .birthDateAfterToday(let date): "the birth date \(date) is after today"
    case .fhNumberWithoutDate: "an FH-number carries no birth date"
    case .individualNumberWithoutCentury(let individual, let year):
      "the individual number \(individual) gives no century for year \(year)"
    case .individualNumberNotIssued(let individual):
      "the individual number \(individual) is not issued to people"
    case .citizenshipDigit: "the citizenship digit is 0 or 1"
    case .placeOfBirthDoesNotExist(let place): "place of birth \(place) does not exist"
    case .divisionCodeDoesNotExist(let code): "division code \(code) does not exist"
    case .divisionCodeNotInUse(let code, let year): "division code \(code) was not in use in \(year)"
    case .wordNeverIssued(let word): "\(word) is never issued"
    case .sexHOrM: "the sex is H or M"
    case .stateDoesNotExist(let state): "state \(state) does not exist"
    case .dateDoesNotExist(let digits): "the date \(digits) does not exist"
    case .departmentDoesNotExist(let department): "department \(department) does not exist"
    case .futureBirthKey(let year): "the key is that of a birth in \(year), after today"
    default: nil
    }
  }

  /// The sentence of a problem of an amount, or nil.
  private var amountDescription: String? {
    switch self {
    case .negativeNotTaken: "the field takes no negative amount"
    case .separatorsNotAmount: "its separators are not those of an amount"
    case .fractionNotTaken: "the decimal separator is not taken: the field takes no fraction"
    case .fractionTooLong(let digits, let maximum):
      "the amount has \(Self.count(digits, "fraction digit")); the field takes \(maximum == 0 ? "none" : "at most \(maximum)")"
    case .fractionOrThousands(let digits, let separator):
      "\(digits) digits after '\(separator)' may be a fraction or thousands"
    case .underMinimum(let minimum): "the amount is under the minimum of \(minimum)"
    case .overMaximum(let maximum): "over the maximum \(maximum)"
    case .secondDecimalSeparator: "a second decimal separator is not taken"
    case .twoMinusSigns: "two minus signs"
    case .minusNotTaken: "the minus sign is not taken"
    case .integerDigitsOverMaximum(let maximum):
      "more than \(Self.count(maximum, "digit")) before the decimal separator"
    case .fractionDigitsOverMaximum(let maximum):
      "more than \(Self.count(maximum, "digit")) after the decimal separator"
    default: nil
    }
  }

  /// `1 digit`, `2 digits`.
  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `digit`, `letter`, `character`.
  private static func noun(_ kind: SlotSummary.Kind) -> String {
    switch kind {
    case .digits: "digit"
    case .letters: "letter"
    case .characters: "character"
    }
  }

  /// `05`, `12`.
  package static func pad(_ value: Int) -> String { value >= 0 && value < 10 ? "0\(value)" : "\(value)" }

  /// `U+00AD`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `Character 3 ("x") should be a digit.`
  private static func picture(_ position: Int, _ found: Character?, _ wanted: String) -> String {
    "Character \(position) \(found.map { "(\"\($0)\") " } ?? "")should be \(wanted)."
  }

  /// `check digit should be 5`, `check digits should be 09`.
  private static func check(_ noun: String, _ expected: String) -> String {
    "check \(noun)\(expected.count > 1 ? "s" : "") should be \(expected)"
  }

  /// What people call the identifier scheme named `scheme` (`SSN` for `us.ssn`).
  private static func title(_ scheme: String) -> String { IdentifierScheme.named(scheme)?.title ?? scheme }

  /// `a CPF`, `an ID number`.
  private static func withArticle(_ title: String) -> String {
    ("AEIOU".contains(title.first ?? "x") ? "an " : "a ") + title
  }

  /// `postal codes of Canada look like A0A 0A0`.
  private static func postal(_ region: String, _ pattern: String) -> String {
    let name = PostalTable.region(region)?.nameInSentence ?? region
    return "postal codes of \(name) look like \(pattern)"
  }

  /// The English month names, January first (also the wording's when a platform names no months).
  package static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
}
