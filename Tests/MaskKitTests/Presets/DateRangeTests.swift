import MaskKit
import Testing

/// Date bounds (`earliest`/`latest`) and two-digit years with the POSIX `%y` pivot.
@Suite struct DateRangeTests {
  private static let year2024: DateMask = {
    do {
      return try DateMask(earliest: CalendarDate(iso: "2024-01-01"), latest: CalendarDate(iso: "2024-12-31"))
    } catch {
      fatalError("the 2024 date mask is valid: \(error)")
    }
  }()

  @Test(arguments: [
    ("15062024", true, nil),
    ("01012024", true, nil),
    ("31122024", true, nil),
    ("31122023", false, "the date is before 2024-01-01"),
    ("01012025", false, "the date is after 2024-12-31"),
  ])
  func wholeDatesOutsideTheBoundsAreIncomplete(_ text: String, _ complete: Bool, _ problem: String?) {
    let result = Self.year2024.format(text)
    #expect(result.isComplete == complete)
    #expect(result.problem?.description == problem)
  }

  @Test func theReasonAppearsAsSoonAsNoCompletionFits() throws {
    #expect(Self.year2024.format("31122").problem == nil)
    #expect(Self.year2024.format("311220").problem == nil)
    #expect(Self.year2024.format("3112202").problem == nil)
    let problem = Self.year2024.format("311223").problem
    #expect(problem == .date(.noDateInRange(from: Self.year2024.earliest, to: Self.year2024.latest)))
    #expect(
      problem?.description == "no date from 2024-01-01 to 2024-12-31 can be completed from these digits")
    let birthdays = try DateMask(order: .ymd, latest: CalendarDate(iso: "2026-11-23"))
    #expect(birthdays.format("2027").problem != nil)
    #expect(birthdays.format("202611").problem == nil)
    #expect(birthdays.format("20261124").problem?.description == "the date is after 2026-11-23")
  }

  @Test func editingReportsTheRangeAndUndoRestoresIt() throws {
    let earliest = try #require(CalendarDate(iso: "2024-01-01"))
    var field = MaskedText(mask: Self.year2024)
    field.type("3112202")
    #expect(field.type("3").contains(.becameInvalid(reason: .date(.dateBefore(earliest)))))
    #expect(field.text == "31/12/2023")
    field.backspace()
    #expect(field.problem == nil)
    #expect(field.type("4").contains(.becameComplete))
    field.undo()
    #expect(field.text == "31/12/202")
    field.selectAll()
    field.paste("2024-02-29")
    #expect(field.text == "29/02/2024")
    #expect(field.isComplete)
  }

  @Test func twoDigitYearsUseThePosixPivot() throws {
    let mask = try DateMask(order: .dmy, yearDigits: 2)
    #expect(mask.placeholder == "DD/MM/YY")
    let leap = mask.match(CaretText("290224"))
    #expect(leap.result.text == "29/02/24")
    #expect(leap.result.isComplete)
    #expect(leap.year == 2024)
    let notLeap = mask.match(CaretText("290223"))
    #expect(!notLeap.result.isComplete)
    #expect(notLeap.problem?.description == "day 29 does not exist in February 2023")
    #expect(mask.match(CaretText("010169")).year == 1969)
    #expect(mask.match(CaretText("311268")).year == 2068)
    #expect(DateMask.fullYear(0) == 2000)
    #expect(mask.pasteLayout(of: "2024-02-29") == .recognised("29/02/24"))
    #expect(mask.pasteLayout(of: "1/2/24") == .recognised("01/02/24"))
    var field = MaskedText(mask: mask)
    #expect(field.paste("1950-01-01").contains { if case .pasteRefused = $0 { true } else { false } })
    field.paste("02/29/2024")
    #expect(field.text == "29/02/24")
    #expect(throws: PresetError.self) { try DateMask(yearDigits: 3) }
  }

  @Test func isoDatesAreRead() {
    #expect(CalendarDate(iso: "2024-02-29")?.description == "2024-02-29")
    #expect(CalendarDate(iso: "2023-02-29") == nil)
    #expect(CalendarDate(iso: "2024-2-29") == nil)
    #expect(CalendarDate(iso: "２０２４-02-29") == nil)
    #expect(throws: PresetError.self) {
      try DateMask(earliest: CalendarDate(iso: "2025-01-01"), latest: CalendarDate(iso: "2024-01-01"))
    }
  }
}
