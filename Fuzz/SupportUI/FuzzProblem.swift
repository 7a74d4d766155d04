@testable import MaskKit

/// Builds a `MaskProblem` of any kind from fuzz data: the kind from a control byte, its values from the
/// controls (numbers) and the fuzzed strings (texts and characters).
struct FuzzProblem {
  /// The problem.
  var problem: MaskProblem
  /// Whether a value is outside what MaskKit gives (a negative or huge count, an empty character text, a
  /// date range without bounds): the problem must still read without a crash, but its sentence may
  /// differ from the description or keep a placeholder.
  var odd = false
  /// The texts the problem carries (their words are kept as typed, so their braces and isolate marks
  /// may show in the sentence).
  var texts: [String] = []

  init(controls: inout FuzzControls, strings: inout FuzzStrings) {
    problem = .moreCharactersNeeded
    var odd = false
    var texts: [String] = []
    func number() -> Int {
      let byte = controls.byte()
      switch byte {
      case 255:
        odd = true
        return [Int.max, Int.min, -1, 1_000_000_007][Int(controls.byte()) % 4]
      default: return Int(byte)
      }
    }
    func text() -> String {
      let text = strings.next()
      texts.append(text)
      return text
    }
    func character() -> Character {
      let text = text()
      return text.first ?? "x"
    }
    func scalar() -> Unicode.Scalar { text().unicodeScalars.first ?? "\u{AD}" }
    func date() -> CalendarDate {
      let year = 1 + (Int(controls.byte()) << 8 | Int(controls.byte())) % 9999
      let month = 1 + Int(controls.byte()) % 12
      let day = 1 + Int(controls.byte()) % 31
      return CalendarDate(year: year, month: month, day: min(day, Gregorian.days(inMonth: month, year: year)))
        ?? CalendarDate(year: 2024, month: 1, day: 1)!
    }
    func region() -> String {
      // A real region mostly; sometimes fuzzed text (no region: its code stays as it is).
      if controls.flag() { return text() }
      let regions = PhoneCountry.all
      return regions[Int(controls.byte()) % regions.count].region
    }
    func scheme() -> String {
      if controls.flag() { return text() }
      let schemes = IdentifierMask.schemeNames
      return schemes[Int(controls.byte()) % schemes.count]
    }
    func brand() -> CardBrand { CardBrand.allCases[Int(controls.byte()) % CardBrand.allCases.count] }
    func optional<T>(_ make: () -> T) -> T? { controls.flag() ? nil : make() }

    let kinds = 132
    switch Int(controls.byte()) % kinds {
    case 0: problem = .custom(text())
    case 1: problem = .doesNotFitMask(character())
    case 2: problem = .doesNotFitHere(character())
    case 3: problem = .pasteDoesNotFitHere
    case 4: problem = .moreCharactersNeeded
    case 5: problem = .stillNeeds(text())
    case 6: problem = .countryCodeReplacesWholeNumber
    case 7: problem = .countryCodeMismatch(pasted: text(), field: text())
    case 8: problem = .countryCodeMissing(field: text())
    case 9: problem = .countryCodeAmbiguous
    case 10: problem = .pastedDigitsDoNotFit
    case 11: problem = .notPartOfValue(character())
    case 12: problem = .hiddenCharacter(scalar())
    case 13: problem = .digitsTooMany(number())
    case 14: problem = .textTooLong(leftOut: text())
    case 15: problem = .slotsNotFilled
    case 16: problem = .characterDoesNotFitSlot
    case 17: problem = .shouldBeDigit(character: number(), found: optional(character))
    case 18: problem = .shouldBeLetter(character: number(), found: optional(character))
    case 19:
      problem = .shouldBeLiteral(character: number(), found: optional(character), expected: character())
    case 20: problem = .fitsNoChoice(character: number(), choices: text())
    case 21: problem = .textLongerThanMask(character: number())
    case 22: problem = .textDoesNotFitMask
    case 23: problem = .noMaskSet
    case 24: problem = .slotsStillEmpty(empty: number(), total: number())
    case 25: problem = .phone(.invalidPhoneContext(text()))
    case 26: problem = .phone(.phoneContextNumberInvalid(text()))
    case 27: problem = .phone(.subaddressAfterNonDigit)
    case 28: problem = .phone(.misplacedPlus)
    case 29: problem = .phone(.notPartOfPhoneNumber)
    case 30: problem = .phone(.punctuationAfterExtensionMarker(marker: text()))
    case 31:
      // The maxima are the metadata's (17 digits, 15 for an extension), never under 2.
      let maximum = number()
      if maximum < 2 { odd = true }
      problem = .phone(.phoneNumberTooLong(maximum: maximum))
    case 32:
      // MaskKit counts the groups of an extension that has a break: at least 2.
      let groups = number()
      if groups < 2 { odd = true }
      problem = .phone(.extensionInGroups(marker: text(), groups: groups))
    case 33:
      let maximum = number()
      if maximum < 2 { odd = true }
      problem = .phone(.extensionTooLong(marker: text(), maximum: maximum, digits: number()))
    case 34: problem = .phone(.regionDenied(region: region()))
    case 35:
      problem = .phone(.regionNotAllowed(allowed: (0..<Int(controls.byte()) % 5).map { _ in region() }))
    case 36: problem = .phone(.noKnownCallingCode)
    case 37: problem = .phone(.phoneNumberIncomplete(region: optional(region), callingCode: text()))
    case 38: problem = .card(.failsLuhn)
    case 39:
      problem = .card(
        .brandNotAccepted(
          brand: optional(brand), accepted: (0..<Int(controls.byte()) % 5).map { _ in brand() }))
    case 40: problem = .card(.expiryYearOutOfRange)
    case 41: problem = .card(.cardExpired(month: 1 &+ number() % 12, year: 2000 &+ number()))
    case 42: problem = .card(.expiryDecadePast(decade: number() &* 10))
    case 43: problem = .date(.dayDoesNotExist(text()))
    case 44: problem = .date(.noDayStartsWith(text()))
    case 45: problem = .date(.monthDoesNotExist(text()))
    case 46: problem = .date(.noMonthStartsWith(text()))
    case 47: problem = .date(.yearDoesNotExist(text()))
    case 48: problem = .date(.hourDoesNotExist(text()))
    case 49: problem = .date(.noHourStartsWith(text()))
    case 50: problem = .date(.minuteDoesNotExist(text()))
    case 51: problem = .date(.noMinuteStartsWith(text()))
    case 52: problem = .date(.secondDoesNotExist(text()))
    case 53: problem = .date(.noSecondStartsWith(text()))
    case 54:
      // A month outside 1–12 is odd: MaskKit names real months.
      let month = controls.flag() ? number() : 1 + Int(controls.byte()) % 12
      if !(1...12).contains(month) { odd = true }
      problem = .date(.dayNotInMonth(day: number(), month: month, year: optional { 1 &+ number() }))
    case 55: problem = .date(.notInCalendar)
    case 56: problem = .date(.dateBefore(date()))
    case 57: problem = .date(.dateAfter(date()))
    case 58:
      // MaskKit names at least one bound.
      let (from, to) = (optional(date), optional(date))
      if from == nil, to == nil { odd = true }
      problem = .date(.noDateInRange(from: from, to: to))
    case 59: problem = .date(.dateWithTimeOfDay)
    case 60: problem = .date(.neitherIsMonth(text(), text()))
    case 61: problem = .date(.needsFourDigitYear)
    case 62: problem = .date(.noTwoDigitYear(1900 &+ number()))
    case 63: problem = .ipv4(.dotWithoutDigit)
    case 64: problem = .ipv4(.portInAddress)
    case 65: problem = .ipv4(.spaceInAddress)
    case 66: problem = .ipv4(.notPartOfAddress(character()))
    case 67: problem = .ipv4(.addressParts(number()))
    case 68: problem = .ipv4(.octetOver255(text()))
    case 69: problem = .ipv4(.octetLeadingZero(text()))
    case 70: problem = .iban(.notIBANLetter(character()))
    case 71: problem = .iban(.ibanCountryLetters)
    case 72: problem = .iban(.ibanCheckDigitsPlace)
    case 73: problem = .iban(.notPartOfIBAN(character()))
    case 74: problem = .iban(.noIBANs(country: text()))
    case 75: problem = .iban(.ibanCheckFails)
    case 76: problem = .iban(.charactersTooMany(number()))
    case 77: problem = .postal(.postalCharacterTooMany(character(), region: region(), pattern: text()))
    case 78:
      problem = .postal(
        .postalCharacterMisplaced(character(), after: text(), region: region(), pattern: text()))
    case 79: problem = .identifier(.identifierTooLong(scheme: scheme()))
    case 80: problem = .identifier(.separatorMisplaced(after: number(), scheme: scheme()))
    case 81: problem = .identifier(.notPartOfIdentifier(character(), scheme: scheme()))
    case 82:
      problem = .identifier(.identifierCharacterMisplaced(character(), position: number(), scheme: scheme()))
    case 83:
      problem = .identifier(.identifierLengthExceeded(extra: number(), scheme: scheme(), length: number()))
    case 84:
      problem = .identifier(.identifierMaximumExceeded(extra: number(), scheme: scheme(), maximum: number()))
    case 85: problem = .identifier(.checkDigits(text()))
    case 86: problem = .identifier(.checkLetters(text()))
    case 87: problem = .identifier(.checkCharacters(text()))
    case 88: problem = .identifier(.noCheckFits(scheme: scheme()))
    case 89: problem = .identifier(.areaNeverIssued(text()))
    case 90: problem = .identifier(.groupNeverIssued)
    case 91: problem = .identifier(.serialNeverIssued)
    case 92: problem = .identifier(.ssnVoided)
    case 93: problem = .identifier(.einPrefixNotAssigned(text()))
    case 94: problem = .identifier(.firstDigitNeverIssued(scheme: scheme(), digit: character()))
    case 95: problem = .identifier(.cuitTypeDoesNotExist(number()))
    case 96: problem = .identifier(.idnrRepeatedDigit)
    case 97: problem = .identifier(.aadhaarFirstDigit)
    case 98: problem = .identifier(.aadhaarPalindrome)
    case 99: problem = .identifier(.partitaIVAZeros)
    case 100: problem = .identifier(.officeDoesNotExist(text()))
    case 101: problem = .identifier(.allZeros(scheme: scheme()))
    case 102: problem = .identifier(.idNumberZeros)
    case 103: problem = .identifier(.cnpjZeros)
    case 104: problem = .identifier(.ahvPrefix)
    case 105: problem = .identifier(.birthDateDoesNotExist(year: number(), month: number(), day: number()))
    case 106: problem = .identifier(.birthDateAfterToday(date()))
    case 107: problem = .identifier(.fhNumberWithoutDate)
    case 108: problem = .identifier(.individualNumberWithoutCentury(individual: number(), year: number()))
    case 109: problem = .identifier(.individualNumberNotIssued(number()))
    case 110: problem = .identifier(.citizenshipDigit)
    case 111: problem = .identifier(.placeOfBirthDoesNotExist(number()))
    case 112: problem = .identifier(.divisionCodeDoesNotExist(number()))
    case 113: problem = .identifier(.divisionCodeNotInUse(code: number(), year: number()))
    case 114: problem = .identifier(.wordNeverIssued(text()))
    case 115: problem = .identifier(.sexHOrM)
    case 116: problem = .identifier(.stateDoesNotExist(text()))
    case 117: problem = .identifier(.dateDoesNotExist(text()))
    case 118: problem = .identifier(.departmentDoesNotExist(text()))
    case 119: problem = .identifier(.futureBirthKey(year: number()))
    case 120: problem = .amount(.negativeNotTaken)
    case 121: problem = .amount(.separatorsNotAmount)
    case 122: problem = .amount(.fractionNotTaken)
    case 123: problem = .amount(.fractionTooLong(digits: number(), maximum: number()))
    case 124: problem = .amount(.fractionOrThousands(digits: number(), separator: character()))
    case 125: problem = .amount(.underMinimum(text()))
    case 126: problem = .amount(.overMaximum(text()))
    case 127: problem = .amount(.secondDecimalSeparator)
    case 128: problem = .amount(.twoMinusSigns)
    case 129: problem = .amount(.minusNotTaken)
    case 130: problem = .amount(.integerDigitsOverMaximum(number()))
    default: problem = .amount(.fractionDigitsOverMaximum(number()))
    }
    self.odd = odd || texts.contains { $0.isEmpty }
    self.texts = texts
  }
}
