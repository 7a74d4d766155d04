/// Why a phone number is refused, invalid or not yet complete (``PhonePreset``): a ``MaskProblem`` of
/// the phone kind, read back with `problem.as(PhoneProblem.self)`.
public enum PhoneProblem: KindProblem {
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
  /// `'ext' is followed by punctuation that cannot come before the extension's digits`: punctuation
  /// libphonenumber does not allow between a marker and its digits.
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

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .invalidPhoneContext(let context): ProblemShape("invalidPhoneContext", ["context": .text(context)])
    case .phoneContextNumberInvalid(let number):
      ProblemShape("phoneContextNumberInvalid", ["number": .text(number)])
    case .subaddressAfterNonDigit: ProblemShape("subaddressAfterNonDigit")
    case .misplacedPlus: ProblemShape("misplacedPlus")
    case .notPartOfPhoneNumber: ProblemShape("notPartOfPhoneNumber")
    case .punctuationAfterExtensionMarker(let marker):
      ProblemShape("punctuationAfterExtensionMarker", ["marker": .text(marker)])
    case .phoneNumberTooLong(let maximum): ProblemShape("phoneNumberTooLong", ["maximum": .number(maximum)])
    case .extensionInGroups(let marker, let groups):
      ProblemShape("extensionInGroups", ["marker": .text(marker), "groups": .number(groups)])
    case .extensionTooLong(let marker, let maximum, let digits):
      ProblemShape(
        "extensionTooLong",
        ["marker": .text(marker), "maximum": .number(maximum), "digits": .number(digits)])
    case .regionDenied(let region): ProblemShape("regionDenied", ["region": .region(region)])
    case .regionNotAllowed(let allowed): ProblemShape("regionNotAllowed", ["regions": .regions(allowed)])
    case .noKnownCallingCode: ProblemShape("noKnownCallingCode")
    case .phoneNumberIncomplete(let region, let callingCode):
      incomplete(region: region, callingCode: callingCode)
    }
  }

  /// `not yet a valid number of Germany`, its key `phoneNumberIncomplete.noRegion` without a region.
  private func incomplete(region: String?, callingCode: String) -> ProblemShape {
    guard let region else {
      return ProblemShape(
        "phoneNumberIncomplete", variant: "noRegion", ["callingCode": .text(callingCode)])
    }
    return ProblemShape(
      "phoneNumberIncomplete", ["region": .region(region)],
      englishValues: ["region": PhoneCountry.region(region)?.name ?? region])
  }
}

extension MaskProblem {
  /// A phone number's problem.
  public static func phone(_ problem: PhoneProblem) -> MaskProblem { MaskProblem(problem) }
}
