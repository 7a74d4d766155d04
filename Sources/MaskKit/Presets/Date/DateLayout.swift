/// Dates pasted in another layout: ISO `2024-02-29` into any order, `02/29/2024` into a DMY field when a
/// field from 13 to 31 leaves no doubt, otherwise the field's own order of day and month.
extension DateMask: PasteLayoutReading {
  /// Reads three groups of digits separated by `/`, `.`, `-` (or another dash, `dashes`), spaces or the
  /// field's separator, after trimming invisible format characters at the ends and one final `.`
  /// (`trimmed(_:)`): a
  /// four-digit first group is the year of a year-month-day date; a four-digit last group (or two-digit,
  /// in a two-digit-year field) follows a day and a month, told apart by which can be a month when the
  /// other can be a day (`31/12/2024` and `12/31/2024` are the same date); a group that can be neither
  /// (`00`, `32`) tells nothing, so the two are read in the field's own order and the impossible one
  /// is reported where it was written (`01/00/2024` in a DMY field is month 00, never day 00 of
  /// January). In a year-first field with two-digit years, three pairs of digits are the field's own
  /// layout, read in its order (`24/12/31` is 31 December 2024). A year-first date ending in a one-digit
  /// day after a two-digit month (`2020-02-2`) is not finished and is read as given. A one- or two-digit year in a four-digit
  /// field, a year a two-digit field cannot show, two groups that cannot be a month, or an invisible
  /// format character between two digits (`StrayCharacters.firstHidden(in:)`) are refused; anything else
  /// is left to the usual readings (a one-digit year in a two-digit field is a date not finished yet).
  public func pasteLayout(of pasted: String) -> PasteLayout {
    if let hidden = StrayCharacters.firstHidden(in: pasted) {
      return .refused(reason: .hiddenCharacter(hidden))
    }
    guard pasted.utf8.count <= DigitFields.longestLayout else { return .unrecognised }
    if let date = Self.dateBeforeTimeOfDay(pasted), case .recognised = pasteLayout(of: date) {
      return .refused(reason: .date(.dateWithTimeOfDay))
    }
    let isSeparator = { (character: Character) in
      "/.-".contains(character) || Self.dashes.contains(character) || character == separator
    }
    guard let shape = PasteShape(Self.trimmed(pasted), isSeparator: isSeparator), shape.groups.count > 1
    else { return Self.partialLayout(of: pasted, isSeparator: isSeparator) }
    let groups = shape.groups
    if let refusal = outsideListedLayouts(groups) { return .refused(reason: refusal) }
    guard groups.count == 3 else { return Self.partialLayout(of: pasted, isSeparator: isSeparator) }
    let numbers = groups.map { Int($0) ?? 0 }
    let short = (1...2)
    var values: [DateField: Int] = [:]
    if yearDigits == 2, order.fields.first == .year, groups.allSatisfy({ $0.count == 2 }) {
      // A year-first field with two-digit years: three pairs are its own layout (`24/12/31`), not a
      // day and a month before a year.
      values = [.year: Self.fullYear(numbers[0]), .month: numbers[1], .day: numbers[2]]
    } else if groups[0].count == 4, groups[1].count == 2, groups[2].count == 1 {
      // A one-digit day after a year and a two-digit month is a date not finished yet (`2020-02-2` may
      // become `2020-02-29`), read as given in a year-first field (as typed, `5` is `05`), refused in
      // another order: never padded into a complete date nobody entered.
      guard order == .ymd else { return .refused(reason: .pastedDigitsDoNotFit) }
      return Self.partialLayout(of: pasted, isSeparator: isSeparator)
    } else if groups[0].count == 4, short.contains(groups[1].count), short.contains(groups[2].count) {
      values = [.year: numbers[0], .month: numbers[1], .day: numbers[2]]
    } else if groups[2].count == 4 || (yearDigits == 2 && order != .ymd && groups[2].count == 2),
      short.contains(groups[0].count), short.contains(groups[1].count)
    {
      let months = 1...12
      let days = 1...31
      let dayFirst: Bool
      switch (months.contains(numbers[0]), months.contains(numbers[1])) {
      case (false, true) where days.contains(numbers[0]): dayFirst = true
      case (true, false) where days.contains(numbers[1]): dayFirst = false
      case (false, false): return .refused(reason: .date(.neitherIsMonth(groups[0], groups[1])))
      default: dayFirst = order.isDayBeforeMonth
      }
      let year = groups[2].count == 2 ? Self.fullYear(numbers[2]) : numbers[2]
      values = [.day: numbers[dayFirst ? 0 : 1], .month: numbers[dayFirst ? 1 : 0], .year: year]
    } else if yearDigits == 2, groups[2].count == 1 {
      return Self.partialLayout(of: pasted, isSeparator: isSeparator)
    } else if groups.allSatisfy({ short.contains($0.count) }) {
      return .refused(reason: .date(.needsFourDigitYear))
    } else if fitsOwnFields(groups) {
      // A date being typed in the field's own order (`01/02/202`).
      return .unrecognised
    } else {
      // A group longer than the field it stands for (`001/02/2024`): never read as the digits left.
      return .refused(reason: .pastedDigitsDoNotFit)
    }
    if yearDigits == 2, let year = values[.year], Self.fullYear(year % 100) != year {
      return .refused(reason: .date(.noTwoDigitYear(year)))
    }
    let fields = order.fields.map { field in
      let value = values[field] ?? 0
      let digits = String(field == .year && yearDigits == 2 ? value % 100 : value)
      return String(repeating: "0", count: max(0, width(field) - digits.count)) + digits
    }
    return .recognised(fields.joined(separator: String(separator)))
  }

