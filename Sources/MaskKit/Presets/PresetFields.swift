/// Applies an input mask to the significant characters of a date, time or expiry.
///
/// Nothing typed is dropped for being impossible (month 13, day 32, hour 24): the text shows what the
/// person typed and the preset reports it invalid with a reason, so a refused digit can never leave a
/// different valid value behind (a refused `2` of `32` followed by `/` would otherwise pad `3` to `03`).
enum PresetFields {
  /// The formatted result and the characters it was built from.
  static func apply(_ input: CaretText, scanned: SignificantInput, mask: InputMask?)
    -> (result: MaskResult, characters: [Character])
  {
    let characters = Array(scanned.characters.prefix((mask?.totalValueLength ?? 0) + 1))
    let result = PresetFormat.apply(
      mask,
      CaretText(
        String(characters), caret: min(scanned.beforeCaret, characters.count), gravity: input.gravity,
        autocomplete: input.autocomplete, autoskip: input.autoskip))
    var whole = result
    whole.isComplete = result.isComplete && scanned.unplacedDigits == 0
    return (whole, Array(result.value))
  }

  /// The number of leading characters for which `isViable` holds for every prefix.
  static func longestViablePrefix(_ characters: [Character], _ isViable: (ArraySlice<Character>) -> Bool)
    -> Int
  {
    var count = 0
    while count < characters.count, isViable(characters[...count]) {
      count += 1
    }
    return count
  }

  /// The fields of a date, time or expiry whose typed digits may be no value.
  enum Name: Sendable {
    case day, month, year, hour, minute, second

    /// `month 13 does not exist`.
    func doesNotExist(_ digits: String) -> MaskProblem { .date(problems.doesNotExist(digits)) }

    /// `no month starts with 2`. Every prefix of a year has a completion (`000` → `0001`), so a year
    /// field never gives one.
    func noneStartsWith(_ digits: String) -> MaskProblem { .date(problems.noneStartsWith(digits)) }

    /// The field's problems for digits that are no value of it, and for digits no value starts with.
    private var problems: (doesNotExist: (String) -> DateProblem, noneStartsWith: (String) -> DateProblem) {
      switch self {
      case .day: (DateProblem.dayDoesNotExist, DateProblem.noDayStartsWith)
      case .month: (DateProblem.monthDoesNotExist, DateProblem.noMonthStartsWith)
      case .year: (DateProblem.yearDoesNotExist, DateProblem.yearDoesNotExist)
      case .hour: (DateProblem.hourDoesNotExist, DateProblem.noHourStartsWith)
      case .minute: (DateProblem.minuteDoesNotExist, DateProblem.noMinuteStartsWith)
      case .second: (DateProblem.secondDoesNotExist, DateProblem.noSecondStartsWith)
      }
    }
  }

  /// Why the typed digits of the field `name` cannot be completed into a value in `valid`, or nil.
  static func problem(_ name: Name, _ digits: ArraySlice<Character>, width: Int, valid: ClosedRange<Int>)
    -> MaskProblem?
  {
    guard !digits.isEmpty, PartialField.range(digits, width: width, valid: valid) == nil else { return nil }
    return digits.count == width ? name.doesNotExist(String(digits)) : name.noneStartsWith(String(digits))
  }
}
