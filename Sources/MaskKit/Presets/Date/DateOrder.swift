/// The order of day, month and year in a date preset.
public enum DateOrder: String, Sendable, Hashable, CaseIterable {
  /// Day, month, year: `31/12/2024`.
  case dmy
  /// Month, day, year: `12/31/2024`.
  case mdy
  /// Year, month, day: `2024/12/31`.
  case ymd

  /// The fields in the order they are typed.
  var fields: [DateField] {
    switch self {
    case .dmy: return [.day, .month, .year]
    case .mdy: return [.month, .day, .year]
    case .ymd: return [.year, .month, .day]
    }
  }

  /// Whether the day comes before the month (only in DMY).
  var isDayBeforeMonth: Bool { self == .dmy }
}

/// One field of a date.
enum DateField: Sendable {
  case day, month, year

  /// How many digits the field has.
  var width: Int { self == .year ? 4 : 2 }
  /// The values the field can take on its own.
  var valid: ClosedRange<Int> {
    switch self {
    case .day: return 1...31
    case .month: return 1...12
    case .year: return 1...9999
    }
  }
  /// The field's name in a problem (`day 32 does not exist`).
  var name: PresetFields.Name {
    switch self {
    case .day: return .day
    case .month: return .month
    case .year: return .year
    }
  }
  /// How the field is drawn in the placeholder.
  var symbol: String {
    switch self {
    case .day: return "DD"
    case .month: return "MM"
    case .year: return "YYYY"
    }
  }
}