  /// Why groups of digits between separators are in no listed layout, or nil while they may be: more
  /// than three groups (`1/2/3/2024`) or a group longer than a year are refused, as are two groups that
  /// are not the field's first two fields being typed (a year and a month `9403-05` or an ordinal date
  /// `1976-148` in a day-first field, a group longer than its field) or hold a day or a month that does
  /// not exist (`25/12` in a month-first field).
  func outsideListedLayouts(_ groups: [String]) -> MaskProblem? {
    if groups.count > 3 || groups.contains(where: { $0.count > 4 }) { return .pastedDigitsDoNotFit }
    guard groups.count == 2 else { return nil }
    guard fitsOwnFields(groups) else { return .pastedDigitsDoNotFit }
    for (group, field) in zip(groups, order.fields) where group.count == 2 {
      let number = Int(group) ?? 0
      if field == .month, !(1...12).contains(number) { return .date(.monthDoesNotExist(group)) }
      if field == .day, !(1...31).contains(number) { return .date(.dayDoesNotExist(group)) }
    }
    return nil
  }

  /// Whether each group is no longer than the field of the field's own order it stands in.
  func fitsOwnFields(_ groups: [String]) -> Bool {
    zip(groups, order.fields).allSatisfy { $0.count <= width($1) }
  }

  /// The dashes word processors and contacts write for `-` (U+2010 hyphen, U+2011 non-breaking hyphen,
  /// U+2012 figure dash, U+2013 en dash, U+2014 em dash, U+2212 minus), read as `-` between a date's
  /// groups (`2010–05–20`).
  static let dashes: Set<Character> = [
    "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}",
  ]

  /// `text` without the invisible format characters at its ends (an RLM or BOM an app or a file puts
  /// there; between two digits they refuse the paste) and one `.` after its last digit, which
  /// Hungarian and Korean dates end with (`2011.03.15.`, `1976. 5. 28.`).
  static func trimmed(_ text: String) -> String {
    let isEdge = { (character: Character) in character.isIgnorableFormat || PasteShape.isSpace(character) }
    var characters = text[...]
    while let first = characters.first, isEdge(first) { characters.removeFirst() }
    while let last = characters.last, isEdge(last) { characters.removeLast() }
    if characters.last == ".", characters.dropLast().last?.normalizedASCIIDigit != nil {
      characters.removeLast()
    }
    return String(characters)
  }

  /// A paste that is not a whole date: read as given (as the whole text is, so a separator after one
  /// digit pads its field, `1/3` → `01/03/`) when it holds a separator, else left to the usual readings.
  static func partialLayout(of pasted: String, isSeparator: (Character) -> Bool) -> PasteLayout {
    pasted.contains { isSeparator($0) || PasteShape.isSpace($0) } ? .readAsGiven : .unrecognised
  }

  /// The text before the time of day of a date and time (`2024-02-29` of `2024-02-29T10:00:00Z`, ISO 8601's
  /// `T`, or `29/02/2024` of `29/02/2024 10:00`, the last space before a `:`), or nil.
  private static func dateBeforeTimeOfDay(_ text: String) -> String? {
    if let letter = text.firstIndex(where: { $0 == "T" || $0 == "t" }), letter > text.startIndex {
      return String(text[..<letter])
    }
    guard let colon = text.firstIndex(of: ":"),
      let space = text[..<colon].lastIndex(where: PasteShape.isSpace)
    else { return nil }
    return String(text[..<space])
  }
}
