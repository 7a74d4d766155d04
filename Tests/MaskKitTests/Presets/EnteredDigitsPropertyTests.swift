import MaskKit
import PropertyBased
import Testing

/// Random edit sequences on every preset never give a complete value holding a digit the person did not
/// enter: for every digit 1–9, a complete value holds it at most as often as the typed and pasted text
/// did. (Zeros are left out: a date pads `4` to `04`, an amount writes `.5` as `0.5`. A phone's value
/// counts its national number: the calling code of the home region is the field's own.)
@Suite struct EnteredDigitsPropertyTests {
  static let masks: [any Mask] = {
    let more: [(any Mask)?] = [
      try? DateMask(order: .mdy), try? AmountMask(grouping: .dots, decimalSeparator: ",", fractionDigits: 0),
      CardSecurityCodeMask(brand: .americanExpress),
    ]
    return PresetPropertyTests.masks + more.compactMap { $0 }
  }()

  static let fragments = [
    "1", "9", "0", "31", "4", "-", ".", ",", "/", " ", "a", "p", "٣", "13", "2024-02-29", "02/29/2024",
    "15/13/2024",
    "12/2026", "1226", "1,234.56", "1.234,56", "$-12", "1234.56", "89161234567", "4242424242424242",
    "29022024",
    "930", "+7 916", "5", "123",
  ]

  enum Edit: CaseIterable { case type, paste, backspace, delete, select, undo, redo }

  static let edits = zip(
    Gen.int(in: 0...(Edit.allCases.count - 1)).map { Edit.allCases[$0] },
    Gen.int(in: 0...(fragments.count - 1)).map { fragments[$0] }, Gen.int(in: -2...20), Gen.int(in: -2...20)
  ).array(of: 0...20)

  /// How often each digit 1–9 occurs in `text` (digits of every script as ASCII).
  static func counts(_ text: String) -> [Int] {
    var counts = Array(repeating: 0, count: 10)
    for digit in text.compactMap({ $0.normalizedASCIIDigit?.wholeNumberValue }) { counts[digit] += 1 }
    return counts
  }

  /// The digits of the field's value that the person is answerable for.
  static func ownDigits(_ field: MaskedText) -> String {
    guard let phone = field.mask as? PhoneMask else { return field.value }
    return phone.match(CaretText(field.text)).nationalNumber
  }

  @Test func aCompleteValueHoldsOnlyDigitsThatWereEntered() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.masks.count - 1)), Self.edits) {
      index, edits in
      var field = MaskedText(mask: Self.masks[index])
      var entered = Array(repeating: 0, count: 10)
      for (edit, fragment, start, end) in edits {
        switch edit {
        case .type: field.type(fragment)
        case .paste: field.paste(fragment)
        case .backspace: field.backspace()
        case .delete: field.deleteForward()
        case .select: field.select(TextSelection(start: start, end: end))
        case .undo: field.undo()
        case .redo: field.redo()
        }
        if edit == .type || edit == .paste {
          entered = zip(entered, Self.counts(fragment)).map(+)
        }
        guard field.isComplete else { continue }
        let held = Self.counts(Self.ownDigits(field))
        #expect((1...9).allSatisfy { held[$0] <= entered[$0] }, "\(field.text) after \(edits)")
      }
    }
  }

  /// Whether the digits 1–9 of `value` appear in `entered` in the same order.
  static func isSubsequence(_ value: String, of entered: String) -> Bool {
    let nonzero = { (text: String) in text.compactMap(\.normalizedASCIIDigit).filter { $0 != "0" } }
    var rest = nonzero(entered)[...]
    return nonzero(value).allSatisfy { digit in
      guard let index = rest.firstIndex(of: digit) else { return false }
      rest = rest[(index + 1)...]
      return true
    }
  }

  @Test func typingAtTheEndKeepsTheOrderOfTheDigitsTyped() async {
    let steps = zip(Gen.bool, Gen.int(in: 0...(Self.fragments.count - 1)).map { Self.fragments[$0] })
      .array(of: 0...20)
    await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.masks.count - 1)), steps) { index, steps in
      var field = MaskedText(mask: Self.masks[index])
      var typed = ""
      var wholeValues: Set<String> = []
      for (isBackspace, fragment) in steps {
        if isBackspace {
          field.backspace()
          // What is typed next goes after the digits the field shows now, in their shown order.
          (typed, wholeValues) = (field.text, [])
        } else {
          let before = field.text
          field.type(fragment)
          // A fragment the field refused or rejected whole was not entered; what is typed into an empty
          // field starts anew (`a` refused, then `2024-02-29` typed at once, reads whole).
          guard field.text != before else { continue }
          if before.isEmpty { (typed, wholeValues) = ("", []) }
          typed += fragment
          let whole = Self.masks[index].format(typed)
          if whole.isComplete { wholeValues.insert(whole.value) }
        }
        guard field.isComplete else { continue }
        // A run typed at once reads whole, as its paste does (editing article, "One reading"): a date in
        // another layout is written in the field's order (`2024-02-29` is `29/02/2024` in DMY).
        // Keys after it that the full field refuses change nothing.
        if wholeValues.contains(field.value) { continue }
        #expect(Self.isSubsequence(Self.ownDigits(field), of: typed), "\(field.text) after typing \(typed)")
      }
    }
  }
}
