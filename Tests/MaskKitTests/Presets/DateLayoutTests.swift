import Testing

@testable import MaskKit

/// The date paste-layout reader (`DateLayout.swift`): a field that can be neither a day nor a month is
/// never moved into the other field, a two-digit-year field asks for no four-digit year, and an
/// invisible character between digits is refused (issue 33).
@Suite struct DateLayoutTests {
  @Test(arguments: [
    (DateOrder.dmy, "01/00/2024", "month 00 does not exist"),
    (.dmy, "00/01/2024", "day 00 does not exist"),
    (.mdy, "01/00/2024", "day 00 does not exist"),
    (.mdy, "00/01/2024", "month 00 does not exist"),
    (.dmy, "32/01/2024", "day 32 does not exist"),
    (.mdy, "01/32/2024", "day 32 does not exist"),
  ])
  func aFieldThatIsNeitherDayNorMonthStaysWhereItIsWritten(order: DateOrder, text: String, problem: String)
    throws
  {
    let mask = try DateMask(order: order)
    #expect(mask.pasteLayout(of: text) == .recognised(text))
    let whole = mask.formatWhole(text).result
    #expect(whole.text == text)
    #expect(whole.problem?.description == problem)
    #expect(!whole.isComplete)
  }

  @Test func aDayOver12StillTellsTheOrder() throws {
    #expect(try DateMask(order: .dmy).pasteLayout(of: "12/31/2024") == .recognised("31/12/2024"))
    #expect(try DateMask(order: .mdy).pasteLayout(of: "31/12/2024") == .recognised("12/31/2024"))
  }

  @Test func aOneDigitYearInATwoDigitFieldIsNotFinished() throws {
    let mask = try DateMask(yearDigits: 2)
    #expect(mask.pasteLayout(of: "01/01/0") == .readAsGiven)
    let whole = mask.formatWhole("01/01/0")
    #expect(whole.refusal == nil)
    #expect(whole.result.text == "01/01/0")
    #expect(whole.result.problem != .date(.needsFourDigitYear))
    #expect(try DateMask().pasteLayout(of: "01/01/0") == .refused(reason: .date(.needsFourDigitYear)))
  }

  /// The texts: each must be refused by the whole-text reading and by `match`.
  @Test(arguments: ["31/12\u{0323}9/1999", "1\u{00AD}2/31/1999", "31/12/19\u{200B}99"])
  func aDateWithACharacterThatIsNotPartOfItIsRefused(_ text: String) throws {
    for order in [DateOrder.dmy, .mdy] {
      let mask = try DateMask(order: order, separator: "/")
      #expect(mask.formatWhole(text).result.refusal != nil, "\(order) \(text.debugDescription)")
      #expect(mask.match(CaretText(text, autocomplete: true)).result.refusal != nil)
      #expect(mask.format(text).refusal != nil)
    }
    let shy = try DateMask(order: .mdy).match(CaretText("1\u{00AD}2/31/1999", autocomplete: true))
    #expect(shy.result.refusal?.description == "U+00AD is not part of the value")
  }

  @Test func timesAndExpiriesRefuseThemToo() throws {
    let time = try TimeMask()
    for text in ["09\u{0303}2:30", "1\u{00AD}2:30"] {
      #expect(time.formatWhole(text).result.refusal != nil, "\(text.debugDescription)")
      #expect(time.match(CaretText(text, autocomplete: true)).result.refusal != nil)
    }
    let expiry = CardExpiryMask()
    for text in ["01\u{200D}3/30", "1\u{00AD}2/30"] {
      #expect(expiry.formatWhole(text).result.refusal != nil, "\(text.debugDescription)")
      #expect(expiry.match(CaretText(text, autocomplete: true)).result.refusal != nil)
    }
  }

  /// An invisible mark that changes no field (at an end, beside a separator) is still skipped, and a
  /// mark attached to a digit keeps the digit (issue 25).
  @Test func aHarmlessInvisibleCharacterIsSkipped() throws {
    let mask = try DateMask()
    #expect(mask.formatWhole("\u{200F}29/\u{200F}02/2024\u{200E}").result.isComplete)
    #expect(mask.formatWhole("2902202\u{0301}4").result.isComplete)
    #expect(mask.formatWhole("2902202\u{0301}4").result.value == "29022024")
  }

