/// The card number preset: ``CardNumberMask`` described once for every surface (see ``Preset``).
public enum CardPreset: Preset {
  public static let name = "card"
  public static let summary = "payment card numbers: brand from the first digits, Luhn check"
  public static let options: [PresetOption] = [
    PresetOption(
      "brands", .list, "the only brands that complete the field, comma-separated (visa,mastercard)")
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    guard let names = spec.list("brands") else { return CardNumberMask() }
    var accepted: Set<CardBrand> = []
    for name in names.flatMap({ PresetValue.commaSeparatedNames($0) })
    where name.contains(where: { !$0.isWhitespace }) {
      if let brand = try PresetSpec.cardBrand(String(name)) { accepted.insert(brand) }
    }
    guard !accepted.isEmpty else {
      throw PresetSpec.invalid(
        "the accepted brands name no brand; give one or more of \(PresetSpec.brandNames)")
    }
    return CardNumberMask(acceptedBrands: accepted)
  }
}

/// The card expiry preset: ``CardExpiryMask`` described once for every surface (see ``Preset``).
public enum ExpiryPreset: Preset {
  public static let name = "expiry"
  public static let summary = "card expiry dates MM/YY"
  public static let options: [PresetOption] = [
    PresetOption(
      "today", .text, "the current month YYYY-MM; an earlier expiry is invalid",
      clockDefault: .commandLineMonth)
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    guard let today = spec.text("today") else { return CardExpiryMask() }
    let parts = today.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
    else { throw PresetSpec.invalid("today '\(today)' is not a month such as 2026-11") }
    return CardExpiryMask(currentYear: year, month: month)
  }
}

/// The card security code preset: ``CardSecurityCodeMask`` described once for every surface (see
/// ``Preset``).
public enum SecurityCodePreset: Preset {
  public static let name = "cvc"
  public static let summary = "card security codes, as long as the brand's"
  public static let options: [PresetOption] = [
    PresetOption("brand", .text, "the card brand whose code length applies (amex has four digits)")
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    CardSecurityCodeMask(brand: try PresetSpec.cardBrand(spec.text("brand")))
  }
}

extension CardNumberMask: PresetReporting {
  /// `card`.
  public var presetName: String { CardPreset.name }

  /// How the number is read.
  public var explanation: String { "card number: brand from the first digits, Luhn check" }

  /// The brand (national networks as `other:elo`), the Luhn check and whether the length is the brand's.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(match.result) {
      [
        ("brand", .text(match.brand.map { $0.isRegional ? "other:" + $0.rawValue : $0.rawValue })),
        ("luhn", .flag(match.passesLuhn)), ("validLength", .flag(match.hasValidLength)),
      ]
    }
  }
}

extension CardExpiryMask: PresetReporting {
  /// `expiry`.
  public var presetName: String { ExpiryPreset.name }

  /// The layout.
  public var explanation: String { "card expiry: MM/YY, months 01-12" }

  /// The month and year.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(
      match.result, findings: [("month", .integer(match.month)), ("year", .integer(match.year))])
  }
}

extension CardSecurityCodeMask: PresetReporting {
  /// `cvc`.
  public var presetName: String { SecurityCodePreset.name }

  /// The brand whose length applies.
  public var explanation: String { "card security code: \(brand?.name ?? "any brand")" }

  /// The result alone: a security code has no findings.
  public func report(_ input: CaretText) -> PresetReport { PresetReport(apply(input)) }
}

extension CardNumberMask: SlotDescribing {
  /// A card number of the placeholder's 16 digits.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .cardNumber, kind: .digits, required: placeholder.count(where: \.isNumber))
  }
}

extension CardExpiryMask: SlotDescribing {
  /// An expiry date of one digit per letter of `MM/YY`.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .cardExpiry, kind: .digits, required: placeholder.count(where: \.isLetter))
  }
}

extension CardSecurityCodeMask: SlotDescribing {
  /// A security code of the placeholder's digits.
  public var slotSummary: SlotSummary {
    SlotSummary(
      purpose: .securityCode, kind: .digits, required: placeholder.count { $0.isLetter || $0.isNumber })
  }
}

extension SlotSummary.Purpose {
  /// A payment card number.
  public static let cardNumber = Self("cardNumber", englishName: "Card number")
  /// A card's expiry date.
  public static let cardExpiry = Self("cardExpiry", englishName: "Expiry date")
  /// A card's security code.
  public static let securityCode = Self("securityCode", englishName: "Security code")
}

extension CardNumberMask: FieldTraitsDescribing {
  /// The number pad, and AutoFill's card number.
  public var preferredFieldTraits: FieldTraits {
    FieldTraits(keyboard: .numberPad, contentType: .creditCardNumber)
  }
}

extension CardExpiryMask: FieldTraitsDescribing {
  /// The number pad (the slash is filled in), and AutoFill's card expiration date.
  public var preferredFieldTraits: FieldTraits {
    FieldTraits(keyboard: .numberPad, contentType: .creditCardExpiration)
  }
}

extension CardSecurityCodeMask: FieldTraitsDescribing {
  /// The number pad, and AutoFill's card security code.
  public var preferredFieldTraits: FieldTraits {
    FieldTraits(keyboard: .numberPad, contentType: .creditCardSecurityCode)
  }
}
