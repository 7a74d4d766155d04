import Testing

@testable import MaskKit

/// What the law campaign of 2026-12-04 (`Scripts/run-laws.sh`, seeds 1307944877, 1961829990, 1478773265,
/// 613507996, 3938100558, 3282109921, 1312147760, 291968835, 4171391907, 3017749902, 2637802999, 3024109712) found, kept as tests: a field a separator cut short, a separator
/// typed into an amount filled from the right, a paste that is a rendering of an alternative format, a
/// `+` code no region has, a run typed at once that its keys read otherwise than its paste, a time
/// written without separators before its marker, a digit with a mark in a paste, and a postal code
/// that ends in a hyphen.
@Suite struct LawCampaignFindingTests {
  static func typed(_ keys: String, into mask: any Mask) -> MaskedText {
    var field = MaskedText(mask: mask)
    for key in keys { field.type(String(key)) }
    return field
  }

  /// A separator after one digit ends the field, read whole as typed: the digits are not read across it
  /// into the fields they would fill without it.
  @Test(arguments: ["1,2/03/2024", "12/0,3/2024"])
  func aDateFieldCutShortByASeparatorIsNotReadAcrossIt(_ text: String) throws {
    let result = try DateMask().format(text)
    #expect(!(result.isComplete && result.value == "12032024"), "\(text) read as \(result.text)")
  }