  /// A year-first field with two-digit years reads three pairs as its own layout, on every path.
  @Test func aYearFirstTwoDigitFieldReadsItsOwnLayout() throws {
    let mask = try DateMask(order: .ymd, separator: "/", yearDigits: 2)
    for text in ["24/12/31", "24-12-31", "241231"] {
      let result = mask.format(text)
      #expect(result.text == "24/12/31", "\(text)")
      #expect(result.isComplete, "\(text)")
      #expect(mask.match(CaretText(result.text)).year == 2024)
    }
    var field = MaskedText(mask: mask)
    _ = field.paste("24/12/31")
    #expect(field.text == "24/12/31" && field.isComplete)
    #expect(try DateMask(order: .dmy, separator: "/", yearDigits: 2).format("31/12/24").text == "31/12/24")
    #expect(try DateMask(order: .ymd, separator: "/").format("12/31/2024").text == "2024/12/31")
  }

  /// Issue 43: dates as word processors, contacts and other locales write them are read whole, on every
  /// path, never as digits in another order (`2010–05–20` was `20/10/0520`).
  @Test(arguments: [
    "2010\u{2013}05\u{2013}20", "2010\u{2014}05\u{2014}20", "2010\u{2212}05\u{2212}20", "\u{200F}2010-05-20",
    "2010-05-20\u{200F}", "\u{FEFF}2010-05-20", "2010.05.20.", "2010. 5. 20.", "20.05.2010.", " 2010-05-20 ",
  ])
  func otherWrittenFormsOfADateAreReadWhole(_ pasted: String) throws {
    let mask = try DateMask(order: .dmy)
    let result = mask.format(pasted)
    #expect(result.text == "20/05/2010", "\(pasted)")
    #expect(result.isComplete, "\(pasted)")
    var field = MaskedText(mask: mask)
    _ = field.paste(pasted)
    #expect(field.text == "20/05/2010", "\(pasted)")
  }

  /// Issue 43: three groups of digits pasted into an expiry field are a date, refused, never read as the
  /// month and year its digits would make (`1/2/26` was `12/26`).
  @Test(arguments: ["1/2/26", "01/02/2026", "1.2.26"])
  func aDatePastedIntoAnExpiryIsRefused(_ pasted: String) {
    let mask = CardExpiryMask(currentYear: 2026, month: 11)
    #expect(mask.pasteLayout(of: pasted) == .refused(reason: .pastedDigitsDoNotFit), "\(pasted)")
    #expect(!mask.format(pasted).isComplete, "\(pasted)")
    var field = MaskedText(mask: mask)
    _ = field.paste(pasted)
    #expect(field.text.isEmpty, "\(pasted)")
  }
}

/// Whole dates outside the listed layouts are refused, never read as digits (issue 43), while a date
/// being typed in the field's own order stays typeable.
@Suite struct DateClosedLayoutTests {
  @Test(arguments: [
    (DateOrder.dmy, 4, "1976-148", "some of its digits do not fit the mask"),
    (.dmy, 4, "9403-05", "some of its digits do not fit the mask"),
    (.dmy, 4, "1/2/3/2024", "some of its digits do not fit the mask"),
    (.dmy, 4, "001/02/2024", "some of its digits do not fit the mask"),
    (.dmy, 4, "01/02/20245", "some of its digits do not fit the mask"),
    (.dmy, 4, "2027-10-1", "some of its digits do not fit the mask"),
    (.mdy, 2, "25/12", "month 25 does not exist"),
    (.dmy, 4, "32/01", "day 32 does not exist"),
    (.ymd, 2, "1/3/24", "the date needs a four-digit year"),
  ])
  func aTextInNoListedLayoutIsRefused(order: DateOrder, yearDigits: Int, text: String, reason: String) throws
  {
    let mask = try DateMask(order: order, yearDigits: yearDigits)
    let result = mask.format(text)
    #expect(!result.isComplete)
    #expect(result.refusal?.description == reason, "\(text)")
    var field = MaskedText(mask: mask)
    field.paste(text)
    #expect(!field.isComplete && field.text.isEmpty, "\(text)")
  }

  @Test(arguments: [
    (DateOrder.ymd, "2024-02", "2024/02/"), (.dmy, "15/0", "15/0"), (.dmy, "01/02/202", "01/02/202"),
    (.ymd, "2020-02-2", "2020/02/2"),
  ])
  func aDateBeingTypedInTheFieldsOrderStaysTypeable(order: DateOrder, text: String, shown: String) throws {
    let result = try DateMask(order: order).format(text)
    #expect(result.refusal == nil)
    #expect(result.text == shown)
    #expect(!result.isComplete)
  }
}
