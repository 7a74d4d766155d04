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
  let inputMask: InputMask

  /// Creates a date mask; throws `invalidPresetOption` when the separator is a digit.
  public init(order: DateOrder = .dmy, separator: Character = "/") throws(MaskSyntaxError) {
    guard !separator.isUnicodeDigit else {
      throw MaskSyntaxError(
        .invalidPresetOption, at: 0, "The date separator '\(separator)' is a digit; choose another character."
      )
    }
    self.order = order
    self.separator = separator
    let blocks = order.fields.map { "[" + String(repeating: "0", count: $0.width) + "]" }
    inputMask = try InputMask(blocks.joined(separator: PresetFormat.escaped(separator)))
  }

  /// A date: what the text shows, the fields typed so far and whether it is a real calendar date.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the digits in field order).
    public var result: MaskResult
    /// The day, once both its digits are typed.
    public var day: Int?
    /// The month, once both its digits are typed.
    public var month: Int?
    /// The year, once its four digits are typed.
    public var year: Int?
    /// Whether all fields are typed and form a date of the Gregorian calendar.
    public var isValidDate: Bool
    /// Why the digits typed cannot become a date (`month 13 does not exist`); nil while they still can.
    public var problem: String?
  }

  /// Formats `input` and reads the date.
  public func match(_ input: CaretText) -> Match {
    let scanned = digitFields.scan(input) { _ in nil }
    let (result, digits) = PresetFields.apply(input, scanned: scanned, mask: inputMask)
    var fields: [DateField: Int] = [:]
    var problem: String?
    var start = 0
    for field in order.fields {
      let end = start + field.width
      if end <= digits.count, let value = Int(String(digits[start..<end])) { fields[field] = value }
      let typed = digits[min(start, digits.count)..<min(end, digits.count)]
      problem =
        problem ?? PresetFields.problem(field.name, typed, width: field.width, valid: field.valid)
      start = end
    }
    if problem == nil, viableCount(digits) < digits.count { problem = "the date is not in the calendar" }
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
    return match
  }

  /// Formats `input`; see ``match(_:)`` for the date it holds.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  private var digitFields: DigitFields {
    DigitFields(
      fields: order.fields.map {
        DigitFields.Field(width: $0.width, maximum: $0 == .year ? nil : $0.valid.upperBound)
      })
  }

  /// The fields drawn as `DD`, `MM` and `YYYY` between separators.
  public var placeholder: String { order.fields.map(\.symbol).joined(separator: String(separator)) }

  /// How many leading digits can still be completed into a valid date (31 April and 30 February cannot).
  func viableCount(_ digits: [Character]) -> Int {
    PresetFields.longestViablePrefix(digits) { prefix in
      var ranges: [DateField: ClosedRange<Int>] = [:]
      var start = prefix.startIndex
      for field in order.fields {
        let end = min(start + field.width, prefix.endIndex)
        guard let range = PartialField.range(prefix[start..<end], width: field.width, valid: field.valid)
        else { return false }
        ranges[field] = range
        start = end
      }
      guard let days = ranges[.day], let months = ranges[.month], let years = ranges[.year] else {
        return false
      }
      return months.contains { month in
        let longest =
          month == 2 ? (Gregorian.containsLeapYear(years) ? 29 : 28) : Gregorian.days(inMonth: month, year: 1)
        return days.lowerBound <= longest
      }
    }
  }
}
