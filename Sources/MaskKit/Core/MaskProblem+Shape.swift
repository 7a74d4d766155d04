extension MaskProblem {
  /// The problem's stable code, wording key, arguments and English sentence; a kind's problem's own
  /// (``KindProblem/shape``).
  public var shape: ProblemShape {
    switch self {
    case .custom(let reason): ProblemShape("custom", ["reason": .text(reason)], english: reason)
    case .doesNotFitMask(let character):
      ProblemShape(
        "doesNotFitMask", ["character": .text(character)], english: "'\(character)' does not fit the mask")
    case .doesNotFitHere(let character):
      ProblemShape(
        "doesNotFitHere", ["character": .text(character)], english: "'\(character)' does not fit here")
    case .pasteDoesNotFitHere:
      ProblemShape("pasteDoesNotFitHere", english: "the pasted text does not fit here")
    case .moreCharactersNeeded: ProblemShape("moreCharactersNeeded", english: "more characters are needed")
    case .stillNeeds(let rest):
      ProblemShape("stillNeeds", ["rest": .text(rest)], english: "still needs \(rest)")
    default: pasteShape ?? dialectShape
    }
  }

  /// The shape of a problem of a paste into a mask with a country code or of a number field, or nil.
  private var pasteShape: ProblemShape? {
    switch self {
    case .countryCodeReplacesWholeNumber:
      ProblemShape(
        "countryCodeReplacesWholeNumber",
        english: "it starts with a country code, so it can only replace the whole number")
    case .countryCodeMismatch(let pasted, let field):
      ProblemShape(
        "countryCodeMismatch", ["pasted": .text(pasted), "field": .text(field)],
        english: "its country code +\(pasted) is not this field's +\(field)")
    case .countryCodeMissing(let field):
      ProblemShape(
        "countryCodeMissing", ["field": .text(field)],
        english: "it does not start with this field's country code +\(field)")
    case .countryCodeAmbiguous:
      ProblemShape("countryCodeAmbiguous", english: "it does not show where its country code ends")
    case .pastedDigitsDoNotFit:
      ProblemShape("pastedDigitsDoNotFit", english: "some of its digits do not fit the mask")
    case .notPartOfValue(let character):
      ProblemShape(
        "notPartOfValue", ["character": .text(character)], english: "'\(character)' is not part of the value")
    case .hiddenCharacter(let scalar):
      ProblemShape(
        "hiddenCharacter", ["codePoint": .text(Self.codePoint(scalar))],
        english: "\(Self.codePoint(scalar)) is not part of the value")
    case .digitsTooMany(let count):
      ProblemShape(
        "digitsTooMany", ["count": .number(count)], english: "\(Self.count(count, "digit")) too many")
    default: nil
    }
  }

  /// The shape of a problem of a format string, a picture or a block mask.
  private var dialectShape: ProblemShape {
    switch self {
    case .textTooLong(let leftOut):
      ProblemShape("textTooLong", ["leftOut": .text(leftOut)], english: "too long: \(leftOut) is left out")
    case .slotsNotFilled: ProblemShape("slotsNotFilled", english: "not every slot has a character that fits")
    case .characterDoesNotFitSlot:
      ProblemShape("characterDoesNotFitSlot", english: "a character does not fit its slot")
    case .shouldBeDigit(let position, let found):
      Self.picture("shouldBeDigit", position, found, "a digit", [:])
    case .shouldBeLetter(let position, let found):
      Self.picture("shouldBeLetter", position, found, "a letter", [:])
    case .shouldBeLiteral(let position, let found, let expected):
      Self.picture("shouldBeLiteral", position, found, "\"\(expected)\"", ["expected": .text(expected)])
    case .fitsNoChoice(let position, let choices):
      ProblemShape(
        "fitsNoChoice", ["position": .number(position), "choices": .text(choices)],
        english: "The text from character \(position) fits none of the choices in \(choices).")
    case .textLongerThanMask(let position):
      ProblemShape(
        "textLongerThanMask", ["position": .number(position)],
        english: "The text is too long: the mask ends before character \(position).")
    case .textDoesNotFitMask: ProblemShape("textDoesNotFitMask", english: "the text does not fit the mask")
    case .noMaskSet: ProblemShape("noMaskSet", english: "no mask is set")
    case .slotsStillEmpty(let empty, let total):
      ProblemShape(
        "slotsStillEmpty", ["empty": .number(empty), "total": .number(total)],
        english: "\(empty) of \(Self.count(total, "slot")) still empty")
    case .kind(let problem): problem.base.shape
    default: ProblemShape("custom", english: "")
    }
  }

  /// `Character 3 ("x") should be a digit.`, its key `shouldBeDigit.missing` when the text does not
  /// reach the character.
  private static func picture(
    _ code: String, _ position: Int, _ found: Character?, _ wanted: String, _ more: [String: ProblemArgument]
  ) -> ProblemShape {
    var arguments = more
    arguments["position"] = .number(position)
    let english = "Character \(position) \(found.map { "(\"\($0)\") " } ?? "")should be \(wanted)."
    guard let found else { return ProblemShape(code, variant: "missing", arguments, english: english) }
    arguments["found"] = .text(found)
    return ProblemShape(code, arguments, english: english)
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
