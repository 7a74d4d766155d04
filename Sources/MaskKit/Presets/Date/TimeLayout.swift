/// Times pasted or read whole in the layouts people write: a one-digit hour (`2:30`, `9.05 PM`) and an
/// AM/PM marker, on either clock.
extension TimeMask: PasteLayoutReading {
  /// Reads a whole time in one of its listed layouts: an hour of one or two digits, `:` or `.` (or the
  /// field's separator), two digits of minutes, two of seconds when the field has them, then
  /// optionally an AM/PM marker (`AM`, `am`, `a.m.`, `a`, and the same for PM) after optional spaces;
  /// or the same digits without separators when a marker follows them (`355P`, `0930 pm`).
  ///
  /// - A marker names the hour of a 12-hour clock, read as such on either clock: in a 24-hour field
  ///   `9:30 PM` is `21:30` and `12:00 AM` is `00:00`; an hour a 12-hour clock does not have
  ///   (`13:00 PM`, `0:30 AM`) is refused, as is a second marker (`9:30 am pm`).
  /// - Without a marker, the hour is read as written: in a 12-hour field an hour from 1 to 12 waits for
  ///   its marker, and one of the 24-hour clock only (`21:30`) is reported as an hour that does not
  ///   exist, never rewritten into other digits.
  /// - A one-digit hour is padded (`2:30` is `02:30`), so no reading can take its digits for another
  ///   time (`23:0`).
  ///
  /// Anything else is left to the usual readings. An invisible format character between two digits
  /// (`StrayCharacters.firstHidden(in:)`) refuses the paste; one at either end is skipped.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    if let hidden = StrayCharacters.firstHidden(in: pasted) {
      return .refused(reason: .hiddenCharacter(hidden))
    }
    // No listed layout is longer than this: a longer text (a hostile line of digits) is left to the
    // usual readings, which read at most `DigitFields.longestText` characters of it.
    guard pasted.utf8.count <= DigitFields.longestText else { return .unrecognised }
    let characters = Array(pasted)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace && !$0.isIgnorableFormat }),
      characters[first].normalizedASCIIDigit != nil, characters.indices.contains(first + 1)
    else { return .unrecognised }
    switch WrittenTime.read(characters[first...], separator: separator, seconds: hasSeconds) {
    case .refused(let problem): return .refused(reason: problem)
    case .time(let time): return written(time)
    case .notWhole: break
    }
    guard characters[first + 1] == ":" || characters[first + 1] == "." else { return .unrecognised }
    var padded = characters
    padded.insert("0", at: first)
    return .recognised(String(padded))
  }

  /// The text of `time` in this field's layout, or its refusal.
  private func written(_ time: WrittenTime) -> PasteLayout {
    var hour = time.hour
    var marker = ""
    if let isAfternoon = time.isAfternoon {
      guard (1...12).contains(hour) else {
        return .refused(reason: .date(.hourDoesNotExist(time.hourDigits)))
      }
      if clock == .twelveHour {
        marker = isAfternoon ? " PM" : " AM"
      } else {
        hour = hour % 12 + (isAfternoon ? 12 : 0)
      }
    }
    let fields = [hour, time.minute] + (time.second.map { [$0] } ?? [])
    let text = fields.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: String(separator))
    return .recognised(text + marker)
  }
}

/// A time as a person wrote it whole: its fields and its AM/PM marker.
struct WrittenTime: Equatable {
  /// The hour as written (0–99).
  var hour: Int
  /// The hour's digits as written (`9`, `13`).
  var hourDigits: String
  /// The minute as written.
  var minute: Int
  /// The second, when written.
  var second: Int?
  /// Whether a PM (true) or an AM (false) marker follows; nil without one.
  var isAfternoon: Bool?

  /// What a text reads as.
  enum Reading: Equatable {
    /// A whole time in a listed layout.
    case time(WrittenTime)
    /// A whole time with something that refuses it (a second marker).
    case refused(MaskProblem)
    /// Not a whole time in a listed layout (not finished, or another shape).
    case notWhole
  }

  /// Reads `text` (starting at its first digit): see ``TimeMask/pasteLayout(of:)``. `seconds` says
  /// whether the field has a seconds field, which the text must then have too.
  static func read(_ text: ArraySlice<Character>, separator: Character, seconds: Bool) -> Reading {
    var rest = text.filter { !$0.isIgnorableFormat }[...]
    func digits(_ range: ClosedRange<Int>) -> String? {
      var taken = ""
      while taken.count < range.upperBound, let digit = rest.first?.normalizedASCIIDigit {
        taken.append(digit)
        rest.removeFirst()
      }
      return range.contains(taken.count) ? taken : nil
    }
    func separated() -> Bool {
      guard let next = rest.first, next == ":" || next == "." || next == separator else { return false }
      rest.removeFirst()
      return true
    }
    let start = rest
    var hour: String
    var minute: String
    var second: String?
    if let written = digits(1...2), separated(), let read = digits(2...2) {
      (hour, minute) = (written, read)
      if seconds {
        guard separated(), let read = digits(2...2) else { return .notWhole }
        second = read
      }
    } else {
      // Digits alone, then a marker (`355P`, `0930 pm`): the minutes (and seconds) are the last two
      // digits each, the hour the one or two before them.
      rest = start
      let fields = seconds ? 3 : 2
      guard let run = digits((2 * fields - 1)...(2 * fields)) else { return .notWhole }
      var spaced = rest
      while spaced.first?.isWhitespace == true { spaced.removeFirst() }
      guard let letter = spaced.first, "aApP".contains(letter) else { return .notWhole }
      let runDigits = Array(run)
      let hourCount = runDigits.count - 2 * (fields - 1)
      hour = String(runDigits[..<hourCount])
      minute = String(runDigits[hourCount..<(hourCount + 2)])
      if seconds { second = String(runDigits[(hourCount + 2)...]) }
    }
    while rest.first?.isWhitespace == true { rest.removeFirst() }
    var time = WrittenTime(
      hour: Int(hour) ?? 0, hourDigits: hour, minute: Int(minute) ?? 0, second: second.flatMap { Int($0) },
      isAfternoon: nil)
    guard !rest.isEmpty else { return .time(time) }
    guard let isAfternoon = marker(&rest) else { return .notWhole }
    time.isAfternoon = isAfternoon
    while rest.first?.isWhitespace == true { rest.removeFirst() }
    guard let extra = rest.first else { return .time(time) }
    return "aApP".contains(extra) ? .refused(.notPartOfValue(extra)) : .notWhole
  }

  /// Reads an AM/PM marker off the front of `rest` (`AM`, `a.m.`, `p`): true for PM, false for AM, nil
  /// when `rest` does not start with one.
  private static func marker(_ rest: inout ArraySlice<Character>) -> Bool? {
    guard let letter = rest.first, "aApP".contains(letter) else { return nil }
    rest.removeFirst()
    if rest.first == "." { rest.removeFirst() }
    if rest.first == "m" || rest.first == "M" {
      rest.removeFirst()
      if rest.first == "." { rest.removeFirst() }
    }
    if let next = rest.first, next.isLetter || next.isNumber { return nil }
    return letter == "p" || letter == "P"
  }
}
