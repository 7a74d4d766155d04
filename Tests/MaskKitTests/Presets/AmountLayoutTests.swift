import MaskKit
import Testing

/// Issue 33: the whole-text reading of an amount (`formatWhole`, a paste, `check`): separators that can
/// only be decimal, two readings, format characters, the Arabic separators and stray separators.
@Suite struct AmountLayoutTests {
  /// What the whole-text reading shows, or `refused: REASON`.
  private func whole(_ text: String, _ mask: AmountMask) -> String {
    let reading = mask.formatWhole(text)
    if let reason = reading.refusal ?? reading.result.refusal { return "refused: \(reason)" }
    return reading.result.text
  }

  /// What pasting `text` into an empty field shows, or `refused: REASON`.
  private func pasted(_ text: String, _ mask: AmountMask) -> String {
    var field = MaskedText(mask: mask)
    for case .pasteRefused(_, let reason) in field.paste(text) { return "refused: \(reason)" }
    return field.text
  }

  private static let threeDigits = "refused: the amount has 3 fraction digits; the field takes at most 2"

  @Test(arguments: ["0.125", ".125", "0.500", "19.999", "00.125", "$0.500", "0.125 USD"])
  func fractionDigitsAreNeverReadAsAThousandsGroup(_ text: String) throws {
    let mask = try AmountMask()
    #expect(whole(text, mask) == Self.threeDigits)
    #expect(pasted(text, mask) == Self.threeDigits)
  }

  @Test func aFirstGroupOfZerosOrTheOwnDecimalSeparatorAloneIsDecimalInEveryField() throws {
    let dots = try AmountMask(grouping: .dots, decimalSeparator: ",")
    #expect(whole("0,500", dots) == Self.threeDigits)
    #expect(whole("0.500", dots) == Self.threeDigits)
    #expect(whole("0,5", dots) == "0,5")
    #expect(whole("9.244", dots) == "9.244")
    #expect(
      whole("0.125", try AmountMask(fractionDigits: 0))
        == "refused: the amount has 3 fraction digits; the field takes none")
    #expect(whole("-0.001", try AmountMask(allowsNegative: true, minimum: 0)) == Self.threeDigits)
    let three = try AmountMask(fractionDigits: 3)
    #expect(whole("0.125", three) == "0.125")
    #expect(whole("19.999", three) == "19.999")
    #expect(whole(",5", three) == "0.5")
  }

  @Test func centsEntryReadsTheDecimalSeparatorWhereItStands() throws {
    let cents = try AmountMask(entry: .cents)
    #expect(whole("0.125", cents) == Self.threeDigits)
    #expect(whole("1.234", cents) == Self.threeDigits)
    #expect(whole("12.3", cents) == "12.30")
    // A grouped integer is an integer (issue 43).
    #expect(whole("1,234", cents) == "1,234.00")
  }

  @Test func groupedIntegersStayIntegers() throws {
    let commas = try AmountMask()
    #expect(whole("1.234.567", commas) == "1,234,567")
    #expect(whole("1,234", commas) == "1,234")
    #expect(whole("1 234 567,5", commas) == "1,234,567.5")
    #expect(whole("12,34,567", commas) == "1,234,567")
  }

  @Test func aTextWithTwoReadingsIsRefused() throws {
    let mask = try AmountMask(grouping: .commas, decimalSeparator: "·", fractionDigits: 3)
    #expect(whole("1.234", mask) == "refused: 3 digits after '.' may be a fraction or thousands")
  }

  @Test(arguments: ["\u{FEFF}", "\u{200B}", "\u{00AD}", "\u{200E}", "\u{200F}", "\u{2066}", "\u{061C}"])
  func formatCharactersChangeNoReading(_ mark: String) throws {
    let mask = try AmountMask()
    for text in ["1,2342.56", "1,234.56", "0.125", "1,23", "12", "-5", "1.234,56"] {
      for offset in 0...text.count {
        let marked = String(text.prefix(offset)) + mark + String(text.dropFirst(offset))
        let characters = Array(text)
        let splits =
          offset > 0 && offset < text.count && characters[offset - 1].isNumber && characters[offset].isNumber
        // Between two digits a format character lets only the field's own layout read the text (issue 43).
        let foreign = text == "1,23" || text == "1.234,56"
        let expected =
          splits && foreign ? "refused: its separators are not those of an amount" : whole(text, mask)
        #expect(whole(marked, mask) == expected, "\(marked.debugDescription)")
      }
    }
    #expect(whole("1,234\u{FEFF}2.56", mask) == "refused: its separators are not those of an amount")
  }

  @Test func theArabicSeparatorsAreDecimalAndGrouping() throws {
    let commas = try AmountMask()
    #expect(whole("١٢٣٤٫٥٦", commas) == "1,234.56")
    #expect(whole("1٬234٫56", commas) == "1,234.56")
    #expect(whole("١٬٢٣٤", commas) == "1,234")
    #expect(whole("1234٫567", commas) == Self.threeDigits)
    #expect(whole("1٫234٫5", commas) == "refused: its separators are not those of an amount")
    #expect(whole("١٢٣٤٫٥٦", try AmountMask(grouping: .dots, decimalSeparator: ",")) == "1.234,56")
    var field = MaskedText(mask: commas)
    field.type("١٢٣٤٫٥٦")
    #expect(field.text == "1,234.56")
  }

  @Test(arguments: ["1,,234", "1..2", "1.,5", "'5", "12..", "1$234", "+-5", "1,2342.56", "1'2"])
  func separatorsOfNoLayoutAreRefused(_ text: String) throws {
    let mask = try AmountMask(allowsNegative: true)
    #expect(whole(text, mask) == "refused: its separators are not those of an amount")
  }

  @Test func twoMinusSignsAreRefused() throws {
    let mask = try AmountMask(allowsNegative: true)
    #expect(whole("--5", mask) == "refused: two minus signs")
    #expect(whole("-5-", mask) == "refused: the minus sign is not taken")
    #expect(whole("-5", mask) == "-5")
  }
}
