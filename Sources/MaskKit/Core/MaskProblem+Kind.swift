// One kind per case of MaskProblem.swift, in its order: a new case needs its kind here (the switch below
// does not compile without it) and its code in MaskProblemTests' pinned list.
extension MaskProblem {
  /// The kinds of problem, one per case of ``MaskProblem`` and named as it is (the raw value is
  /// ``MaskProblem/code``), all listed (`allCases`) for tables of wordings keyed by kind.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``MaskProblem/custom(_:)``.
    case custom
    /// ``MaskProblem/doesNotFitMask(_:)``.
    case doesNotFitMask
    /// ``MaskProblem/doesNotFitHere(_:)``.
    case doesNotFitHere
    /// ``MaskProblem/pasteDoesNotFitHere``.
    case pasteDoesNotFitHere
    /// ``MaskProblem/moreCharactersNeeded``.
    case moreCharactersNeeded
    /// ``MaskProblem/stillNeeds(_:)``.
    case stillNeeds
    /// ``MaskProblem/countryCodeReplacesWholeNumber``.
    case countryCodeReplacesWholeNumber
    /// ``MaskProblem/countryCodeMismatch(pasted:field:)``.
    case countryCodeMismatch
    /// ``MaskProblem/countryCodeMissing(field:)``.
    case countryCodeMissing
    /// ``MaskProblem/countryCodeAmbiguous``.
    case countryCodeAmbiguous
    /// ``MaskProblem/pastedDigitsDoNotFit``.
    case pastedDigitsDoNotFit
    /// ``MaskProblem/notPartOfValue(_:)``.
    case notPartOfValue
    /// ``MaskProblem/hiddenCharacter(_:)``.
    case hiddenCharacter
    /// ``MaskProblem/digitsTooMany(_:)``.
    case digitsTooMany
    /// ``MaskProblem/textTooLong(leftOut:)``.
    case textTooLong
    /// ``MaskProblem/slotsNotFilled``.
    case slotsNotFilled
    /// ``MaskProblem/characterDoesNotFitSlot``.
    case characterDoesNotFitSlot
    /// ``MaskProblem/shouldBeDigit(character:found:)``.
    case shouldBeDigit
    /// ``MaskProblem/shouldBeLetter(character:found:)``.
    case shouldBeLetter
    /// ``MaskProblem/shouldBeLiteral(character:found:expected:)``.
    case shouldBeLiteral
    /// ``MaskProblem/fitsNoChoice(character:choices:)``.
    case fitsNoChoice
    /// ``MaskProblem/textLongerThanMask(character:)``.
    case textLongerThanMask
    /// ``MaskProblem/textDoesNotFitMask``.
    case textDoesNotFitMask
    /// ``MaskProblem/noMaskSet``.
    case noMaskSet
    /// ``MaskProblem/slotsStillEmpty(empty:total:)``.
    case slotsStillEmpty
    /// ``MaskProblem/invalidPhoneContext(_:)``.
    case invalidPhoneContext
    /// ``MaskProblem/phoneContextNumberInvalid(_:)``.
    case phoneContextNumberInvalid
    /// ``MaskProblem/subaddressAfterNonDigit``.
    case subaddressAfterNonDigit
    /// ``MaskProblem/misplacedPlus``.
    case misplacedPlus
    /// ``MaskProblem/notPartOfPhoneNumber``.
    case notPartOfPhoneNumber
    /// ``MaskProblem/punctuationAfterExtensionMarker(marker:)``.
    case punctuationAfterExtensionMarker
    /// ``MaskProblem/phoneNumberTooLong(maximum:)``.
    case phoneNumberTooLong
    /// ``MaskProblem/extensionInGroups(marker:groups:)``.
    case extensionInGroups
    /// ``MaskProblem/extensionTooLong(marker:maximum:digits:)``.
    case extensionTooLong
    /// ``MaskProblem/regionDenied(region:)``.
    case regionDenied
    /// ``MaskProblem/regionNotAllowed(allowed:)``.
    case regionNotAllowed
    /// ``MaskProblem/noKnownCallingCode``.
    case noKnownCallingCode
    /// ``MaskProblem/phoneNumberIncomplete(region:callingCode:)``.
    case phoneNumberIncomplete
    /// ``MaskProblem/failsLuhn``.
    case failsLuhn
    /// ``MaskProblem/brandNotAccepted(brand:accepted:)``.
    case brandNotAccepted
    /// ``MaskProblem/expiryYearOutOfRange``.
    case expiryYearOutOfRange
    /// ``MaskProblem/cardExpired(month:year:)``.
    case cardExpired
    /// ``MaskProblem/expiryDecadePast(decade:)``.
    case expiryDecadePast
    /// ``MaskProblem/dayDoesNotExist(_:)``.
    case dayDoesNotExist
    /// ``MaskProblem/noDayStartsWith(_:)``.
    case noDayStartsWith
    /// ``MaskProblem/monthDoesNotExist(_:)``.
    case monthDoesNotExist
    /// ``MaskProblem/noMonthStartsWith(_:)``.
    case noMonthStartsWith
    /// ``MaskProblem/yearDoesNotExist(_:)``.
    case yearDoesNotExist
    /// ``MaskProblem/hourDoesNotExist(_:)``.
    case hourDoesNotExist
    /// ``MaskProblem/noHourStartsWith(_:)``.
    case noHourStartsWith
    /// ``MaskProblem/minuteDoesNotExist(_:)``.
    case minuteDoesNotExist
    /// ``MaskProblem/noMinuteStartsWith(_:)``.
    case noMinuteStartsWith
    /// ``MaskProblem/secondDoesNotExist(_:)``.
    case secondDoesNotExist
    /// ``MaskProblem/noSecondStartsWith(_:)``.
    case noSecondStartsWith
    /// ``MaskProblem/dayNotInMonth(day:month:year:)``.
    case dayNotInMonth
    /// ``MaskProblem/notInCalendar``.
    case notInCalendar
    /// ``MaskProblem/dateBefore(_:)``.
    case dateBefore
    /// ``MaskProblem/dateAfter(_:)``.
    case dateAfter
    /// ``MaskProblem/noDateInRange(from:to:)``.
    case noDateInRange
    /// ``MaskProblem/dateWithTimeOfDay``.
    case dateWithTimeOfDay
    /// ``MaskProblem/neitherIsMonth(_:_:)``.
    case neitherIsMonth
    /// ``MaskProblem/needsFourDigitYear``.
    case needsFourDigitYear
    /// ``MaskProblem/noTwoDigitYear(_:)``.
    case noTwoDigitYear
    /// ``MaskProblem/dotWithoutDigit``.
    case dotWithoutDigit
    /// ``MaskProblem/portInAddress``.
    case portInAddress
    /// ``MaskProblem/spaceInAddress``.
    case spaceInAddress
    /// ``MaskProblem/notPartOfAddress(_:)``.
    case notPartOfAddress
    /// ``MaskProblem/addressParts(_:)``.
    case addressParts
    /// ``MaskProblem/octetOver255(_:)``.
    case octetOver255
    /// ``MaskProblem/octetLeadingZero(_:)``.
    case octetLeadingZero
    /// ``MaskProblem/notIBANLetter(_:)``.
    case notIBANLetter
    /// ``MaskProblem/ibanCountryLetters``.
    case ibanCountryLetters
    /// ``MaskProblem/ibanCheckDigitsPlace``.
    case ibanCheckDigitsPlace
    /// ``MaskProblem/notPartOfIBAN(_:)``.
    case notPartOfIBAN
    /// ``MaskProblem/noIBANs(country:)``.
    case noIBANs
    /// ``MaskProblem/ibanCheckFails``.
    case ibanCheckFails
    /// ``MaskProblem/charactersTooMany(_:)``.
    case charactersTooMany
    /// ``MaskProblem/postalCharacterTooMany(_:region:pattern:)``.
    case postalCharacterTooMany
    /// ``MaskProblem/postalCharacterMisplaced(_:after:region:pattern:)``.
    case postalCharacterMisplaced
    /// ``MaskProblem/identifierTooLong(scheme:)``.
    case identifierTooLong
    /// ``MaskProblem/separatorMisplaced(after:scheme:)``.
    case separatorMisplaced
    /// ``MaskProblem/notPartOfIdentifier(_:scheme:)``.
    case notPartOfIdentifier
    /// ``MaskProblem/identifierCharacterMisplaced(_:position:scheme:)``.
    case identifierCharacterMisplaced
    /// ``MaskProblem/identifierLengthExceeded(extra:scheme:length:)``.
    case identifierLengthExceeded
    /// ``MaskProblem/identifierMaximumExceeded(extra:scheme:maximum:)``.
    case identifierMaximumExceeded
    /// ``MaskProblem/checkDigits(_:)``.
    case checkDigits
    /// ``MaskProblem/checkLetters(_:)``.
    case checkLetters
    /// ``MaskProblem/checkCharacters(_:)``.
    case checkCharacters
    /// ``MaskProblem/noCheckFits(scheme:)``.
    case noCheckFits
    /// ``MaskProblem/areaNeverIssued(_:)``.
    case areaNeverIssued
    /// ``MaskProblem/groupNeverIssued``.
    case groupNeverIssued
    /// ``MaskProblem/serialNeverIssued``.
    case serialNeverIssued
    /// ``MaskProblem/ssnVoided``.
    case ssnVoided
    /// ``MaskProblem/einPrefixNotAssigned(_:)``.
    case einPrefixNotAssigned
    /// ``MaskProblem/firstDigitNeverIssued(scheme:digit:)``.
    case firstDigitNeverIssued
    /// ``MaskProblem/cuitTypeDoesNotExist(_:)``.
    case cuitTypeDoesNotExist
    /// ``MaskProblem/idnrRepeatedDigit``.
    case idnrRepeatedDigit
    /// ``MaskProblem/aadhaarFirstDigit``.
    case aadhaarFirstDigit
    /// ``MaskProblem/aadhaarPalindrome``.
    case aadhaarPalindrome
    /// ``MaskProblem/partitaIVAZeros``.
    case partitaIVAZeros
    /// ``MaskProblem/officeDoesNotExist(_:)``.
    case officeDoesNotExist
    /// ``MaskProblem/allZeros(scheme:)``.
    case allZeros
    /// ``MaskProblem/idNumberZeros``.
    case idNumberZeros
    /// ``MaskProblem/cnpjZeros``.
    case cnpjZeros
    /// ``MaskProblem/ahvPrefix``.
    case ahvPrefix
    /// ``MaskProblem/birthDateDoesNotExist(year:month:day:)``.
    case birthDateDoesNotExist
    /// ``MaskProblem/birthDateAfterToday(_:)``.
    case birthDateAfterToday
    /// ``MaskProblem/fhNumberWithoutDate``.
    case fhNumberWithoutDate
    /// ``MaskProblem/individualNumberWithoutCentury(individual:year:)``.
    case individualNumberWithoutCentury
    /// ``MaskProblem/individualNumberNotIssued(_:)``.
    case individualNumberNotIssued
    /// ``MaskProblem/citizenshipDigit``.
    case citizenshipDigit
    /// ``MaskProblem/placeOfBirthDoesNotExist(_:)``.
    case placeOfBirthDoesNotExist
    /// ``MaskProblem/divisionCodeDoesNotExist(_:)``.
    case divisionCodeDoesNotExist
    /// ``MaskProblem/divisionCodeNotInUse(code:year:)``.
    case divisionCodeNotInUse
    /// ``MaskProblem/wordNeverIssued(_:)``.
    case wordNeverIssued
    /// ``MaskProblem/sexHOrM``.
    case sexHOrM
    /// ``MaskProblem/stateDoesNotExist(_:)``.
    case stateDoesNotExist
    /// ``MaskProblem/dateDoesNotExist(_:)``.
    case dateDoesNotExist
    /// ``MaskProblem/departmentDoesNotExist(_:)``.
    case departmentDoesNotExist
    /// ``MaskProblem/futureBirthKey(year:)``.
    case futureBirthKey
    /// ``MaskProblem/negativeNotTaken``.
    case negativeNotTaken
    /// ``MaskProblem/separatorsNotAmount``.
    case separatorsNotAmount
    /// ``MaskProblem/fractionNotTaken``.
    case fractionNotTaken
    /// ``MaskProblem/fractionTooLong(digits:maximum:)``.
    case fractionTooLong
    /// ``MaskProblem/fractionOrThousands(digits:separator:)``.
    case fractionOrThousands
    /// ``MaskProblem/underMinimum(_:)``.
    case underMinimum
    /// ``MaskProblem/overMaximum(_:)``.
    case overMaximum
    /// ``MaskProblem/secondDecimalSeparator``.
    case secondDecimalSeparator
    /// ``MaskProblem/twoMinusSigns``.
    case twoMinusSigns
    /// ``MaskProblem/minusNotTaken``.
    case minusNotTaken
    /// ``MaskProblem/integerDigitsOverMaximum(_:)``.
    case integerDigitsOverMaximum
    /// ``MaskProblem/fractionDigitsOverMaximum(_:)``.
    case fractionDigitsOverMaximum
  }

  /// The problem's kind: its case without its arguments.
  public var kind: Kind {
    switch self {
    case .custom: .custom
    case .doesNotFitMask: .doesNotFitMask
    case .doesNotFitHere: .doesNotFitHere
    case .pasteDoesNotFitHere: .pasteDoesNotFitHere
    case .moreCharactersNeeded: .moreCharactersNeeded
    case .stillNeeds: .stillNeeds
    case .countryCodeReplacesWholeNumber: .countryCodeReplacesWholeNumber
    case .countryCodeMismatch: .countryCodeMismatch
    case .countryCodeMissing: .countryCodeMissing
    case .countryCodeAmbiguous: .countryCodeAmbiguous
    case .pastedDigitsDoNotFit: .pastedDigitsDoNotFit
    case .notPartOfValue: .notPartOfValue
    case .hiddenCharacter: .hiddenCharacter
    case .digitsTooMany: .digitsTooMany
    case .textTooLong: .textTooLong
    case .slotsNotFilled: .slotsNotFilled
    case .characterDoesNotFitSlot: .characterDoesNotFitSlot
    case .shouldBeDigit: .shouldBeDigit
    case .shouldBeLetter: .shouldBeLetter
    case .shouldBeLiteral: .shouldBeLiteral
    case .fitsNoChoice: .fitsNoChoice
    case .textLongerThanMask: .textLongerThanMask
    case .textDoesNotFitMask: .textDoesNotFitMask
    case .noMaskSet: .noMaskSet
    case .slotsStillEmpty: .slotsStillEmpty
    case .invalidPhoneContext: .invalidPhoneContext
    case .phoneContextNumberInvalid: .phoneContextNumberInvalid
    case .subaddressAfterNonDigit: .subaddressAfterNonDigit
    case .misplacedPlus: .misplacedPlus
    case .notPartOfPhoneNumber: .notPartOfPhoneNumber
    case .punctuationAfterExtensionMarker: .punctuationAfterExtensionMarker
    case .phoneNumberTooLong: .phoneNumberTooLong
    case .extensionInGroups: .extensionInGroups
    case .extensionTooLong: .extensionTooLong
    case .regionDenied: .regionDenied
    case .regionNotAllowed: .regionNotAllowed
    case .noKnownCallingCode: .noKnownCallingCode
    case .phoneNumberIncomplete: .phoneNumberIncomplete
    case .failsLuhn: .failsLuhn
    case .brandNotAccepted: .brandNotAccepted
    case .expiryYearOutOfRange: .expiryYearOutOfRange
    case .cardExpired: .cardExpired
    case .expiryDecadePast: .expiryDecadePast
    case .dayDoesNotExist: .dayDoesNotExist
    case .noDayStartsWith: .noDayStartsWith
    case .monthDoesNotExist: .monthDoesNotExist
    case .noMonthStartsWith: .noMonthStartsWith
    case .yearDoesNotExist: .yearDoesNotExist
    case .hourDoesNotExist: .hourDoesNotExist
    case .noHourStartsWith: .noHourStartsWith
    case .minuteDoesNotExist: .minuteDoesNotExist
    case .noMinuteStartsWith: .noMinuteStartsWith
    case .secondDoesNotExist: .secondDoesNotExist
    case .noSecondStartsWith: .noSecondStartsWith
    case .dayNotInMonth: .dayNotInMonth
    case .notInCalendar: .notInCalendar
    case .dateBefore: .dateBefore
    case .dateAfter: .dateAfter
    case .noDateInRange: .noDateInRange
    case .dateWithTimeOfDay: .dateWithTimeOfDay
    case .neitherIsMonth: .neitherIsMonth
    case .needsFourDigitYear: .needsFourDigitYear
    case .noTwoDigitYear: .noTwoDigitYear
    case .dotWithoutDigit: .dotWithoutDigit
    case .portInAddress: .portInAddress
    case .spaceInAddress: .spaceInAddress
    case .notPartOfAddress: .notPartOfAddress
    case .addressParts: .addressParts
    case .octetOver255: .octetOver255
    case .octetLeadingZero: .octetLeadingZero
    case .notIBANLetter: .notIBANLetter
    case .ibanCountryLetters: .ibanCountryLetters
    case .ibanCheckDigitsPlace: .ibanCheckDigitsPlace
    case .notPartOfIBAN: .notPartOfIBAN
    case .noIBANs: .noIBANs
    case .ibanCheckFails: .ibanCheckFails
    case .charactersTooMany: .charactersTooMany
    case .postalCharacterTooMany: .postalCharacterTooMany
    case .postalCharacterMisplaced: .postalCharacterMisplaced
    case .identifierTooLong: .identifierTooLong
    case .separatorMisplaced: .separatorMisplaced
    case .notPartOfIdentifier: .notPartOfIdentifier
    case .identifierCharacterMisplaced: .identifierCharacterMisplaced
    case .identifierLengthExceeded: .identifierLengthExceeded
    case .identifierMaximumExceeded: .identifierMaximumExceeded
    case .checkDigits: .checkDigits
    case .checkLetters: .checkLetters
    case .checkCharacters: .checkCharacters
    case .noCheckFits: .noCheckFits
    case .areaNeverIssued: .areaNeverIssued
    case .groupNeverIssued: .groupNeverIssued
    case .serialNeverIssued: .serialNeverIssued
    case .ssnVoided: .ssnVoided
    case .einPrefixNotAssigned: .einPrefixNotAssigned
    case .firstDigitNeverIssued: .firstDigitNeverIssued
    case .cuitTypeDoesNotExist: .cuitTypeDoesNotExist
    case .idnrRepeatedDigit: .idnrRepeatedDigit
    case .aadhaarFirstDigit: .aadhaarFirstDigit
    case .aadhaarPalindrome: .aadhaarPalindrome
    case .partitaIVAZeros: .partitaIVAZeros
    case .officeDoesNotExist: .officeDoesNotExist
    case .allZeros: .allZeros
    case .idNumberZeros: .idNumberZeros
    case .cnpjZeros: .cnpjZeros
    case .ahvPrefix: .ahvPrefix
    case .birthDateDoesNotExist: .birthDateDoesNotExist
    case .birthDateAfterToday: .birthDateAfterToday
    case .fhNumberWithoutDate: .fhNumberWithoutDate
    case .individualNumberWithoutCentury: .individualNumberWithoutCentury
    case .individualNumberNotIssued: .individualNumberNotIssued
    case .citizenshipDigit: .citizenshipDigit
    case .placeOfBirthDoesNotExist: .placeOfBirthDoesNotExist
    case .divisionCodeDoesNotExist: .divisionCodeDoesNotExist
    case .divisionCodeNotInUse: .divisionCodeNotInUse
    case .wordNeverIssued: .wordNeverIssued
    case .sexHOrM: .sexHOrM
    case .stateDoesNotExist: .stateDoesNotExist
    case .dateDoesNotExist: .dateDoesNotExist
    case .departmentDoesNotExist: .departmentDoesNotExist
    case .futureBirthKey: .futureBirthKey
    case .negativeNotTaken: .negativeNotTaken
    case .separatorsNotAmount: .separatorsNotAmount
    case .fractionNotTaken: .fractionNotTaken
    case .fractionTooLong: .fractionTooLong
    case .fractionOrThousands: .fractionOrThousands
    case .underMinimum: .underMinimum
    case .overMaximum: .overMaximum
    case .secondDecimalSeparator: .secondDecimalSeparator
    case .twoMinusSigns: .twoMinusSigns
    case .minusNotTaken: .minusNotTaken
    case .integerDigitsOverMaximum: .integerDigitsOverMaximum
    case .fractionDigitsOverMaximum: .fractionDigitsOverMaximum
    }
  }

  /// A stable name of the problem's kind (`checkDigits`, `underMinimum`): the case's name, the
  /// `reasonCode` of `maskkit check --json`. It never changes once released; a new reason gets a new
  /// code.
  public var code: String { kind.rawValue }
}
