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

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .notIBANLetter(let character):
      ProblemShape(
        "notIBANLetter", ["character": .text(character)],
        english: "'\(character)' is not a letter A-Z of an IBAN")
    case .ibanCountryLetters: ProblemShape("ibanCountryLetters", english: "an IBAN starts with two letters")
    case .ibanCheckDigitsPlace:
      ProblemShape("ibanCheckDigitsPlace", english: "an IBAN has two check digits after its country")
    case .notPartOfIBAN(let character):
      ProblemShape(
        "notPartOfIBAN", ["character": .text(character)], english: "'\(character)' is not part of an IBAN")
    case .noIBANs(let country):
      ProblemShape(
        "noIBANs", ["country": .text(country)], english: "\(country) has no IBANs in the SWIFT registry")
    case .ibanCheckFails:
      ProblemShape("ibanCheckFails", english: "the check digits do not match (ISO 7064 MOD 97-10)")
    case .charactersTooMany(let count):
      ProblemShape(
        "charactersTooMany", ["count": .number(count)],
        english: "\(MaskProblem.count(count, "character")) too many")
    }
  }
}

extension MaskProblem {
  /// An IBAN's problem.
  public static func iban(_ problem: IBANProblem) -> MaskProblem { MaskProblem(problem) }
}
