/// The amount preset: ``AmountMask`` described once for every surface (see ``Preset``).
public enum AmountPreset: Preset {
  public static let name = "amount"
  public static let summary = "money amounts with grouping, a decimal separator and limits"
  public static let options: [PresetOption] = [
    PresetOption(
      "grouping", .text,
      "the grouping separator: a character (default: ,), 'space', 'indian' (12,34,567) or 'none'",
      default: ","),
    PresetOption("decimal", .text, "the decimal separator (default: .)", default: "."),
    PresetOption(
      "fractionDigits", .integer, "how many digits may follow the decimal separator (default: 2)", default: 2),
    PresetOption("signed", .flag, "allow a leading minus sign"),
    PresetOption(
      "maximum", .number, "the largest amount allowed, as written (1000 or 999.99 mean 1,000.00 and 999.99)"),
    PresetOption(
      "minimum", .number,
      "the smallest amount that completes the field, as written: 10 is 10.00 (-50 when signed)"),
    PresetOption("prefix", .text, "shown before the number, not part of the value, such as '$'", default: ""),
    PresetOption("suffix", .text, "shown after the number, not part of the value, such as ' €'", default: ""),
    PresetOption(
      "entry", .text,
      "ltr (digits from the left, the default) or cents (digits fill from the right: 123 is 1.23)",
      default: "ltr", choices: ["ltr", "cents"]),
    PresetOption(
      "padFraction", .flag, "pad the fraction with zeros when a whole text is formatted (12 is 12.00)"),
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    let grouping: AmountGrouping
    let groupingName = spec.text("grouping") ?? ","
    switch groupingName.lowercased() {
    case "none": grouping = .none
    case "space": grouping = .spaces
    case "indian": grouping = .indian
    case "":
      throw PresetSpec.invalid(
        "the grouping must be exactly one character, 'space', 'indian' or 'none', not ''")
    default: grouping = AmountGrouping(separator: try PresetSpec.character(groupingName, "grouping"))
    }
    let decimalSeparator = try spec.character("decimal", default: ".")
    let fractionDigits = spec.integer("fractionDigits") ?? 2
    let signed = spec.flag("signed")
    let limit = try spec.text("maximum").map { text throws(PresetError) in
      try minorUnits(text, "maximum", fractionDigits)
    }
    let floor = try spec.text("minimum").map { text throws(PresetError) in
      guard text.hasPrefix("-") else { return try minorUnits(text, "minimum", fractionDigits) }
      guard signed else { throw PresetSpec.invalid("a negative minimum needs a signed amount") }
      return -(try minorUnits(String(text.dropFirst()), "minimum", fractionDigits))
    }
    let entry: AmountEntry
    let entryName = spec.text("entry") ?? "ltr"
    switch entryName.lowercased() {
    case "ltr", "lefttoright", "left": entry = .leftToRight
    case "cents": entry = .cents
    default: throw PresetSpec.invalid("unknown amount entry '\(entryName)'; use ltr or cents")
    }
    return try AmountMask(
      grouping: grouping, decimalSeparator: decimalSeparator, fractionDigits: fractionDigits,
      allowsNegative: signed, maximum: limit, minimum: floor, prefix: spec.text("prefix") ?? "",
      suffix: spec.text("suffix") ?? "", entry: entry, padsFraction: spec.flag("padFraction"))
  }

  /// `1000` or `999.99` (whole units, as written) in minor units of `fractionDigits`; throws a sentence
  /// saying what is allowed.
  private static func minorUnits(_ text: String, _ option: String, _ fractionDigits: Int) throws(PresetError)
    -> Int
  {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerPart = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
    if text.hasPrefix("-") || text.hasPrefix("+") {
      throw PresetSpec.invalid(
        "the \(option) '\(text)' has a sign; write the amount without one, such as 1000")
    }
    guard !integerPart.isEmpty, isDigits(integerPart), isDigits(fraction) else {
      throw PresetSpec.invalid(
        "the \(option) '\(text)' is not a plain number: ASCII digits with at most one '.', such as 1000 or 999.99"
      )
    }
    guard integerPart.count <= 15 else {
      throw PresetSpec.invalid(
        "the \(option) '\(text)' has \(integerPart.count) digits before the '.'; an amount has at most 15")
    }
    guard fraction.count <= fractionDigits else {
      throw PresetSpec.invalid(
        "the \(option) '\(text)' has \(fraction.count) digits after the '.'; this amount has at most \(fractionDigits)"
      )
    }
    let padding = String(repeating: "0", count: Swift.max(0, fractionDigits - fraction.count))
    guard let value = Int(integerPart + fraction + padding) else {
      throw PresetSpec.invalid("the \(option) '\(text)' is not a plain number such as 1000 or 999.99")
    }
    return value
  }
}

extension AmountMask: PresetReporting {
  /// `amount`.
  public var presetName: String { AmountPreset.name }

  /// The separators, fraction digits and entry.
  public var explanation: String {
    "amount: grouping '\(grouping.separator.map(String.init) ?? "")', decimal "
      + "'\(decimalSeparator)', \(fractionDigits) fraction digits"
      + (entry == .cents ? ", cents entry" : "") + (padsFraction ? ", padded fraction" : "")
  }

  /// The amount in minor units and its normalized form.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(
      match.result,
      findings: [("minorUnits", .integer(match.minorUnits)), ("normalized", .text(match.normalized))])
  }
}

extension AmountMask: SlotDescribing {
  /// An amount of any number of digits.
  public var slotSummary: SlotSummary { SlotSummary(purpose: .amount, kind: .digits, required: nil) }
}

extension SlotSummary.Purpose {
  /// An amount of money.
  public static let amount = Self("amount", englishName: "Amount")
}

extension AmountMask: FieldTraitsDescribing {
  /// The number pad when only digits are typed (no fraction, or cents entry), a decimal pad offering
  /// the field's decimal separator when one is typed, and digits and punctuation for a minus sign.
  public var preferredFieldTraits: FieldTraits {
    if allowsNegative { return FieldTraits(keyboard: .numbersAndPunctuation) }
    guard fractionDigits > 0, entry == .leftToRight else { return FieldTraits(keyboard: .numberPad) }
    return FieldTraits(keyboard: .decimalPad, decimalSeparator: decimalSeparator)
  }
}
