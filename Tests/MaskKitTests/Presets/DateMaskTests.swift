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

  @Test func theFieldsAreRead() throws {
    let match = try date("2024-12-31", .ymd, separator: "-")
    #expect(match.result.text == "2024-12-31")
    #expect(match.year == 2024)
    #expect(match.month == 12)
    #expect(match.day == 31)
  }

  @Test(arguments: [
    ("31042024", DateOrder.dmy, "31/0"),
    ("29022023", .dmy, "29/02/202"),
    ("29021900", .dmy, "29/02/190"),
    ("32", .dmy, "3"),
    ("0013", .dmy, "0"),
    ("1313", .mdy, "1"),
    ("20231301", .ymd, "2023/1"),
    ("20230230", .ymd, "2023/02/"),
    ("00000101", .ymd, "000"),
  ])
  func impossibleDigitsAreRefused(_ digits: String, _ order: DateOrder, _ kept: String) throws {
    let match = try date(digits, order)
    #expect(match.result.text == kept)
    #expect(!match.result.isComplete)
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
    #expect(throws: MaskSyntaxError.self) { try DateMask(separator: "1") }
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

  @Test func impossibleTimesAreRefused() throws {
    #expect(try TimeMask().format("2400").text == "2")
    #expect(try TimeMask().format("2360").text == "23:")
    #expect(try TimeMask(clock: .twelveHour).format("1300").text == "1")
    #expect(try TimeMask(clock: .twelveHour).format("0000").text == "0")
    #expect(try TimeMask(clock: .twelveHour).format("1000x").text == "10:00 ")
    #expect(!(try TimeMask(clock: .twelveHour).format("1000").isComplete))
  }

  @Test func secondsField() throws {
    let mask = try TimeMask(hasSeconds: true)
    let match = mask.match(CaretText("235960"))
    #expect(match.result.text == "23:59")
    let valid = mask.match(CaretText("23:59:59"))
    #expect(valid.second == 59)
    #expect(valid.result.isComplete)
    #expect(mask.placeholder == "HH:MM:SS")
  }
}
