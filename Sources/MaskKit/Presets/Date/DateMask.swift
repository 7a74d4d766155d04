/// A calendar date in a chosen order and separator, such as `31/12/2024` (DMY) or `2024-12-31` (YMD).
///
/// Built on the input mask `[00]/[00]/[0000]`. Digits that make the date impossible (month 13, day 32,
/// 31 April, 29 February in a year that is not a leap year) are shown as typed and the match reports
/// why (``Match/problem``); `isComplete` is true only for a whole, valid date.
public struct DateMask: Mask, Hashable {
  /// The order of the fields.
  public let order: DateOrder
  /// The character between the fields.
  public let separator: Character
  /// How many digits the year has: 4, or 2 read with ``fullYear(_:)``'s pivot.
  public let yearDigits: Int
  let bounds: DateBounds
  let inputMask: InputMask

  /// Creates a date mask; throws `PresetError` when the separator is a digit, the year has
  /// neither 2 nor 4 digits, or `earliest` is after `latest`.
  public init(
    order: DateOrder = .dmy, separator: Character = "/", yearDigits: Int = 4, earliest: CalendarDate? = nil,
    latest: CalendarDate? = nil
  ) throws(PresetError) {
    guard !separator.isUnicodeDigit else {
      throw PresetError(
        .invalidOption, "The date separator '\(separator)' is a digit; choose another character."
      )
    }
    guard yearDigits == 2 || yearDigits == 4 else {
      throw PresetError(.invalidOption, "A year has 2 or 4 digits, not \(yearDigits).")
    }
    if let earliest, let latest, earliest > latest {
      throw PresetError(.invalidOption, "The earliest date \(earliest) is after the latest \(latest).")
    }
    self.order = order
    self.separator = separator
    self.yearDigits = yearDigits
    self.bounds = DateBounds(earliest: earliest, latest: latest)
    let blocks = order.fields.map { [yearDigits] field in
      "[" + String(repeating: "0", count: field == .year ? yearDigits : field.width) + "]"
    }
    do {
      inputMask = try InputMask(blocks.joined(separator: PresetFormat.escaped(separator)))
    } catch {
      throw PresetError(.invalidOption, "The date separator '\(separator)' cannot be used: \(error.message)")
    }
  }

  /// The earliest date that completes the field, if any.
  public var earliest: CalendarDate? { bounds.earliest }
  /// The latest date that completes the field, if any.
  public var latest: CalendarDate? { bounds.latest }

  /// The year a two-digit year stands for, with the pivot of POSIX `strptime` `%y` (IEEE Std 1003.1-2017):
  /// 69–99 are 1969–1999, 00–68 are 2000–2068.
  public static func fullYear(_ twoDigits: Int) -> Int {
    twoDigits < 69 ? 2000 + twoDigits : 1900 + twoDigits
  }

  /// How many digits `field` has in this mask.
  func width(_ field: DateField) -> Int { field == .year ? yearDigits : field.width }

  /// The values `field` can take on its own in this mask (a two-digit year: 00–99).
  func valid(_ field: DateField) -> ClosedRange<Int> {
    field == .year && yearDigits == 2 ? 0...99 : field.valid
  }

