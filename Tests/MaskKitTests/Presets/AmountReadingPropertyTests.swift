import MaskKit
import Testing

/// Issue 33: over generated amount texts (digits, separators of several locales, signs, currency, format
/// characters), no reading completes a value whose digits differ from the text's beyond the documented
/// rules, and a text the whole-text reading refuses never completes.
@Suite struct AmountReadingPropertyTests {
  /// Fields of several locales, signs, fraction digits and entry modes.
  private static func masks() throws -> [AmountMask] {
    [
      try AmountMask(),
      try AmountMask(allowsNegative: true),
      try AmountMask(grouping: .dots, decimalSeparator: ","),
      try AmountMask(grouping: .spaces, decimalSeparator: ",", fractionDigits: 3),
      try AmountMask(grouping: .indian),
      try AmountMask(grouping: AmountGrouping(separator: "'"), allowsNegative: true),
      try AmountMask(grouping: .none, fractionDigits: 0),
      try AmountMask(entry: .cents),
      try AmountMask(allowsNegative: true, maximum: 100_000, minimum: 0, padsFraction: true),
    ]
  }

  private static let pieces = [
    "0", "1", "2", "3", "5", "7", "9", "00", "125", "234", "٣", ".", ",", ".", ",", " ", "\u{00A0}",
    "\u{202F}", "'", "\u{2019}", "\u{066B}", "\u{066C}", "-", "\u{2212}", "+", "$", "€", "\u{FEFF}",
    "\u{200B}", "\u{00AD}", "\u{200E}", "\u{200F}", "\u{2066}",
  ]

  @Test func noReadingCompletesAnotherAmount() throws {
    let masks = try Self.masks()
    var random = SplitMix(state: 33)
    for _ in 0..<2_500 {
      var text = ""
      for _ in 0..<Int.random(in: 1...9, using: &random) {
        text += Self.pieces.randomElement(using: &random) ?? ""
      }
      let mask = masks[Int.random(in: masks.indices, using: &random)]
      check(text, mask)
    }
  }

  @Test(arguments: [
    "0.125", ".125", "0.500", "19.999", "0,500", "1,234\u{FEFF}2.56", "1,2342.56", "--5", "١٢٣٤٫٥٦",
    "1.234", "1,23", "1,2345", "-0.001", "12.3",
  ])
  func theIssueLinesHoldTheProperty(_ text: String) throws {
    for mask in try Self.masks() { check(text, mask) }
  }

  /// Whether a format character other than a joiner stands between two digits of `text`.
  static func splitsDigits(_ text: String) -> Bool {
    var afterDigit = false
    var skipped = false
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .format {
        if scalar.value != 0x200C, scalar.value != 0x200D { skipped = true }
        continue
      }
      let digit = scalar.properties.numericType == .decimal
      if digit, afterDigit, skipped { return true }
      afterDigit = digit
      skipped = false
    }
    return false
  }

  /// Checks every reading of `text` in `mask`.
  private func check(_ text: String, _ mask: AmountMask) {
    let shape = AmountTextShape(text, mask: mask)
    let whole = mask.formatWhole(text)
    let cents = mask.entry == .cents
    if whole.refusal != nil || whole.result.refusal != nil {
      #expect(!whole.result.isComplete, "\(text.debugDescription)")
      var field = MaskedText(mask: mask)
      field.paste(text)
      #expect(!field.isComplete, "paste \(text.debugDescription)")
    } else if whole.result.isComplete {
      #expect(
        shape.reads(whole.result.value, forced: true, digitsAlone: cents), "whole \(text.debugDescription)")
    }
    let bare = mask.formatWhole(shape.withoutFormatCharacters)
    let wholeRefused = whole.refusal ?? whole.result.refusal != nil
    if Self.splitsDigits(text) {
      // A format character between two digits lets only the field's own layout read the text (issue 43).
      #expect(wholeRefused || bare.result.value == whole.result.value, "\(text.debugDescription)")
    } else {
      #expect((bare.refusal ?? bare.result.refusal == nil) == !wholeRefused)
      #expect(bare.result.value == whole.result.value, "format characters in \(text.debugDescription)")
    }
    // `match` is the keystroke reader: it skips spaces and other locales' grouping characters wherever
    // they stand, so only the whole-text reading and typing (which rejects them) follow the forced
    // decimal separator.
    let matched = mask.match(CaretText(text, autocomplete: true)).result
    if matched.isComplete {
      #expect(
        shape.reads(matched.value, forced: false, digitsAlone: cents), "match \(text.debugDescription)")
    }
    var field = MaskedText(mask: mask)
    var refused = false
    for character in text {
      for event in field.type(String(character)) {
        switch event {
        case .inputRejected, .editRefused, .pasteRefused: refused = true
        default: continue
        }
      }
    }
    if !refused, field.isComplete {
      #expect(shape.reads(field.value, forced: !cents, digitsAlone: cents), "typed \(text.debugDescription)")
    }
  }
}

