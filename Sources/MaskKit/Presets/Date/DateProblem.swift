/// Why a date or a time of day is refused, invalid or not yet complete (``DateMask``, ``TimeMask``): a
/// ``MaskProblem`` of the date kind, read back with `problem.as(DateProblem.self)`.
public enum DateProblem: KindProblem {
  /// `day 32 does not exist`: the day's digits as typed.
  case dayDoesNotExist(String)
  /// `no day starts with 4`.
  case noDayStartsWith(String)
  /// `month 13 does not exist`.
  case monthDoesNotExist(String)
  /// `no month starts with 2`.
  case noMonthStartsWith(String)
  /// `year 0000 does not exist`.
  case yearDoesNotExist(String)
  /// `hour 24 does not exist`.
  case hourDoesNotExist(String)
  /// `no hour starts with 3`.
  case noHourStartsWith(String)
  /// `minute 60 does not exist`.
  case minuteDoesNotExist(String)
  /// `no minute starts with 6`.
  case noMinuteStartsWith(String)
  /// `second 60 does not exist`.
  case secondDoesNotExist(String)
  /// `no second starts with 6`.
  case noSecondStartsWith(String)
  /// `day 31 does not exist in April 2024` (`in February` before the year is typed): the month 1–12.
  case dayNotInMonth(day: Int, month: Int, year: Int?)
  /// `the date is not in the calendar`.
  case notInCalendar
  /// `the date is before 2024-01-01`: the earliest date the field takes.
  case dateBefore(CalendarDate)
  /// `the date is after 2024-12-31`: the latest date the field takes.
  case dateAfter(CalendarDate)
  /// `no date from 2024-01-01 to 2024-12-31 can be completed from these digits`: the field's bounds,
  /// at least one of them.
  case noDateInRange(from: CalendarDate?, to: CalendarDate?)
  /// `this is a date with a time of day; paste the date alone`.
  case dateWithTimeOfDay
  /// `neither 13 nor 14 can be a month`: the first two groups of a pasted date.
  case neitherIsMonth(String, String)
  /// `the date needs a four-digit year`.
  case needsFourDigitYear
  /// `the year 1950 has no two-digit form (00–68 are 2000–2068, 69–99 1969–1999)`.
  case noTwoDigitYear(Int)

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .dayDoesNotExist(let digits): Self.digits("dayDoesNotExist", digits)
    case .noDayStartsWith(let digits): Self.digits("noDayStartsWith", digits)
    case .monthDoesNotExist(let digits):
      Self.digits("monthDoesNotExist", digits)
    case .noMonthStartsWith(let digits):
      Self.digits("noMonthStartsWith", digits)
    case .yearDoesNotExist(let digits):
      Self.digits("yearDoesNotExist", digits)
    case .hourDoesNotExist(let digits):
      Self.digits("hourDoesNotExist", digits)
    case .noHourStartsWith(let digits):
      Self.digits("noHourStartsWith", digits)
    case .minuteDoesNotExist(let digits):
      Self.digits("minuteDoesNotExist", digits)
    case .noMinuteStartsWith(let digits):
      Self.digits("noMinuteStartsWith", digits)
    case .secondDoesNotExist(let digits):
      Self.digits("secondDoesNotExist", digits)
    case .noSecondStartsWith(let digits):
      Self.digits("noSecondStartsWith", digits)
    default: boundsShape
    }
  }

  /// The shape of a problem of a whole date: its day in its month, its bounds, a pasted date.
  private var boundsShape: ProblemShape {
    switch self {
    case .dayNotInMonth(let day, let month, let year):
      guard let year else {
        return ProblemShape(
          "dayNotInMonth", variant: "noYear", ["day": .number(day), "month": .month(month)])
      }
      return ProblemShape(
        "dayNotInMonth", ["day": .number(day), "month": .month(month), "year": .number(year)])
    case .notInCalendar: return ProblemShape("notInCalendar")
    case .dateBefore(let date):
      return ProblemShape("dateBefore", ["date": .date(date)])
    case .dateAfter(let date):
      return ProblemShape("dateAfter", ["date": .date(date)])
    case .noDateInRange(let from, let to): return Self.noDateInRange(from, to)
    case .dateWithTimeOfDay:
      return ProblemShape(
        "dateWithTimeOfDay")
    case .neitherIsMonth(let first, let second):
      return ProblemShape(
        "neitherIsMonth", ["first": .text(first), "second": .text(second)])
    case .needsFourDigitYear:
      return ProblemShape("needsFourDigitYear")
    case .noTwoDigitYear(let year):
      return ProblemShape(
        "noTwoDigitYear", ["year": .number(year)])
    default: return ProblemShape("custom", english: "")
    }
  }

  /// A problem whose one argument is the digits of a part of the date or time.
  private static func digits(_ code: String, _ digits: String) -> ProblemShape {
    ProblemShape(code, ["digits": .text(digits)])
  }

  /// `no date from 2024-01-01 to 2024-12-31 can be completed from these digits`, its key
  /// `noDateInRange.from` or `.to` with one bound.
  private static func noDateInRange(_ from: CalendarDate?, _ to: CalendarDate?) -> ProblemShape {
    switch (from, to) {
    case (let from?, let to?):
      return ProblemShape("noDateInRange", ["from": .date(from), "to": .date(to)])
    case (let from?, nil):
      return ProblemShape("noDateInRange", variant: "from", ["from": .date(from)])
    case (nil, let to):
      return ProblemShape(
        "noDateInRange", variant: "to", to.map { ["to": .date($0)] } ?? [:])
    }
  }
}

extension MaskProblem {
  /// A date's or a time of day's problem.
  public static func date(_ problem: DateProblem) -> MaskProblem { MaskProblem(problem) }
}