  @Test func aTimeFieldCutShortByASeparatorIsNotReadAcrossIt() throws {
    let mask = try TimeMask(clock: .twelveHour)
    let whole = mask.format("1,1:30p")
    #expect(!(whole.isComplete && whole.value == "1130PM"), "read as \(whole.text)")
    let keys = Self.typed("1,1(30p", into: mask)
    if whole.isComplete, keys.isComplete { #expect(keys.value == whole.value) }
    // The listed layouts keep reading: a one-digit hour, then `:` or `.`.
    #expect(mask.format("1:30 pm").text == "01:30 PM")
    #expect(try TimeMask().format("11 30").text == "11:30")
  }

  /// A decimal separator typed after a zero in an amount filled from the right is no key: the field
  /// keeps its zero (it used to empty the field, then the next digit started a new amount).
  @Test func aDecimalSeparatorTypedAfterAZeroInACentsFieldKeepsTheZero() throws {
    let mask = try AmountMask(entry: .cents)
    var field = MaskedText(mask: mask)
    field.type("0")
    #expect(field.text == "0.00")
    field.type(".")
    #expect(field.text == "0.00" && field.isComplete)
    field.type("2")
    #expect(field.text == "0.02")
    // A backspace from 0.01 still empties the field.
    var cleared = Self.typed("1", into: mask)
    cleared.backspace()
    #expect(cleared.text.isEmpty)
  }

  /// Keys typed one by one in a cents field read as the keys the field took (`.` is none).
  @Test func centsKeysReadAsTheKeysTaken() throws {
    let mask = try AmountMask(entry: .cents)
    #expect(Self.typed("12.3", into: mask).value == mask.format("123").value)
  }

  /// A paste into an empty field that the mask shows exactly as pasted reads as itself, as `format`
  /// reads it: `62-7` is the alternative `[00]-[00]` being filled, not `627` in `[000]`.
  @Test(arguments: AffinityStrategy.allCases)
  func aPasteThatIsARenderingReadsAsItself(_ strategy: AffinityStrategy) throws {
    let mask = try MaskSpec(format: "[000]", affine: ["[00]-[00]"], strategy: strategy).makeMask()
    if strategy == .whole { #expect(mask.format("62-7").text == "62-7") }
    for text in ["62-7", "24-0", "627", "62-71", "6"] {
      var field = MaskedText(mask: mask)
      field.paste(text)
      let formatted = mask.format(text)
      #expect(field.isComplete == formatted.isComplete, "\(strategy) \(text)")
      if formatted.isComplete { #expect(field.value == formatted.value, "\(strategy) \(text)") }
    }
  }

  /// A `+` starts a calling code only when a digit from 1 to 9 follows it, and a code guessed by length
  /// is left out only when libphonenumber's metadata assigns it.
  @Test func aGuessedCallingCodeIsAnAssignedOne() throws {
    #expect(PastedNumber("+1 206").hasCallingCode && PastedNumber(" + 44 20").hasCallingCode)
    for text in ["+0123", "+-6424", "+.0424", "-+1", "+", "1+2"] {
      #expect(!PastedNumber(text).hasCallingCode, "\(text)")
    }
    let mask = try MaskSpec(format: "[000]", affine: ["[00]-[00]"]).makeMask()
    #expect(mask.format("+2345").value != "345")
    let digits = try InputMask("[00]-[00]")
    #expect(digits.format("+-64242").value != "4242" && digits.format("+.04242").value != "4242")
    #expect(!digits.format("+-64242").isComplete)
    // An assigned code still reads as before.
    let us = try InputMask("([000]) [000]-[0000]")
    #expect(us.format("+1 206 555 1234").text == "(206) 555-1234")
  }

  /// A run typed at once into a dialect mask from empty whose keys complete another value than its
  /// paste reads as its paste.
  @Test func aRunTypedAtOnceReadsAsItsPaste() throws {
    let us = try InputMask("([000]) [000]-[0000]")
    var field = MaskedText(mask: us)
    field.type("+1 206 555 1234")
    #expect(field.text == "(206) 555-1234" && field.isComplete)
    let shown = try InputMask("+1 ([000]) [000]-[0000]")
    var typed = MaskedText(mask: shown)
    typed.type("+)1 (51 0) 590-5184")
    #expect(typed.value == shown.format("+)1 (51 0) 590-5184").value)
  }

  /// Digits alone before an AM/PM marker are a listed layout: the marker is read, on either clock.
  @Test func aTimeWithoutSeparatorsBeforeItsMarkerReadsTheMarker() throws {
    let day = try TimeMask()
    #expect(day.format("355P").text == "15:55" && day.format("0355 PM").text == "15:55")
    #expect(day.format("1200 am").text == "00:00")
    #expect(!day.format("1300 pm").isComplete)
    let twelve = try TimeMask(clock: .twelveHour)
    #expect(twelve.format("1130p").text == "11:30 PM" && twelve.format("930 am").text == "09:30 AM")
    let seconds = try TimeMask(hasSeconds: true)
    #expect(seconds.format("93015 pm").text == "21:30:15")
    // Keys typed one by one never move a digit shown: a marker typed after the time into a 24-hour
    // field is refused (typed at once or pasted, the text reads its marker).
    #expect(Self.typed("3:55P", into: day).text == "03:55")
    var atOnce = MaskedText(mask: day)
    atOnce.type("3:55P")
    #expect(atOnce.text == "15:55")
    // Also after a key the field refused (the run typed so far is then not kept).
    #expect(Self.typed("1–३\u{200E})00\t pm2", into: day).text == "01:30")
    #expect(Self.typed("2):59p", into: day).text == "02:59")
  }

  /// A dialect field that shows a template (blocks) reads a run typed at once from empty as its paste.
  @Test func aTemplateFieldReadsARunTypedAtOnceAsItsPaste() throws {
    for template: String? in [nil, "_"] {
      let mask = try MaskSpec(dialect: .blocks, format: "{dd}-{dd}", template: template).makeMask()
      for text in ["+12345", "+३१120\u{200D}8\u{200E}"] {
        var field = MaskedText(mask: mask)
        field.type(text)
        let formatted = mask.format(text)
        #expect(formatted.isComplete && field.isComplete && field.value == formatted.value, "\(text)")
      }
    }
  }

  /// A paste is read with its digits normalized, as `format` reads it: a digit with a mark next to an
  /// invisible character between digits is refused by both.
  @Test func aPasteWithAMarkedDigitReadsAsFormatReadsIt() throws {
    let mask = try AmountMask()
    let text = "\u{FF11}3\u{301}\u{200F}431,31\u{200F}"
    var field = MaskedText(mask: mask)
    field.paste(text)
    #expect(field.isComplete == mask.format(text).isComplete)
    #expect(!field.isComplete)
  }

  /// A separator at the end of a whole postal code separates nothing: the text shown reads as itself.
  @Test(arguments: ["M77-", "M77- ", "M77 ", "SW1A-", "12345-"])
  func aPostalCodeEndingInASeparatorReadsBackAsItself(_ text: String) throws {
    for region in ["GB", "US"] {
      let mask = try PostalMask(region: region)
      let once = mask.format(text)
      #expect(mask.format(once.text).text == once.text, "\(region) \(text)")
    }
  }
}
