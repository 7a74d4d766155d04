/// Why an IBAN is refused or invalid (``IBANPreset``): a ``MaskProblem`` of the IBAN kind, read back
/// with `problem.as(IBANProblem.self)`.
public enum IBANProblem: KindProblem {
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
  /// `character 5 does not fit AD's account structure 4!n4!n12!c`: the place in the IBAN (1 is its
  /// first character), the country and its BBAN structure from the SWIFT IBAN Registry (`n` digits,
  /// `a` letters, `c` either).
  case ibanStructure(position: Int, country: String, structure: String)
  /// `the national check digits of this BE account do not match`: the country.
  case ibanNationalCheckFails(country: String)

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .notIBANLetter(let character): ProblemShape("notIBANLetter", ["character": .text(character)])
    case .ibanCountryLetters: ProblemShape("ibanCountryLetters")
    case .ibanCheckDigitsPlace: ProblemShape("ibanCheckDigitsPlace")
    case .notPartOfIBAN(let character): ProblemShape("notPartOfIBAN", ["character": .text(character)])
    case .noIBANs(let country): ProblemShape("noIBANs", ["country": .text(country)])
    case .ibanCheckFails: ProblemShape("ibanCheckFails")
    case .charactersTooMany(let count): ProblemShape("charactersTooMany", ["count": .number(count)])
    case .ibanStructure(let position, let country, let structure):
      ProblemShape(
        "ibanStructure",
        ["position": .number(position), "country": .text(country), "structure": .text(structure)])
    case .ibanNationalCheckFails(let country):
      ProblemShape("ibanNationalCheckFails", ["country": .text(country)])
    }
  }
}

extension MaskProblem {
  /// An IBAN's problem.
  public static func iban(_ problem: IBANProblem) -> MaskProblem { MaskProblem(problem) }
}
