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

/// The values a fixed-width number field can still take when only its first digits are typed.
enum PartialField {
  /// The values of a `width`-digit field starting with `digits`, within `valid`; nil when none is left.
  static func range(_ digits: ArraySlice<Character>, width: Int, valid: ClosedRange<Int>)
    -> ClosedRange<Int>?
  {
    var low = 0
    for digit in digits.prefix(width) {
      guard let value = digit.wholeNumberValue else { return nil }
      low = low * 10 + value
    }
    var high = low
    for _ in min(digits.count, width)..<width {
      low *= 10
      high = high * 10 + 9
    }
    guard low <= valid.upperBound, high >= valid.lowerBound else { return nil }
    return max(low, valid.lowerBound)...min(high, valid.upperBound)
  }
}
