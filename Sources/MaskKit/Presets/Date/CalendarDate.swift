/// A day of the proleptic Gregorian calendar, ordered by time: the bounds of a date field.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year, 1…9999.
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month.
  public let day: Int

  /// The date, or nil when it is not in the calendar (31 April, 29 February 2023, year 0).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Gregorian.days(inMonth: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads an ISO 8601 calendar date `YYYY-MM-DD` (ISO 8601-1:2019 §5.2.2.1, extended format); nil
  /// for any other text or a date not in the calendar.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `2024-01-31`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Earlier dates first.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
