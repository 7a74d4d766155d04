/// The date preset: ``DateMask`` described once for every surface (see ``Preset``).
public enum DatePreset: Preset {
  public static let name = "date"
  public static let summary = "Gregorian dates in day, month and year fields"
  public static let options: [PresetOption] = [
    PresetOption(
      "order", .text, "the field order DMY (the default), MDY or YMD", default: "DMY",
      choices: ["DMY", "MDY", "YMD"]),
    PresetOption("separator", .text, "the character between fields (default /)"),
    PresetOption(
      "yearDigits", .integer,
      "digits of the year, 4 (the default) or 2 (00-68 are 2000-2068, 69-99 are 1969-1999, as POSIX %y)",
      default: 4),
    PresetOption("min", .text, "the earliest date that completes the field, ISO (2024-01-01)"),
    PresetOption("max", .text, "the latest date that completes the field, ISO (2024-12-31)"),
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    let orderName = spec.text("order") ?? ""
    guard let order = DateOrder(rawValue: orderName.lowercased()) else {
      throw PresetSpec.invalid("unknown date order '\(orderName)'; use DMY, MDY or YMD")
    }
    return try DateMask(
      order: order, separator: try spec.character("separator", default: "/"),
      yearDigits: spec.integer("yearDigits") ?? 4, earliest: try spec.isoDate("min"),
      latest: try spec.isoDate("max"))
  }
}

/// The time preset: ``TimeMask`` described once for every surface (see ``Preset``).
public enum TimePreset: Preset {
  public static let name = "time"
  public static let summary = "times of day on a 24-hour or 12-hour clock"
  public static let options: [PresetOption] = [
    PresetOption(
      "clock", .number, "24 (the default) or 12 (with AM/PM)", default: "24", choices: ["24", "12"]),
    PresetOption("seconds", .flag, "add a seconds field"),
    PresetOption("separator", .text, "the character between fields (default :)"),
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    let clock: TimeMask.Clock
    let clockName = spec.text("clock") ?? ""
    switch clockName.lowercased() {
    case "24", "24h": clock = .twentyFourHour
    case "12", "12h": clock = .twelveHour
    default: throw PresetSpec.invalid("unknown clock '\(clockName)'; use 24 or 12")
    }
    return try TimeMask(
      clock: clock, hasSeconds: spec.flag("seconds"), separator: try spec.character("separator", default: ":")
    )
  }
}

extension DateMask: PresetReporting {
  /// `date`.
  public var presetName: String { DatePreset.name }

  /// The order, calendar, year digits and bounds.
  public var explanation: String {
    let bounds = [earliest.map { "from \($0)" }, latest.map { "to \($0)" }].compactMap { $0 }
    return "date: \(order.rawValue.uppercased()), Gregorian calendar, \(yearDigits)-digit years"
      + bounds.map { ", " + $0 }.joined()
  }

  /// The day, month and year, and whether they make a date.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(
      match.result,
      findings: [
        ("day", .integer(match.day)), ("month", .integer(match.month)), ("year", .integer(match.year)),
        ("validDate", .flag(match.isValidDate)),
      ])
  }
}

extension TimeMask: PresetReporting {
  /// `time`.
  public var presetName: String { TimePreset.name }

  /// The clock and seconds.
  public var explanation: String { "time: \(clock.rawValue)\(hasSeconds ? " with seconds" : "")" }

  /// The hour, minute and second, and whether they make a time.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(
      match.result,
      findings: [
        ("hour", .integer(match.hour)), ("minute", .integer(match.minute)),
        ("second", .integer(match.second)),
        ("validTime", .flag(match.isValidTime)),
      ])
  }
}

extension DateMask: SlotDescribing {
  /// A date of one digit per letter of its layout.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .date, kind: .digits, required: placeholder.count { $0.isLetter || $0.isNumber })
  }
}

extension TimeMask: SlotDescribing {
  /// A time of one digit per letter of its layout.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .time, kind: .digits, required: placeholder.count { $0.isLetter || $0.isNumber })
  }
}

extension SlotSummary.Purpose {
  /// A date.
  public static let date = Self("date", englishName: "Date")
  /// A time of day.
  public static let time = Self("time", englishName: "Time")
}

extension DateMask: FieldTraitsDescribing {
  /// The number pad: the separators are filled in. No content type: a date field may hold any date.
  public var preferredFieldTraits: FieldTraits { FieldTraits(keyboard: .numberPad) }
}

extension TimeMask: FieldTraitsDescribing {
  /// The number pad: the separators are filled in.
  public var preferredFieldTraits: FieldTraits { FieldTraits(keyboard: .numberPad) }
}