  /// A date: what the text shows, the fields typed so far and whether it is a real calendar date.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the digits in field order).
    public var result: MaskResult
    /// The day, once both its digits are typed.
    public var day: Int?
    /// The month, once both its digits are typed.
    public var month: Int?
    /// The year, once its digits are typed (a two-digit year as ``DateMask/fullYear(_:)`` reads it).
    public var year: Int?
    /// Whether all fields are typed and form a date of the Gregorian calendar.
    public var isValidDate: Bool
    /// Why the digits typed cannot become a date (`month 13 does not exist`); nil while they still can.
    /// A date outside the earliest and latest is not a problem of the calendar: the result's
    /// ``MaskResult/problem`` says so and the field is incomplete.
    public var problem: MaskProblem?
  }

  /// Formats `input` and reads the date.
  public func match(_ input: CaretText) -> Match {
    let scanned = digitFields.scan(input) { _ in nil }
    let (result, digits) = PresetFields.apply(input, scanned: scanned, mask: inputMask)
    var fields: [DateField: Int] = [:]
    var problem: MaskProblem?
    var start = 0
    for field in order.fields {
      let end = start + width(field)
      if end <= digits.count, let value = Int(String(digits[start..<end])) {
        fields[field] = field == .year && yearDigits == 2 ? Self.fullYear(value) : value
      }
      let typed = digits[min(start, digits.count)..<min(end, digits.count)]
      problem =
        problem ?? PresetFields.problem(field.name, typed, width: width(field), valid: valid(field))
      start = end
    }
    if problem == nil, viableCount(digits) < digits.count {
      problem = Self.calendarProblem(day: fields[.day], month: fields[.month], year: fields[.year])
    }
    var match = Match(
      result: result, day: fields[.day], month: fields[.month], year: fields[.year], isValidDate: false,
      problem: problem ?? scanned.overflow)
    if let day = match.day, let month = match.month, let year = match.year {
      match.isValidDate =
        (1...12).contains(month) && year >= 1
        && (1...Gregorian.days(inMonth: month, year: year)).contains(day)
    }
    match.result.isComplete = result.isComplete && match.isValidDate
    match.result.tailPlaceholder = String(placeholder.suffix(result.tailPlaceholder.count))
    if let problem = match.problem {
      match.result = match.result.validated(by: .invalid(problem))
    } else if let outside = boundsProblem(digits) {
      match.result = match.result.validated(by: .invalid(outside))
    }
    match.result = match.result.refusingUnreadCharacters(
      in: input.text, overflow: scanned.unplacedDigits > 0 ? match.problem : nil
    ) { $0 == separator }
    return match
  }

  /// Formats `input`; see ``match(_:)`` for the date it holds.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  private var digitFields: DigitFields {
    DigitFields(
      fields: order.fields.map {
        DigitFields.Field(width: width($0), maximum: $0 == .year ? nil : $0.valid.upperBound)
      })
  }

  /// The fields drawn as `DD`, `MM` and `YYYY` (or `YY`) between separators.
  public var placeholder: String {
    order.fields.map { $0 == .year ? String($0.symbol.suffix(yearDigits)) : $0.symbol }
      .joined(separator: String(separator))
  }

  /// The values each field can still take given the digits typed, or nil when one can take none.
  private func ranges(_ prefix: ArraySlice<Character>) -> [DateField: ClosedRange<Int>]? {
    var ranges: [DateField: ClosedRange<Int>] = [:]
    var start = prefix.startIndex
    for field in order.fields {
      let end = min(start + width(field), prefix.endIndex)
      guard let range = PartialField.range(prefix[start..<end], width: width(field), valid: valid(field))
      else { return nil }
      ranges[field] = range
      start = max(start, end)
    }
    return ranges
  }

  /// The full years a year field's range of values stands for.
  private func fullYears(_ range: ClosedRange<Int>) -> [Int] {
    yearDigits == 2 ? range.map(Self.fullYear).sorted() : bounds.candidates(range)
  }

  /// Why the digits typed can no longer become a date from ``earliest`` to ``latest``, or nil.
  private func boundsProblem(_ digits: [Character]) -> MaskProblem? {
    guard earliest != nil || latest != nil, let ranges = ranges(digits[...]),
      let days = ranges[.day], let months = ranges[.month], let years = ranges[.year]
    else { return nil }
    if days.count == 1, months.count == 1, years.count == 1,
      let date = CalendarDate(
        year: fullYears(years).first ?? years.lowerBound, month: months.lowerBound, day: days.lowerBound)
    {
      return bounds.problem(date)
    }
    return bounds.problem(days: days, months: months, years: fullYears(years))
  }

  /// How many leading digits can still be completed into a valid date (31 April and 30 February cannot).
  func viableCount(_ digits: [Character]) -> Int {
    PresetFields.longestViablePrefix(digits) { prefix in
      guard let ranges = ranges(prefix), let days = ranges[.day], let months = ranges[.month],
        let years = ranges[.year]
      else { return false }
      let leap =
        yearDigits == 2
        ? years.contains { Gregorian.isLeapYear(Self.fullYear($0)) } : Gregorian.containsLeapYear(years)
      return months.contains { month in
        let longest = month == 2 ? (leap ? 29 : 28) : Gregorian.days(inMonth: month, year: 1)
        return days.lowerBound <= longest
      }
    }
  }
}
