import Foundation
import MaskKit

extension MaskProblem {
  /// The problem's reason in the language of `locale` (`Locale.current` unless the app chooses):
  /// ``WordingTable/bundled(for:)``'s sentence with the problem's values formatted for the locale; a
  /// `custom` problem's own text.
  ///
  /// `MaskProblem.checkDigits("09").localizedDescription(locale: Locale(identifier: "de"))` is
  /// `Prüfziffern müssen 09 lauten`. A language MaskKit has no table for reads English.
  public func localizedDescription(locale: Locale = .current) -> String {
    localizedDescription(with: WordingFormatter.bundled(for: locale))
  }

  /// The problem's reason as `table` words it, with numbers and dates formatted for `locale`; the
  /// English table's words where `table` has no entry for the problem.
  public func localizedDescription(table: WordingTable, locale: Locale = .current) -> String {
    localizedDescription(with: WordingFormatter(table: table, locale: locale))
  }

  /// The reason from `formatter`'s table, else the English table's, else `description`.
  func localizedDescription(with formatter: WordingFormatter) -> String {
    if case .custom(let reason) = self { return reason }
    let (key, arguments) = wordingEntry(scheme: { scheme in
      formatter.table.entries["schemes." + scheme].flatMap {
        $0.text(numbers: { _ in nil }, language: formatter.table.language)
      } ?? IdentifierMask.title(ofScheme: scheme) ?? scheme
    })
    return formatter.text("problems." + key, arguments) ?? description
  }

  /// The table key of the problem's sentence (`checkDigits`, `shouldBeDigit.missing`) and its
  /// arguments; `scheme` names an identifier scheme.
  func wordingEntry(scheme: (String) -> String) -> (key: String, arguments: [String: WordingArgument]) {
    let code = kind.rawValue
    func text(_ character: Character) -> WordingArgument { .text(String(character)) }
    switch self {
    case .custom(let reason): return (code, ["reason": .text(reason)])
    case .doesNotFitMask(let character), .doesNotFitHere(let character), .notPartOfValue(let character),
      .notPartOfAddress(let character), .notIBANLetter(let character), .notPartOfIBAN(let character):
      return (code, ["character": text(character)])
    case .stillNeeds(let rest): return (code, ["rest": .text(rest)])
    case .countryCodeMismatch(let pasted, let field):
      return (code, ["pasted": .text(pasted), "field": .text(field)])
    case .countryCodeMissing(let field): return (code, ["field": .text(field)])
    case .hiddenCharacter(let scalar): return (code, ["codePoint": .text(Self.codePoint(scalar))])
    case .digitsTooMany(let count), .charactersTooMany(let count), .addressParts(let count):
      return (code, ["count": .number(count)])
    case .textTooLong(let leftOut): return (code, ["leftOut": .text(leftOut)])
    case .shouldBeDigit(let position, let found), .shouldBeLetter(let position, let found):
      return picture(code, position, found, [:])
    case .shouldBeLiteral(let position, let found, let expected):
      return picture(code, position, found, ["expected": text(expected)])
    case .fitsNoChoice(let position, let choices):
      return (code, ["position": .number(position), "choices": .text(choices)])
    case .textLongerThanMask(let position): return (code, ["position": .number(position)])
    case .slotsStillEmpty(let empty, let total):
      return (code, ["empty": .number(empty), "total": .number(total)])
    case .invalidPhoneContext(let context): return (code, ["context": .text(context)])
    case .phoneContextNumberInvalid(let number): return (code, ["number": .text(number)])
    case .punctuationAfterExtensionMarker(let marker): return (code, ["marker": .text(marker)])
    case .phoneNumberTooLong(let maximum): return (code, ["maximum": .number(maximum)])
    case .extensionInGroups(let marker, let groups):
      return (code, ["marker": .text(marker), "groups": .number(groups)])
    case .extensionTooLong(let marker, let maximum, let digits):
      return (code, ["marker": .text(marker), "maximum": .number(maximum), "digits": .number(digits)])
    case .regionDenied(let region): return (code, ["region": .region(region)])
    case .regionNotAllowed(let allowed): return (code, ["regions": .regions(allowed)])
    case .phoneNumberIncomplete(let region?, _): return (code, ["region": .region(region)])
    case .phoneNumberIncomplete(nil, let callingCode):
      return (code + ".noRegion", ["callingCode": .text(callingCode)])
    case .brandNotAccepted(let brand, let accepted):
      let list = WordingArgument.list(accepted.map(\.name))
      guard let brand else { return (code + ".unknown", ["accepted": list]) }
      return (code, ["brand": .text(brand.name), "accepted": list])
    case .cardExpired(let month, let year):
      return (code, ["expiry": .text("\(Self.pad(month))/\(year)")])
    case .expiryDecadePast(let decade): return (code, ["decade": .text("\(decade / 10)x")])
    case .dayDoesNotExist(let digits), .noDayStartsWith(let digits), .monthDoesNotExist(let digits),
      .noMonthStartsWith(let digits), .yearDoesNotExist(let digits), .hourDoesNotExist(let digits),
      .noHourStartsWith(let digits), .minuteDoesNotExist(let digits), .noMinuteStartsWith(let digits),
      .secondDoesNotExist(let digits), .noSecondStartsWith(let digits), .dateDoesNotExist(let digits):
      return (code, ["digits": .text(digits)])
    case .dayNotInMonth(let day, let month, let year?):
      return (code, ["day": .number(day), "month": .month(month), "year": .number(year)])
    case .dayNotInMonth(let day, let month, nil):
      return (code + ".noYear", ["day": .number(day), "month": .month(month)])
    case .dateBefore(let date), .dateAfter(let date), .birthDateAfterToday(let date):
      return (code, ["date": .date(date)])
    case .noDateInRange(let from?, let to?): return (code, ["from": .date(from), "to": .date(to)])
    case .noDateInRange(let from?, nil): return (code + ".from", ["from": .date(from)])
    case .noDateInRange(nil, let to): return (code + ".to", to.map { ["to": .date($0)] } ?? [:])
    case .neitherIsMonth(let first, let second):
      return (code, ["first": .text(first), "second": .text(second)])
    case .noTwoDigitYear(let year), .futureBirthKey(let year): return (code, ["year": .number(year)])
    case .octetOver255(let octet), .octetLeadingZero(let octet): return (code, ["octet": .text(octet)])
    case .noIBANs(let country): return (code, ["country": .text(country)])
    case .postalCharacterTooMany(let character, let region, let pattern):
      return (code, ["character": text(character), "region": .region(region), "pattern": .text(pattern)])
    case .postalCharacterMisplaced(let character, let after, let region, let pattern):
      return (
        code,
        [
          "character": text(character), "after": .text(after), "region": .region(region),
          "pattern": .text(pattern),
        ]
      )
    default: return identifierEntry(code, scheme: scheme) ?? amountEntry(code) ?? (code, [:])
    }
  }

