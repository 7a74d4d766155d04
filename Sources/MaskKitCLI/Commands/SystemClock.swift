import Foundation

/// The system clock, read where the command line needs today's date (the core has no clock).
enum SystemClock {
  /// The current month in the local time zone, `YYYY-MM`.
  static func currentMonth() -> String {
    let parts = Calendar.current.dateComponents([.year, .month], from: Date())
    let month = parts.month ?? 1
    return "\(parts.year ?? 2000)-\(month < 10 ? "0" : "")\(month)"
  }

  /// Today in the local time zone, `YYYY-MM-DD`.
  static func currentDay() -> String {
    let day = Calendar.current.component(.day, from: Date())
    return currentMonth() + "-\(day < 10 ? "0" : "")\(day)"
  }
}
