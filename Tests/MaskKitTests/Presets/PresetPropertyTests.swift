import MaskKit
import PropertyBased
import Testing

/// Laws every preset keeps under random text and random edit sequences.
@Suite struct PresetPropertyTests {
  static let masks: [any Mask] = {
    let throwing: [(any Mask)?] = [
      try? PhoneMask(region: "RU"), try? PhoneMask(region: "US", style: .national), try? DateMask(),
      try? DateMask(order: .ymd, separator: "-"), try? TimeMask(clock: .twelveHour, hasSeconds: true),
      try? AmountMask(allowsNegative: true, maximum: 1_000_000), try? AmountMask(grouping: .indian),
      try? AmountMask(
        allowsNegative: true, maximum: 100_000, minimum: -5_000, prefix: "$", suffix: " €", entry: .cents),
      try? AmountMask(grouping: .dots, decimalSeparator: ",", prefix: "Rs. ", padsFraction: true),
      try? DateMask(
        yearDigits: 2, earliest: CalendarDate(iso: "2024-01-01"), latest: CalendarDate(iso: "2030-06-30")),
      try? PostalMask(region: "CA"), try? PostalMask(region: "GB"), try? PostalMask(region: "CR"),
      try? PostalMask(region: "US"),
    ]
    return [
      PhoneMask(), CardNumberMask(), CardExpiryMask(), CardSecurityCodeMask(),
      CardNumberMask(acceptedBrands: [.visa]), CardExpiryMask(currentYear: 2026, month: 11), IBANMask(),
      IPv4Mask(),
    ] + throwing.compactMap { $0 }
  }()

  static let fragments = [
    "1", "9", "0", "31", "+", "-", ".", ",", "/", " ", "a", "p", "😀", "e\u{301}", "٣", "\u{301}", "+7 (9",
    "89161234567", "4242424242424242", "29022024", "1,234.5", "8", "00", "+1", "12", ":", "m", "(",
    "DE89", "gb82west", "192.168.1.1", "$", " €", "Rs. ", "256", "k1a", "0B1", "SW1A", "1AA",
  ]

  static let pieces = Gen.int(in: 0...(fragments.count - 1)).map { fragments[$0] }.array(of: 0...12)

  @Test func formattingNeverCrashesAndKeepsTheCaretInTheText() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(Self.masks.count - 1)), Self.pieces, Gen.int(in: -2...40)
    ) { index, pieces, caret in
      let text = pieces.joined()
      for gravity in CaretGravity.allCases {
        let result = Self.masks[index].apply(
          CaretText(text, caret: caret, gravity: gravity, autocomplete: true))
        #expect((0...result.text.count).contains(result.caret))
      }
    }
  }

  @Test func formattingAFormattedTextKeepsItsValue() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.masks.count - 1)), Self.pieces) {
      index, pieces in
      let mask = Self.masks[index]
      let once = mask.apply(CaretText(pieces.joined(), autocomplete: true))
      let twice = mask.apply(CaretText(once.text, autocomplete: true))
      // A text refused for a character the preset cannot read shows what could be read of it, which is
      // no value a field holds (every path refuses it), so reading it again may place digits otherwise
      // (`31k1ak1aaa11` in a 12-hour time with seconds shows `31:11:1`, read again as `03:11:11`).
      if once.refusal == nil {
        #expect(twice.text == once.text)
        #expect(twice.value == once.value)
      }
      // A first formatting that left digits out (a date with digits too many; the digits given are not
      // a subsequence of the value) is not complete; its text holds only the digits kept, so formatting
      // it again may be. So is one with a problem in what its text does not show (letters that belong
      // to no phone number, a character a postal code refused).
      var kept = once.value.compactMap(\.normalizedASCIIDigit)[...]
      let leftDigitsOut = !pieces.joined().compactMap(\.normalizedASCIIDigit).allSatisfy { digit in
        guard let index = kept.firstIndex(of: digit) else { return false }
        kept = kept[(index + 1)...]
        return true
      }
      // A first formatting refused for a character it cannot read is not complete either.
      #expect(
        twice.isComplete == once.isComplete
          || (leftDigitsOut || once.problem != nil || once.refusal != nil) && !once.isComplete,
        "\(mask): \(pieces.joined()) → \(once.text) (\(once.isComplete)) → \(twice.text) (\(twice.isComplete))"
      )
    }
  }

  @Test func randomEditsKeepTheSelectionInTheTextAndUndoReturnsToTheStart() async {
    let edits = zip(Gen.int(in: 0...5), Self.pieces, Gen.int(in: -2...30)).array(of: 0...15)
    await propertyCheck(count: 200, input: Gen.int(in: 0...(Self.masks.count - 1)), edits) { index, edits in
      var field = MaskedText(mask: Self.masks[index])
      for (kind, pieces, offset) in edits {
        switch kind {
        case 0: field.type(pieces.joined())
        case 1: field.paste(pieces.joined())
        case 2: field.backspace()
        case 3: field.deleteForward()
        case 4: field.moveCaret(to: offset)
        default: field.select(TextSelection(start: offset / 2, end: offset))
        }
        #expect((0...field.text.count).contains(field.selection.start))
        #expect((0...field.text.count).contains(field.selection.end))
        let again = field.mask.apply(CaretText(field.text, caret: 0))
        #expect(again.value == field.value)
      }
      while field.canUndo { field.undo() }
      #expect(field.text.isEmpty)
    }
  }

  @Test func hugeInputsAreFormattedQuickly() throws {
    let digits = String(repeating: "1234567890", count: 10_000)
    for mask in Self.masks {
      let result = mask.apply(CaretText(digits, caret: 50_000))
      #expect(result.text.count < 100)
    }
  }
}
