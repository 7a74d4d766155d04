/// Why an amount is refused or invalid (``AmountPreset``): a ``MaskProblem`` of the amount kind, read
/// back with `problem.as(AmountProblem.self)`. A limit is a decimal in ASCII digits with `.`, `-` for a
/// negative one: `10.00`.
public enum AmountProblem: KindProblem {
  /// `the field takes no negative amount`.
  case negativeNotTaken
  /// `its separators are not those of an amount`.
  case separatorsNotAmount
  /// `the decimal separator is not taken: the field takes no fraction`.
  case fractionNotTaken
  /// `the amount has 3 fraction digits; the field takes at most 2` (`takes none`).
  case fractionTooLong(digits: Int, maximum: Int)
  /// `3 digits after ',' may be a fraction or thousands`.
  case fractionOrThousands(digits: Int, separator: Character)
  /// `the amount is under the minimum of 10.00`.
  case underMinimum(String)
  /// `over the maximum 999.99`.
  case overMaximum(String)
  /// `a second decimal separator is not taken`.
  case secondDecimalSeparator
  /// `two minus signs`.
  case twoMinusSigns
  /// `the minus sign is not taken`.
  case minusNotTaken
  /// `more than 7 digits before the decimal separator`.
  case integerDigitsOverMaximum(Int)
  /// `more than 2 digits after the decimal separator`.
  case fractionDigitsOverMaximum(Int)
  /// `the currency 'EUR' is not the field's`.
  case otherCurrency(String)
  /// `more than one currency mark`.
  case twoCurrencies

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .negativeNotTaken: ProblemShape("negativeNotTaken")
    case .separatorsNotAmount: ProblemShape("separatorsNotAmount")
    case .fractionNotTaken: ProblemShape("fractionNotTaken")
    case .fractionTooLong(let digits, let maximum):
      fractionTooLong(digits, maximum)
    case .fractionOrThousands(let digits, let separator):
      ProblemShape("fractionOrThousands", ["digits": .number(digits), "separator": .text(separator)])
    case .underMinimum(let minimum): ProblemShape("underMinimum", ["minimum": .decimal(minimum)])
    case .overMaximum(let maximum): ProblemShape("overMaximum", ["maximum": .decimal(maximum)])
    case .secondDecimalSeparator: ProblemShape("secondDecimalSeparator")
    case .twoMinusSigns: ProblemShape("twoMinusSigns")
    case .minusNotTaken: ProblemShape("minusNotTaken")
    case .integerDigitsOverMaximum(let maximum):
      ProblemShape("integerDigitsOverMaximum", ["maximum": .number(maximum)])
    case .fractionDigitsOverMaximum(let maximum):
      ProblemShape("fractionDigitsOverMaximum", ["maximum": .number(maximum)])
    case .otherCurrency(let currency): ProblemShape("otherCurrency", ["currency": .text(currency)])
    case .twoCurrencies: ProblemShape("twoCurrencies")
    }
  }

  /// `the amount has 3 fraction digits; the field takes at most 2`, its key `fractionTooLong.none` when
  /// the field takes none.
  private func fractionTooLong(_ digits: Int, _ maximum: Int) -> ProblemShape {
    guard maximum != 0 else {
      return ProblemShape("fractionTooLong", variant: "none", ["digits": .number(digits)])
    }
    return ProblemShape(
      "fractionTooLong", ["digits": .number(digits), "maximum": .number(maximum)])
  }
}

extension MaskProblem {
  /// An amount's problem.
  public static func amount(_ problem: AmountProblem) -> MaskProblem { MaskProblem(problem) }
}
