import MaskKit
import Testing

/// Issue 43: a whole time is read in its listed layouts; an AM/PM marker names a 12-hour clock's hour on
/// either clock (Python's `datetime.strptime(text, "%I:%M %p")` reads `9:30 PM` as 21:30), never skipped.
@Suite struct TimeLayoutTests {
  /// A 24-hour field: what `format`, `check` and a paste show, and whether it is complete.
  @Test(arguments: [
    ("9:30 PM", "21:30"), ("9:30 pm", "21:30"), ("9:30PM", "21:30"), ("9:30 p.m.", "21:30"),
    ("09:30 p", "21:30"), ("12:00 AM", "00:00"), ("12:00 PM", "12:00"), ("12:30 am", "00:30"),
    ("1:05 AM", "01:05"), ("11:59 PM", "23:59"), ("9.30 PM", "21:30"), ("21:30", "21:30"), ("9:30", "09:30"),
    ("\u{200F}9:30 PM", "21:30"), ("9:30 PM\u{FEFF}", "21:30"),
  ])
  func aTwentyFourHourFieldReadsTheMarker(_ pasted: String, _ shown: String) throws {
    let mask = try TimeMask()
    let result = mask.format(pasted)
    #expect(result.text == shown, "\(pasted)")
    #expect(result.isComplete, "\(pasted)")
    #expect(result.refusal == nil, "\(pasted)")
    var field = MaskedText(mask: mask)
    field.paste(pasted)
    #expect(field.text == shown, "\(pasted)")
    #expect(field.isComplete, "\(pasted)")
  }

  /// A 12-hour field: a marker is kept; without one the hour is read as written (`21:30` is no hour of
  /// its clock, `9:30` waits for its marker).
  @Test(arguments: [
    ("9:30 pm", "09:30 PM", true), ("12:00 a.m.", "12:00 AM", true), ("9:30 P", "09:30 PM", true),
    ("12:00", "12:00 ", false), ("9:30", "09:30 ", false), ("21:30", "21:30 ", false),
  ])
  func aTwelveHourFieldReadsTheMarker(_ pasted: String, _ shown: String, _ complete: Bool) throws {
    let mask = try TimeMask(clock: .twelveHour)
    let result = mask.format(pasted)
    #expect(result.text == shown, "\(pasted)")
    #expect(result.isComplete == complete, "\(pasted)")
  }

  /// An hour a 12-hour clock has not, with a marker, or a second marker, is refused on both clocks.
  @Test(arguments: [
    ("13:00 PM", MaskProblem.date(.hourDoesNotExist("13"))), ("0:30 AM", .date(.hourDoesNotExist("0"))),
    ("9:30 am pm", .notPartOfValue("p")), ("9:30 PM a", .notPartOfValue("a")),
  ])
  func aMarkerThatCannotBeIsRefused(_ pasted: String, _ reason: MaskProblem) throws {
    for mask in [try TimeMask(), try TimeMask(clock: .twelveHour)] {
      #expect(mask.pasteLayout(of: pasted) == .refused(reason: reason), "\(pasted)")
      #expect(!mask.format(pasted).isComplete, "\(pasted)")
      var field = MaskedText(mask: mask)
      field.paste(pasted)
      #expect(field.text.isEmpty, "\(pasted)")
    }
  }

  /// Seconds are read when the field has them; a text without them is not whole there.
  @Test func secondsAreReadWhenTheFieldHasThem() throws {
    let mask = try TimeMask(clock: .twelveHour, hasSeconds: true)
    #expect(mask.format("9:30:15 PM").text == "09:30:15 PM")
    #expect(try TimeMask().format("9:30:15 PM").isComplete == false)
  }
}