/// The digits of an amount text and where its separators stand, as the documented rules read them.
private struct AmountTextShape {
  /// The text's digits (every script as ASCII).
  var digits: [Character] = []
  /// How many digits stand before each separator: the places a decimal separator can be.
  var points: Set<Int> = []
  /// The place of a separator that can only be decimal: the Arabic decimal separator, one that starts the
  /// number or follows a first group of zeros, or the field's own decimal separator standing alone.
  var forced: Int?
  var hasMinus = false
  var withoutFormatCharacters = ""

  init(_ text: String, mask: AmountMask) {
    var separatorsBetween: [(character: Character, place: Int)] = []
    var pending: (character: Character, place: Int)?
    for character in text {
      if character.unicodeScalars.count == 1,
        character.unicodeScalars.first?.properties.generalCategory == .format
      {
        continue
      }
      withoutFormatCharacters.append(character)
      if let digit = character.wholeNumberValue, character.isNumber, character.unicodeScalars.count == 1,
        character.unicodeScalars.first?.properties.numericType == .decimal
      {
        if let pending, !digits.isEmpty { separatorsBetween.append(pending) }
        if digits.isEmpty, let pending, forced == nil,
          ".,\u{066B}".contains(pending.character) || pending.character == mask.decimalSeparator
        {
          forced = 0
        }
        pending = nil
        digits.append(Character(String(digit)))
        continue
      }
      if character == "-" || character == "\u{2212}" { hasMinus = true }
      let isSeparator =
        ".,'\u{2019} \u{00A0}\u{202F}\u{066B}\u{066C}".contains(character)
        || character == mask.grouping.separator || character == mask.decimalSeparator
      if isSeparator {
        points.insert(digits.count)
        if character == "\u{066B}", forced == nil { forced = digits.count }
        if pending == nil || character != " " { pending = (character, digits.count) }
      }
    }
    points.insert(digits.count)
    if forced == nil, let first = separatorsBetween.first, first.place > 0,
      digits.prefix(first.place).allSatisfy({ $0 == "0" })
    {
      forced = first.place
    }
    if forced == nil, separatorsBetween.count == 1, let only = separatorsBetween.first,
      only.character == mask.decimalSeparator
    {
      forced = only.place
    }
  }

  /// Whether `value` (`-1234.5`) is this text's amount: the same digits with the decimal separator at
  /// one of the separators (the forced one when there is one), leading zeros and a fraction's trailing
  /// zeros aside; with `digitsAlone`, the same digits wherever the separator stands (cents entry).
  func reads(_ value: String, forced useForced: Bool, digitsAlone: Bool) -> Bool {
    let negative = value.hasPrefix("-")
    if negative, !hasMinus { return false }
    let parts = value.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
    let integer = Self.trimmed(Array(parts.first ?? ""), leading: true)
    let fraction = Self.trimmed(parts.count > 1 ? Array(parts[1]) : [], leading: false)
    if digitsAlone {
      let given = Self.trimmed(digits, leading: true)
      if Self.trimmed(integer + (parts.count > 1 ? Array(parts[1]) : []), leading: true) == given {
        return true
      }
    }
    let candidates = useForced ? forced.map { [$0] } ?? Array(points) : Array(points)
    return candidates.contains { place in
      Self.trimmed(Array(digits.prefix(place)), leading: true) == integer
        && Self.trimmed(Array(digits.dropFirst(place)), leading: false) == fraction
    }
  }

  private static func trimmed(_ digits: [Character], leading: Bool) -> [Character] {
    leading ? Array(digits.drop { $0 == "0" }) : Array(digits.reversed().drop { $0 == "0" }.reversed())
  }
}
