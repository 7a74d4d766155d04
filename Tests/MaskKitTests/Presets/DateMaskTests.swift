import MaskKit
import Testing

/// Date and time presets: orders, separators and calendar validity.
@Suite struct DateMaskTests {
  func date(_ text: String, _ order: DateOrder = .dmy, separator: Character = "/") throws -> DateMask.Match {
    try DateMask(order: order, separator: separator).match(CaretText(text, autocomplete: true))
  }

  @Test(arguments: [
    ("31122024", DateOrder.dmy, "31/12/2024"),
    ("12312024", .mdy, "12/31/2024"),
    ("20241231", .ymd, "2024/12/31"),
    ("29022024", .dmy, "29/02/2024"),
    ("02292000", .mdy, "02/29/2000"),
    ("30042024", .dmy, "30/04/2024"),
  ])
  func validDatesInEveryOrder(_ digits: String, _ order: DateOrder, _ formatted: String) throws {
    let match = try date(digits, order)
    #expect(match.result.text == formatted)
    #expect(match.isValidDate)
    #expect(match.result.isComplete)
    #expect(match.result.value == digits)
  }

  /// A field's own separator reads back whatever character it is, a symbol (`∶`, U+FFFD) as well as
  /// punctuation: the text a complete field shows reads back complete to the same value (the `presets`
  /// fuzz campaign found a time field refusing its own U+FFFD separator).
  @Test(arguments: ["\u{FFFD}", "\u{2236}", "#", "h"])
  func aFieldsOwnSeparatorReadsBack(_ separator: String) throws {
    guard let character = separator.first, !character.isLetter else {
      #expect(throws: PresetError.self) { try TimeMask(separator: "h") }
      return
    }
    let time = try TimeMask(separator: character)
    let typed = time.apply(CaretText("2232", autocomplete: true))
    #expect(typed.isComplete)
    #expect(typed.text == "22\(separator)32")
    let again = time.apply(CaretText(typed.text, autocomplete: true))
    #expect(again.isComplete && again.value == typed.value && again.text == typed.text)
    let date = try DateMask(separator: character)
    let shown = date.apply(CaretText("31122024", autocomplete: true))
    #expect(shown.isComplete)
    #expect(date.apply(CaretText(shown.text, autocomplete: true)).value == shown.value)
  }

  @Test func theFieldsAreRead() throws {
    let match = try date("2024-12-31", .ymd, separator: "-")
    #expect(match.result.text == "2024-12-31")
    #expect(match.year == 2024)
    #expect(match.month == 12)
    #expect(match.day == 31)
  }

  @Test(arguments: [
    ("31042024", DateOrder.dmy, "31/04/2024", "day 31 does not exist in April 2024"),
    ("29022023", .dmy, "29/02/2023", "day 29 does not exist in February 2023"),
    ("29021900", .dmy, "29/02/1900", "day 29 does not exist in February 1900"),
    ("32", .dmy, "32/", "day 32 does not exist"),
    ("0013", .dmy, "00/13/", "day 00 does not exist"),
    ("1313", .mdy, "13/13/", "month 13 does not exist"),
    ("20231301", .ymd, "2023/13/01", "month 13 does not exist"),
    ("20230230", .ymd, "2023/02/30", "day 30 does not exist in February 2023"),
    ("00000101", .ymd, "0000/01/01", "year 0000 does not exist"),
    ("3002", .dmy, "30/02/", "day 30 does not exist in February"),
    ("2023023", .ymd, "2023/02/3", "the date is not in the calendar"),
  ])
  func impossibleDigitsAreShownAndReported(
    _ digits: String, _ order: DateOrder, _ shown: String, _ problem: String
  ) throws {
    let match = try date(digits, order)
    #expect(match.result.text == shown)
    #expect(match.problem?.description == problem)
    #expect(!match.result.isComplete)
    #expect(!match.isValidDate)
  }

  @Test func aSingleDigitBeforeASeparatorGetsALeadingZero() throws {
    #expect(try date("1/2/2024").result.text == "01/02/2024")
    #expect(try date("4").result.text == "04/")
    #expect(try date("3/", .mdy).result.text == "03/")
  }

  @Test func anEditInTheMiddleKeepsWhatFollowsAndReportsTheDateInvalid() throws {
    let mask = try DateMask()
    let match = mask.match(CaretText("31/05/2024", caret: 4, gravity: .backward))
    #expect(match.result.value.count == 8)
    let edited = mask.match(CaretText("31/0/2024", caret: 4, gravity: .backward))
    #expect(edited.result.text == "31/02/024")
    #expect(!edited.isValidDate)
    #expect(!edited.result.isComplete)
  }

  @Test func placeholderAndSeparators() throws {
    #expect(try DateMask(order: .ymd, separator: "-").placeholder == "YYYY-MM-DD")
    #expect(try DateMask(order: .mdy, separator: "]").format("12312024").text == "12]31]2024")
    #expect(throws: PresetError.self) { try DateMask(separator: "1") }
    #expect(try date("3112").result.tailPlaceholder == "YYYY")
  }

  @Test func leapYears() throws {
    #expect(try date("29022000").isValidDate)
    #expect(try date("29022400").isValidDate)
    #expect(try date("29021600").isValidDate)
    #expect(!(try date("29022100").result.isComplete))
  }

  @Test(arguments: [
    ("2359", TimeMask.Clock.twentyFourHour, "23:59", 23),
    ("0000", .twentyFourHour, "00:00", 0),
    ("9:05", .twentyFourHour, "09:05", 9),
    ("0930pm", .twelveHour, "09:30 PM", 21),
    ("1200am", .twelveHour, "12:00 AM", 0),
    ("12:00 p", .twelveHour, "12:00 PM", 12),
  ])
  func validTimes(_ text: String, _ clock: TimeMask.Clock, _ formatted: String, _ hour: Int) throws {
    let match = try TimeMask(clock: clock).match(CaretText(text, autocomplete: true))
    #expect(match.result.text == formatted)
    #expect(match.hour == hour)
    #expect(match.result.isComplete)
  }

  @Test(arguments: [
    ("2400", TimeMask.Clock.twentyFourHour, "24:00", "hour 24 does not exist"),
    ("2360", .twentyFourHour, "23:60", "minute 60 does not exist"),
    ("1300", .twelveHour, "13:00 ", "hour 13 does not exist"),
    ("0000", .twelveHour, "00:00 ", "hour 00 does not exist"),
  ])
  func impossibleTimesAreShownAndReported(
    _ text: String, _ clock: TimeMask.Clock, _ shown: String, _ problem: String
  ) throws {
    let match = try TimeMask(clock: clock).match(CaretText(text, autocomplete: true))
    #expect(match.result.text == shown)
    #expect(match.problem?.description == problem)
    #expect(!match.result.isComplete)
    #expect(!match.isValidTime)
  }

  @Test func lettersOtherThanAmPmAreSkipped() throws {
    #expect(try TimeMask(clock: .twelveHour).format("1000x").text == "10:00 ")
    #expect(!(try TimeMask(clock: .twelveHour).format("1000").isComplete))
  }

  @Test func secondsField() throws {
    let mask = try TimeMask(hasSeconds: true)
    let match = mask.match(CaretText("235960"))
    #expect(match.result.text == "23:59:60")
    #expect(match.problem?.description == "second 60 does not exist")
    let valid = mask.match(CaretText("23:59:59"))
    #expect(valid.second == 59)
    #expect(valid.result.isComplete)
    #expect(mask.placeholder == "HH:MM:SS")
  }
}
