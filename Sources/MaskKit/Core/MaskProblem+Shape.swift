extension MaskProblem {
  /// The problem's stable code, wording key, arguments and English sentence; a kind's problem's own
  /// (``KindProblem/shape``).
  public var shape: ProblemShape {
    switch self {
    case .custom(let reason): ProblemShape("custom", ["reason": .text(reason)], english: reason)
    case .doesNotFitMask(let character): ProblemShape("doesNotFitMask", ["character": .text(character)])
    case .doesNotFitHere(let character): ProblemShape("doesNotFitHere", ["character": .text(character)])
    case .pasteDoesNotFitHere: ProblemShape("pasteDoesNotFitHere")
    case .moreCharactersNeeded: ProblemShape("moreCharactersNeeded")
    case .stillNeeds(let rest): ProblemShape("stillNeeds", ["rest": .text(rest)])
    default: pasteShape ?? dialectShape
    }
  }

  /// The shape of a problem of a paste into a mask with a country code or of a number field, or nil.
  private var pasteShape: ProblemShape? {
    switch self {
    case .countryCodeReplacesWholeNumber: ProblemShape("countryCodeReplacesWholeNumber")
    case .countryCodeMismatch(let pasted, let field):
      ProblemShape("countryCodeMismatch", ["pasted": .text(pasted), "field": .text(field)])
    case .countryCodeMissing(let field): ProblemShape("countryCodeMissing", ["field": .text(field)])
    case .countryCodeAmbiguous: ProblemShape("countryCodeAmbiguous")
    case .pastedDigitsDoNotFit: ProblemShape("pastedDigitsDoNotFit")
    case .notPartOfValue(let character): ProblemShape("notPartOfValue", ["character": .text(character)])
    case .hiddenCharacter(let scalar):
      ProblemShape("hiddenCharacter", ["codePoint": .text(Self.codePoint(scalar))])
    case .digitsTooMany(let count): ProblemShape("digitsTooMany", ["count": .number(count)])
    default: nil
    }
  }

  /// The shape of a problem of a format string, a picture or a block mask.
  private var dialectShape: ProblemShape {
    switch self {
    case .textTooLong(let leftOut): ProblemShape("textTooLong", ["leftOut": .text(leftOut)])
    case .slotsNotFilled: ProblemShape("slotsNotFilled")
    case .characterDoesNotFitSlot: ProblemShape("characterDoesNotFitSlot")
    case .shouldBeDigit(let position, let found):
      Self.picture("shouldBeDigit", position, found, [:])
    case .shouldBeLetter(let position, let found):
      Self.picture("shouldBeLetter", position, found, [:])
    case .shouldBeLiteral(let position, let found, let expected):
      Self.picture("shouldBeLiteral", position, found, ["expected": .text(expected)])
    case .fitsNoChoice(let position, let choices):
      ProblemShape("fitsNoChoice", ["position": .number(position), "choices": .text(choices)])
    case .textLongerThanMask(let position):
      ProblemShape("textLongerThanMask", ["position": .number(position)])
    case .textDoesNotFitMask: ProblemShape("textDoesNotFitMask")
    case .noMaskSet: ProblemShape("noMaskSet")
    case .slotsStillEmpty(let empty, let total):
      ProblemShape("slotsStillEmpty", ["empty": .number(empty), "total": .number(total)])
    case .kind(let problem): problem.base.shape
    default: ProblemShape("custom", english: "")
    }
  }

  /// `Character 3 ("x") should be a digit.`, its key `shouldBeDigit.missing` when the text does not
  /// reach the character.
  private static func picture(
    _ code: String, _ position: Int, _ found: Character?, _ more: [String: ProblemArgument]
  ) -> ProblemShape {
    var arguments = more
    arguments["position"] = .number(position)
    guard let found else { return ProblemShape(code, variant: "missing", arguments) }
    arguments["found"] = .text(found)
    return ProblemShape(code, arguments)
  }

  /// A stable name of the problem (`checkDigits`, `underMinimum`): the case's name (a kind's problem's
  /// case's), the `reasonCode` of `maskkit check --json`. It never changes once released; a new reason
  /// gets a new code.
  public var code: String {
    if case .kind(let problem) = self { return problem.base.code }
    return shape.code
  }
}

extension ProblemArgument {
  /// A character of the input or the mask, as text.
  public static func text(_ character: Character) -> Self { .text(String(character)) }
}
