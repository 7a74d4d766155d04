/// Gregorian calendar facts the date presets check (proleptic, no Foundation).
enum Gregorian {
  /// Whether `year` has a 29 February.
  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days of `month` (1…12) in `year`.
  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether some year in `years` is a leap year (there is one in every nine consecutive years).
  static func containsLeapYear(_ years: ClosedRange<Int>) -> Bool {
    var year = years.lowerBound
    while year <= years.upperBound, year < years.lowerBound + 9 {
      if isLeapYear(year) { return true }
      year += 1
    }
    return false
  }
}
