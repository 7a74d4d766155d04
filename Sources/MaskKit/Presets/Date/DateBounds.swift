/// The earliest and latest dates a date field accepts, and whether partly typed fields can still
/// become a date between them.
struct DateBounds: Sendable, Hashable {
  var earliest: CalendarDate?
  var latest: CalendarDate?

  /// Why a whole date is outside the bounds, or nil.
  func problem(_ date: CalendarDate) -> MaskProblem? {
    if let earliest, date < earliest { return .date(.dateBefore(earliest)) }
    if let latest, date > latest { return .date(.dateAfter(latest)) }
    return nil
  }

  /// The years from the earliest to the latest bound.
  var years: ClosedRange<Int> { (earliest?.year ?? 1)...(latest?.year ?? 9999) }

  /// Why no completion of the fields (each the values its typed digits still allow, years given as
  /// full years) is a date between the bounds, or nil when one is.
  func problem(days: ClosedRange<Int>, months: ClosedRange<Int>, years: [Int]) -> MaskProblem? {
    guard let low = earliest ?? CalendarDate(year: 1, month: 1, day: 1),
      let high = latest ?? CalendarDate(year: 9999, month: 12, day: 31), earliest != nil || latest != nil
    else { return nil }
    for year in Self.representatives(years, low.year...high.year) {
      for month in months
      where (low.year, low.month) <= (year, month) && (year, month) <= (high.year, high.month) {
        let first = max(days.lowerBound, year == low.year && month == low.month ? low.day : 1)
        let last = min(days.upperBound, Gregorian.days(inMonth: month, year: year))
        let end = year == high.year && month == high.month ? min(last, high.day) : last
        if first <= end { return nil }
      }
    }
    return .date(.noDateInRange(from: earliest, to: latest))
  }

  /// The years worth trying: every one of `years` within `bounds`, but of a long run only the first and
  /// last ten (the years between them behave like one of those: no bound is in their year, and every
  /// nine consecutive years hold a leap year).
  private static func representatives(_ years: [Int], _ bounds: ClosedRange<Int>) -> [Int] {
    let inside = years.filter(bounds.contains)
    guard inside.count > 20 else { return inside }
    return Array(inside.prefix(10) + inside.suffix(10))
  }

  /// The first and last ten years of `years` within the bounds (all of them when there are few): enough
  /// for ``problem(days:months:years:)`` without listing thousands of years.
  func candidates(_ years: ClosedRange<Int>) -> [Int] {
    let low = max(years.lowerBound, self.years.lowerBound)
    let high = min(years.upperBound, self.years.upperBound)
    guard low <= high else { return [] }
    if high - low < 20 { return Array(low...high) }
    return Array(low..<low + 10) + Array(high - 9...high)
  }
}
