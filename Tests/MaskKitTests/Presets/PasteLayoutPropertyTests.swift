import MaskKit
import PropertyBased
import Testing

/// A value rendered in every layout its preset documents and pasted into an empty field gives the same
/// value or is refused: never a different complete value.
@Suite struct PasteLayoutPropertyTests {
  /// The field after pasting `text` into it empty.
  static func pasted(_ text: String, into mask: any Mask) -> MaskedText {
    var field = MaskedText(mask: mask)
    field.paste(text)
    return field
  }

  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  static let dateMasks: [DateMask] = DateOrder.allCases.compactMap { try? DateMask(order: $0) }

  /// `day/month/year` in every layout the date preset documents; a layout in another order than the
  /// field's only where a day over 12 (or a day equal to the month) leaves no doubt.
  static func dateLayouts(day: Int, month: Int, year: Int, order: DateOrder) -> [String] {
    let (dd, mm, yyyy) = (padded(day, 2), padded(month, 2), padded(year, 4))
    let own = order == .dmy ? [dd, mm, yyyy] : order == .mdy ? [mm, dd, yyyy] : [yyyy, mm, dd]
    var layouts =
      ["/", ".", "-", " "].map { own.joined(separator: $0) } + [own.joined(), "\(yyyy)-\(mm)-\(dd)"]
    // A one-digit day after a two-digit month (`2024/10/1`) is a year-first date not finished yet.
    let shortDay = month >= 10 ? dd : String(day)
    layouts.append(order == .ymd ? "\(yyyy)/\(month)/\(shortDay)" : own.joined(separator: "/").replacingZeros)
    if day > 12 || day == month {
      layouts += [
        "\(dd)/\(mm)/\(yyyy)", "\(mm)/\(dd)/\(yyyy)", "\(day).\(month).\(yyyy)", "\(month)/\(day)/\(yyyy)",
      ]
    }
    return layouts
  }

  @Test func aDatePastedInEveryLayoutIsTheSameDateOrRefused() async {
    let dates = zip(Gen.int(in: 1...9999), Gen.int(in: 1...12), Gen.int(in: 1...31))
    await propertyCheck(count: 200, input: dates) { year, month, dayDrawn in
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let days = month == 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
      let day = min(dayDrawn, days)
      for mask in Self.dateMasks {
        for layout in Self.dateLayouts(day: day, month: month, year: year, order: mask.order) {
          let field = Self.pasted(layout, into: mask)
          let match = mask.match(CaretText(field.text))
          #expect(
            field.text.isEmpty
              || match.day == day && match.month == month && match.year == year && field.isComplete,
            "\(layout) into \(mask.order) gave \(field.text)")
        }
      }
    }
  }

  @Test func anExpiryPastedInEveryLayoutIsTheSameOrRefused() async {
    await propertyCheck(count: 200, input: Gen.int(in: 1...12), Gen.int(in: 2000...2099)) { month, year in
      let (mm, yy) = (Self.padded(month, 2), Self.padded(year % 100, 2))
      let layouts = [
        "\(mm)/\(yy)", "\(month)/\(yy)", "\(mm)/\(year)", "\(month)/\(year)", "\(mm)\(yy)", "\(mm)\(year)",
        "\(mm)-\(year)", "\(mm) / \(yy)", "\(mm).\(yy)",
      ]
      for layout in layouts {
        let field = Self.pasted(layout, into: CardExpiryMask())
        let match = CardExpiryMask().match(CaretText(field.text))
        #expect(
          field.text.isEmpty || match.month == month && match.year == year && field.isComplete,
          "\(layout) gave \(field.text)")
      }
    }
  }

  static let amountMasks: [AmountMask] = [
    try? AmountMask(), try? AmountMask(grouping: .dots, decimalSeparator: ",", fractionDigits: 3),
    try? AmountMask(grouping: .spaces, decimalSeparator: ",", allowsNegative: true),
    try? AmountMask(grouping: .none, fractionDigits: 0),
    try? AmountMask(grouping: .indian, maximum: 10_000_000),
    try? AmountMask(grouping: AmountGrouping(separator: "'"), fractionDigits: 1, allowsNegative: true),
  ].compactMap { $0 }

  /// Separators (grouping, decimal, grouping sizes) of the layouts the amount preset documents.
  static let locales: [(group: String, decimal: String, secondary: Int)] = [
    (",", ".", 3), (".", ",", 3), (" ", ",", 3), ("\u{202F}", ",", 3), ("\u{00A0}", ".", 3), ("'", ".", 3),
    (",", ".", 2), ("", ".", 3), ("", ",", 3),
  ]

  static let decorations = [("", ""), ("$", ""), ("€ ", ""), ("", " ₽"), ("USD ", ""), ("", "\u{00A0}€")]

  /// `integer` grouped in threes next to the decimal separator and `secondary` further left.
  static func grouped(_ integer: String, separator: String, secondary: Int) -> String {
    var groups: [String] = []
    var rest = Substring(integer)
    var size = 3
    while rest.count > size {
      groups.insert(String(rest.suffix(size)), at: 0)
      rest = rest.dropLast(size)
      size = secondary
    }
    groups.insert(String(rest), at: 0)
    return groups.joined(separator: separator)
  }

  /// The number as sign, integer digits without leading zeros and fraction without trailing zeros.
  static func canonical(_ value: String) -> String {
    let negative = value.hasPrefix("-")
    let parts = value.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
    let integer = String(parts[0].drop { $0 == "0" })
    let fraction = parts.count > 1 ? String(parts[1].reversed().drop { $0 == "0" }.reversed()) : ""
    return (negative ? "-" : "") + (integer.isEmpty ? "0" : integer) + "." + fraction
  }

  @Test func anAmountPastedInEveryLayoutIsTheSameAmountOrRefused() async {
    let amounts = zip(Gen.int(in: 0...99_999_999), Gen.int(in: 0...3), Gen.int(in: 0...999), Gen.bool)
    await propertyCheck(count: 200, input: amounts) { integer, fractionCount, fractionDrawn, negative in
      let fraction = String(Self.padded(fractionDrawn, 3).prefix(fractionCount))
      let expected = Self.canonical((negative ? "-" : "") + String(integer) + "." + fraction)
      for locale in Self.locales {
        var number = Self.grouped(String(integer), separator: locale.group, secondary: locale.secondary)
        if !fraction.isEmpty { number += locale.decimal + fraction }
        let separators = number.filter { !$0.isNumber }
        let ambiguous =
          separators.count == 1 && ".,".contains(separators) && number.split { !$0.isNumber }.last?.count == 3
        if ambiguous { continue }
        for (before, after) in Self.decorations {
          let layout = (negative ? "-" : "") + before + number + after
          for mask in Self.amountMasks {
            let field = Self.pasted(layout, into: mask)
            #expect(
              field.text.isEmpty || Self.canonical(field.value) == expected && field.isComplete,
              "\(layout) into \(mask.grouping.separator.map(String.init) ?? "none")/\(mask.decimalSeparator) gave \(field.text)"
            )
          }
        }
      }
    }
  }
}

extension String {
  /// The text with the leading zero of each field dropped (`02/03/2024` → `2/3/2024`).
  fileprivate var replacingZeros: String {
    split(separator: "/").map { $0.count == 2 && $0.first == "0" ? String($0.dropFirst()) : String($0) }
      .joined(separator: "/")
  }
}