  /// `shouldBeDigit`, or `shouldBeDigit.missing` when the text does not reach the character.
  private func picture(
    _ code: String, _ position: Int, _ found: Character?, _ more: [String: WordingArgument]
  ) -> (key: String, arguments: [String: WordingArgument]) {
    var arguments = more
    arguments["position"] = .number(position)
    guard let found else { return (code + ".missing", arguments) }
    arguments["found"] = .text(String(found))
    return (code, arguments)
  }

  /// The entry of a national identifier's problem, or nil.
  private func identifierEntry(_ code: String, scheme: (String) -> String) -> (
    key: String, arguments: [String: WordingArgument]
  )? {
    switch self {
    case .identifierTooLong(let name), .allZeros(let name): return (code, ["scheme": .text(scheme(name))])
    case .separatorMisplaced(let after, let name):
      return (code, ["position": .number(after), "scheme": .text(scheme(name))])
    case .notPartOfIdentifier(let character, let name):
      return (code, ["character": .text(String(character)), "scheme": .text(scheme(name))])
    case .identifierCharacterMisplaced(let character, let position, let name):
      return (
        code,
        ["character": .text(String(character)), "position": .number(position), "scheme": .text(scheme(name))]
      )
    case .identifierLengthExceeded(let extra, let name, let length):
      return (code, ["extra": .number(extra), "scheme": .text(scheme(name)), "length": .number(length)])
    case .identifierMaximumExceeded(let extra, let name, let maximum):
      return (code, ["extra": .number(extra), "scheme": .text(scheme(name)), "maximum": .number(maximum)])
    case .checkDigits(let expected), .checkLetters(let expected), .checkCharacters(let expected):
      return (code, ["expected": .text(expected), "checkCount": .number(expected.count)])
    case .noCheckFits(let name):
      let noun =
        switch IdentifierMask.checkKind(ofScheme: name) {
        case .digits?: "digit"
        case .letters?: "letter"
        default: "character"
        }
      return (code + "." + noun, ["scheme": .text(scheme(name))])
    case .areaNeverIssued(let area): return (code, ["area": .text(area)])
    case .einPrefixNotAssigned(let prefix): return (code, ["prefix": .text(prefix)])
    case .firstDigitNeverIssued(let name, let digit):
      return (code, ["scheme": .text(scheme(name)), "digit": .text(String(digit))])
    case .cuitTypeDoesNotExist(let type): return (code, ["type": .number(type)])
    case .officeDoesNotExist(let office): return (code, ["office": .text(office)])
    case .birthDateDoesNotExist(let year, let month, let day):
      return (code, ["date": .text("\(year)-\(Self.pad(month))-\(Self.pad(day))")])
    case .individualNumberWithoutCentury(let individual, let year):
      return (code, ["individual": .number(individual), "year": .number(year)])
    case .individualNumberNotIssued(let individual): return (code, ["individual": .number(individual)])
    case .placeOfBirthDoesNotExist(let place): return (code, ["place": .number(place)])
    case .divisionCodeDoesNotExist(let division): return (code, ["code": .number(division)])
    case .divisionCodeNotInUse(let division, let year):
      return (code, ["code": .number(division), "year": .number(year)])
    case .wordNeverIssued(let word): return (code, ["word": .text(word)])
    case .stateDoesNotExist(let state): return (code, ["state": .text(state)])
    case .departmentDoesNotExist(let department): return (code, ["department": .text(department)])
    default: return nil
    }
  }

  /// The entry of an amount's problem, or nil.
  private func amountEntry(_ code: String) -> (key: String, arguments: [String: WordingArgument])? {
    switch self {
    case .fractionTooLong(let digits, let maximum):
      return maximum == 0
        ? (code + ".none", ["digits": .number(digits)])
        : (code, ["digits": .number(digits), "maximum": .number(maximum)])
    case .fractionOrThousands(let digits, let separator):
      return (code, ["digits": .number(digits), "separator": .text(String(separator))])
    case .underMinimum(let minimum): return (code, ["minimum": .decimal(minimum)])
    case .overMaximum(let maximum): return (code, ["maximum": .decimal(maximum)])
    case .integerDigitsOverMaximum(let maximum), .fractionDigitsOverMaximum(let maximum):
      return (code, ["maximum": .number(maximum)])
    default: return nil
    }
  }
}
