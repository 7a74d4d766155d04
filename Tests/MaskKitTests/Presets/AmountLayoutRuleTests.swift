import MaskKit
import Testing

/// Issue 43's rules for the amount preset, each over many generated amounts (seeded), in every path
/// that reads a whole text: `format` (`check`, `eval`, CSV), a paste into an empty field and a run typed
/// at once.
@Suite struct AmountLayoutRuleTests {
  /// The groupings of the preset with their decimal separators.
  static let groupings: [(AmountGrouping, Character)] = [
    (.commas, "."), (.dots, ","), (.spaces, ","), (AmountGrouping(separator: "'"), "."), (.indian, "."),
  ]

  /// `count` integers of 4 to 12 digits, from a fixed seed.
  static func integers(_ count: Int, seed: UInt64) -> [UInt64] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let digits = 4 + Int((state >> 33) % 9)
      var limit: UInt64 = 1
      for _ in 0..<digits { limit *= 10 }
      return limit / 10 + (state >> 7) % (limit - limit / 10)
    }
  }

  /// The value every whole-text path completes with, or nil when one of them does not complete (and
  /// then none may).
  static func completed(_ text: String, _ mask: AmountMask) -> String? {
    let formatted = mask.format(text)
    var pasted = MaskedText(mask: mask)
    pasted.paste(text)
    var typed = MaskedText(mask: mask)
    typed.type(text)
    let values = [
      formatted.isComplete ? formatted.value : nil, pasted.isComplete ? pasted.value : nil,
      typed.isComplete ? typed.value : nil,
    ]
    #expect(Set(values).count == 1, "paths disagree on \(text): \(values)")
    return values[0]
  }

  /// `digits` grouped as `mask` groups them.
  static func grouped(_ digits: String, _ mask: AmountMask) -> String {
    let integers = try? AmountMask(
      grouping: mask.grouping, decimalSeparator: mask.decimalSeparator, fractionDigits: 0)
    return integers?.format(digits).text ?? digits
  }

  @Test(arguments: 0..<5)
  func centsEntryReadsAGroupedIntegerAsAnInteger(_ index: Int) throws {
    let (grouping, point) = Self.groupings[index]
    let mask = try AmountMask(grouping: grouping, decimalSeparator: point, entry: .cents)
    let capped = try AmountMask(
      grouping: grouping, decimalSeparator: point, maximum: 100_000_000_000_000, entry: .cents)
    let dollars = try AmountMask(grouping: grouping, decimalSeparator: point, prefix: "$", entry: .cents)
    for integer in Self.integers(40, seed: UInt64(index) + 1) {
      let text = Self.grouped(String(integer), mask)
      #expect(Self.completed(text, mask) == "\(integer).00", "\(text)")
      #expect(Self.completed("$" + text, dollars) == "\(integer).00")
      let expected = integer <= 1_000_000_000_000 ? "\(integer).00" : nil
      #expect(Self.completed(text, capped) == expected, "\(text) under the maximum")
    }
    // Digits alone still fill from the right, as typed.
    #expect(Self.completed("1000", mask) == "10.00")
  }

  @Test func aCentSignIsNeverReadAsWholeUnits() throws {
    for mask in [try AmountMask(), try AmountMask(prefix: "$"), try AmountMask(entry: .cents)] {
      for text in ["12 ¢", "¢50", "12¢", "¢ 1,250"] {
        let value = Self.completed(text, mask)
        #expect(value == nil || value == "0.12" || value == "0.50", "\(text): \(value ?? "")")
      }
    }
  }

  /// The field's currencies and marks of others.
  static let currencies: [(affix: (prefix: String, suffix: String), own: [String], others: [String])] = [
    (("$", ""), ["$", "USD"], ["€", "£", "¥", "₹", "EUR", "GBP", "CHF"]),
    (("", " €"), ["€", "EUR"], ["$", "£", "USD", "GBP", "₽"]),
    (("₹", ""), ["₹", "INR"], ["$", "€", "USD", "Rs", "EUR"]),
    (("CHF ", ""), ["CHF"], ["$", "€", "EUR", "USD", "£"]),
    (("", ""), ["$", "€", "USD", "EUR", "£"], ["¢"]),
  ]

  @Test(arguments: 0..<5)
  func anotherCurrencyThanTheFieldsIsRefused(_ index: Int) throws {
    let (affix, own, others) = Self.currencies[index]
    for entry in AmountEntry.allCases {
      let mask = try AmountMask(prefix: affix.prefix, suffix: affix.suffix, entry: entry)
      for integer in Self.integers(8, seed: UInt64(index) + 11) {
        let number = Self.grouped(String(integer), mask)
        let value = "\(integer)" + (entry == .cents ? ".00" : "")
        for mark in own {
          #expect(Self.completed(mark + number, mask) == value, "\(mark)\(number)")
          #expect(Self.completed(number + " " + mark, mask) == value, "\(number) \(mark)")
          #expect(Self.completed(mark + mark + number, mask) == nil, "\(mark)\(mark)\(number)")
        }
        for mark in others {
          for text in [mark + number, number + " " + mark, affix.prefix + mark + number + affix.suffix] {
            #expect(Self.completed(text, mask) == nil, "\(text)")
          }
        }
        #expect(Self.completed("EUR " + number + " USD", mask) == nil)
      }
      // Typed key by key, a currency sign that is not the field's is refused, never dropped.
      for mark in others where mark.count == 1 && mark.first!.isCurrencySymbol {
        var field = MaskedText(mask: mask)
        let events = field.type(mark)
        let refused = events.contains {
          switch $0 {
          case .inputRejected, .pasteRefused, .editRefused: true
          default: false
          }
        }
        #expect(refused && field.value.isEmpty, "\(mark) typed")
      }
    }
  }

  @Test func aTextWithoutADigitIsNeverComplete() throws {
    for mask in [
      try AmountMask(), try AmountMask(prefix: "$"), try AmountMask(allowsNegative: true),
      try AmountMask(grouping: .dots, decimalSeparator: ","), try AmountMask(entry: .cents),
    ] {
      for text in [".", ",", "-", "-.", "$", "$.", " . "] {
        #expect(!mask.format(text).isComplete, "\(text)")
        var typed = MaskedText(mask: mask)
        for character in text { typed.type(String(character)) }
        #expect(!typed.isComplete, "\(text) typed")
        var pasted = MaskedText(mask: mask)
        pasted.paste(text)
        #expect(!pasted.isComplete, "\(text) pasted")
      }
    }
  }

  // (A joiner, U+200C or U+200D, belongs to the digit before it and splits nothing.)
  @Test(arguments: ["\u{FEFF}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{2060}", "\u{00AD}"])
  func anInvisibleCharacterInsideAGroupReadsOnlyInTheFieldsOwnLayout(_ invisible: String) throws {
    let indian = try AmountMask(grouping: .indian)
    #expect(Self.completed("12,34" + invisible + "2,567.89", indian) == nil)
    let commas = try AmountMask()
    for integer in Self.integers(30, seed: 7) {
      // Thousands in an Indian field read only without the split group.
      let thousands = Self.grouped(String(integer), commas)
      let digits = thousands.indices.filter { thousands[$0].isNumber }.dropFirst()
      guard let inside = digits.first(where: { thousands[thousands.index(before: $0)].isNumber }) else {
        continue
      }
      let split = String(thousands[..<inside]) + invisible + String(thousands[inside...])
      // (Below 100,000 thousands and lakhs are the same layout.)
      #expect(Self.completed(split, indian) == (integer < 100_000 ? "\(integer)" : nil), "\(split)")
      // The field's own layout with a split group reads as without it.
      #expect(Self.completed(split, commas) == "\(integer)", "\(split) in a commas field")
    }
  }
}
