extension DateMask {
  /// The English month names, January first, for messages.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// Why digits whose fields are each possible are still no date: `day 31 does not exist in April 2024`
  /// (or in `February` before the year is typed); a general sentence when the day is not typed yet.
  static func calendarProblem(day: Int?, month: Int?, year: Int?) -> String {
    guard let day, let month, (1...12).contains(month) else { return "the date is not in the calendar" }
    let name = monthNames[month - 1]
    return "day \(day) does not exist in \(name)" + (year.map { " \($0)" } ?? "")
  }
}
