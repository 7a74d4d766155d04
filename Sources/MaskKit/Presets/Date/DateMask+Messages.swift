extension DateMask {
  /// Why digits whose fields are each possible are still no date: `day 31 does not exist in April 2024`
  /// (or in `February` before the year is typed); a general sentence when the day is not typed yet.
  static func calendarProblem(day: Int?, month: Int?, year: Int?) -> MaskProblem {
    guard let day, let month, (1...12).contains(month) else { return .date(.notInCalendar) }
    return .date(.dayNotInMonth(day: day, month: month, year: year))
  }
}
