/// Why a national identifier is refused or invalid (``IdentifierPreset``): a ``MaskProblem`` of the
/// identifier kind, read back with `problem.as(IdentifierProblem.self)`. A scheme is given by its name
/// (`us.ssn`); its sentence says what people call it (`SSN`).
public enum IdentifierProblem: KindProblem {
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
  /// `no SIN starts with 8`.
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
  /// `the CPF cannot be all zeros`.
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

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .identifierTooLong(let name): ProblemShape("identifierTooLong", ["scheme": Self.scheme(name)])
    case .separatorMisplaced(let after, let name):
      ProblemShape("separatorMisplaced", ["position": .number(after), "scheme": Self.scheme(name)])
    case .notPartOfIdentifier(let character, let name):
      ProblemShape("notPartOfIdentifier", ["character": .text(character), "scheme": Self.scheme(name)])
    case .identifierCharacterMisplaced(let character, let position, let name):
      ProblemShape(
        "identifierCharacterMisplaced",
        ["character": .text(character), "position": .number(position), "scheme": Self.scheme(name)])
    case .identifierLengthExceeded(let extra, let name, let length):
      ProblemShape(
        "identifierLengthExceeded",
        ["extra": .number(extra), "scheme": Self.scheme(name), "length": .number(length)])
    case .identifierMaximumExceeded(let extra, let name, let maximum):
      ProblemShape(
        "identifierMaximumExceeded",
        ["extra": .number(extra), "scheme": Self.scheme(name), "maximum": .number(maximum)])
    case .checkDigits(let expected): Self.check("checkDigits", expected)
    case .checkLetters(let expected): Self.check("checkLetters", expected)
    case .checkCharacters(let expected): Self.check("checkCharacters", expected)
    case .noCheckFits(let name):
      Self.noCheckFits(name)
    default: numberShape
    }
  }

  /// The shape of a problem of a part of the number (an area, a prefix, a first digit).
  private var numberShape: ProblemShape {
    switch self {
    case .areaNeverIssued(let area): ProblemShape("areaNeverIssued", ["area": .text(area)])
    case .groupNeverIssued: ProblemShape("groupNeverIssued")
    case .serialNeverIssued: ProblemShape("serialNeverIssued")
    case .ssnVoided: ProblemShape("ssnVoided")
    case .einPrefixNotAssigned(let prefix): ProblemShape("einPrefixNotAssigned", ["prefix": .text(prefix)])
    case .firstDigitNeverIssued(let name, let digit):
      ProblemShape("firstDigitNeverIssued", ["scheme": Self.scheme(name), "digit": .text(digit)])
    case .cuitTypeDoesNotExist(let type): ProblemShape("cuitTypeDoesNotExist", ["type": .number(type)])
    case .idnrRepeatedDigit: ProblemShape("idnrRepeatedDigit")
    case .aadhaarFirstDigit: ProblemShape("aadhaarFirstDigit")
    case .aadhaarPalindrome: ProblemShape("aadhaarPalindrome")
    case .partitaIVAZeros: ProblemShape("partitaIVAZeros")
    case .officeDoesNotExist(let office): ProblemShape("officeDoesNotExist", ["office": .text(office)])
    case .allZeros(let name): ProblemShape("allZeros", ["scheme": Self.scheme(name)])
    case .idNumberZeros: ProblemShape("idNumberZeros")
    case .cnpjZeros: ProblemShape("cnpjZeros")
    case .ahvPrefix: ProblemShape("ahvPrefix")
    default: personalShape
    }
  }

  /// The shape of a problem of the birth date, sex or place in a personal identifier.
  private var personalShape: ProblemShape {
    switch self {
    case .birthDateDoesNotExist(let year, let month, let day):
      let date = "\(year)-\(MaskProblem.pad(month))-\(MaskProblem.pad(day))"
      return ProblemShape(
        "birthDateDoesNotExist", ["date": .text(date)])
    case .birthDateAfterToday(let date):
      return ProblemShape(
        "birthDateAfterToday", ["date": .date(date)])
    case .fhNumberWithoutDate:
      return ProblemShape("fhNumberWithoutDate")
    case .individualNumberWithoutCentury(let individual, let year):
      return ProblemShape(
        "individualNumberWithoutCentury", ["individual": .number(individual), "year": .number(year)])
    case .individualNumberNotIssued(let individual):
      return ProblemShape(
        "individualNumberNotIssued", ["individual": .number(individual)])
    case .citizenshipDigit:
      return ProblemShape("citizenshipDigit")
    case .placeOfBirthDoesNotExist(let place):
      return ProblemShape(
        "placeOfBirthDoesNotExist", ["place": .number(place)])
    case .divisionCodeDoesNotExist(let code):
      return ProblemShape(
        "divisionCodeDoesNotExist", ["code": .number(code)])
    case .divisionCodeNotInUse(let code, let year):
      return ProblemShape(
        "divisionCodeNotInUse", ["code": .number(code), "year": .number(year)])
    default: return placeShape
    }
  }

  /// The shape of a problem of a word, state, date or department in a personal identifier.
  private var placeShape: ProblemShape {
    switch self {
    case .wordNeverIssued(let word): ProblemShape("wordNeverIssued", ["word": .text(word)])
    case .sexHOrM: ProblemShape("sexHOrM")
    case .stateDoesNotExist(let state): ProblemShape("stateDoesNotExist", ["state": .text(state)])
    case .dateDoesNotExist(let digits): ProblemShape("dateDoesNotExist", ["digits": .text(digits)])
    case .departmentDoesNotExist(let department):
      ProblemShape("departmentDoesNotExist", ["department": .text(department)])
    case .futureBirthKey(let year): ProblemShape("futureBirthKey", ["year": .number(year)])
    default: ProblemShape("custom", english: "")
    }
  }

  /// What people call the identifier scheme named `name` (`SSN` for `us.ssn`).
  private static func title(_ name: String) -> String { IdentifierScheme.named(name)?.title ?? name }

  /// The scheme as an argument a wording table may translate (`schemes.us.ssn`).
  private static func scheme(_ name: String) -> ProblemArgument {
    .term(key: "schemes." + name, fallback: title(name))
  }

  /// `check digit should be 5`, `check digits should be 09`.
  private static func check(_ code: String, _ expected: String) -> ProblemShape {
    ProblemShape(code, ["expected": .text(expected), "checkCount": .number(expected.count)])
  }

  /// `no check digit makes this a valid TFN`, its key `noCheckFits.digit` (`.letter`, `.character`).
  private static func noCheckFits(_ name: String) -> ProblemShape {
    let noun =
      switch IdentifierScheme.named(name)?.checkKind ?? .characters {
      case .digits: "digit"
      case .letters: "letter"
      case .characters: "character"
      }
    return ProblemShape(
      "noCheckFits", variant: noun, ["scheme": scheme(name)])
  }
}

extension MaskProblem {
  /// A national identifier's problem.
  public static func identifier(_ problem: IdentifierProblem) -> MaskProblem { MaskProblem(problem) }
}
