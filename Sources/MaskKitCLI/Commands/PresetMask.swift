import MaskKit

/// A built preset with what the command line and `eval` report about a text.
enum PresetMask {
  case phone(PhoneMask)
  case card(CardNumberMask)
  case expiry(CardExpiryMask)
  case cvc(CardSecurityCodeMask)
  case date(DateMask)
  case time(TimeMask)
  case amount(AmountMask)
  case iban(IBANMask)
  case ipv4(IPv4Mask)
  case postal(PostalMask)
  case identifier(IdentifierMask)

  /// The preset `mask` is, or nil for a mask that is not a preset.
  init?(_ mask: any Mask) {
    switch mask {
    case let mask as PhoneMask: self = .phone(mask)
    case let mask as CardNumberMask: self = .card(mask)
    case let mask as CardExpiryMask: self = .expiry(mask)
    case let mask as CardSecurityCodeMask: self = .cvc(mask)
    case let mask as DateMask: self = .date(mask)
    case let mask as TimeMask: self = .time(mask)
    case let mask as AmountMask: self = .amount(mask)
    case let mask as IBANMask: self = .iban(mask)
    case let mask as IPv4Mask: self = .ipv4(mask)
    case let mask as PostalMask: self = .postal(mask)
    case let mask as IdentifierMask: self = .identifier(mask)
    default: return nil
    }
  }

  /// The preset's name as `--preset` takes it; messages start with it (`expiry: month 13 does not exist`).
  var name: String {
    switch self {
    case .phone: "phone"
    case .card: "card"
    case .expiry: "expiry"
    case .cvc: "cvc"
    case .date: "date"
    case .time: "time"
    case .amount: "amount"
    case .iban: "iban"
    case .ipv4: "ipv4"
    case .postal: "postal"
    case .identifier: "identifier"
    }
  }

  /// The preset as a mask for the editing model.
  var mask: any Mask {
    switch self {
    case .phone(let mask): return mask
    case .card(let mask): return mask
    case .expiry(let mask): return mask
    case .cvc(let mask): return mask
    case .date(let mask): return mask
    case .time(let mask): return mask
    case .amount(let mask): return mask
    case .iban(let mask): return mask
    case .ipv4(let mask): return mask
    case .postal(let mask): return mask
    case .identifier(let mask): return mask
    }
  }

  /// What `explain` prints.
  var explanation: String {
    let settings: String
    switch self {
    case .phone(let mask):
      settings = "phone: home \(mask.home?.region ?? "none"), \(mask.style.rawValue) style"
    case .card: settings = "card number: brand from the first digits, Luhn check"
    case .expiry: settings = "card expiry: MM/YY, months 01-12"
    case .cvc(let mask): settings = "card security code: \(mask.brand?.name ?? "any brand")"
    case .date(let mask):
      let bounds = [mask.earliest.map { "from \($0)" }, mask.latest.map { "to \($0)" }].compactMap { $0 }
      settings =
        "date: \(mask.order.rawValue.uppercased()), Gregorian calendar, \(mask.yearDigits)-digit years"
        + bounds.map { ", " + $0 }.joined()
    case .time(let mask): settings = "time: \(mask.clock.rawValue)\(mask.hasSeconds ? " with seconds" : "")"
    case .amount(let mask):
      settings =
        "amount: grouping '\(mask.grouping.separator.map(String.init) ?? "")', decimal "
        + "'\(mask.decimalSeparator)', \(mask.fractionDigits) fraction digits"
        + (mask.entry == .cents ? ", cents entry" : "") + (mask.padsFraction ? ", padded fraction" : "")
    case .iban: settings = "iban: country lengths of the SWIFT IBAN registry, groups of four, MOD 97-10 check"
    case .ipv4: settings = "ipv4: four decimal octets 0-255"
    case .postal(let mask):
      settings = "postal: \(mask.regionName) (\(mask.region)), Google's address metadata, \(mask.placeholder)"
    case .identifier(let mask):
      settings = "identifier: \(mask.title) (\(mask.schemeName)), check digits verified"
    }
    return "preset \(settings)\nplaceholder: \(mask.placeholder)"
  }

  /// An integer as a JSON number while a double holds it exactly, else as a string of its digits.
  private static func exact(_ value: Int?) -> JSONValue {
    guard let value else { return .null }
    return value.magnitude < 1 << 53 ? .int(value) : .string(String(value))
  }

  /// A brand as `eval` names it: the international brands by name, national networks as `other:elo`.
  private static func brandName(_ brand: CardBrand) -> String {
    brand.isRegional ? "other:" + brand.rawValue : brand.rawValue
  }

  /// Formats `input` and reports the preset's own findings. A whole text (the caret at its end) is read
  /// as ``Mask/format(_:autocomplete:)`` reads it — digits of every script as ASCII digits, a layout the
  /// preset recognises rewritten into its own (`2024-02-29` in a DMY date is `29/02/2024`), a refused
  /// layout giving the empty field with the reason as its refusal — so the verdict is the library's.
  func inspect(_ input: CaretText) -> PresetInspection {
    var inspection = inspectUnnamed(input)
    inspection.verdict = inspection.verdict.named(name)
    return inspection
  }

  /// ``inspect(_:)`` with reasons that do not name the preset yet.
  private func inspectUnnamed(_ input: CaretText) -> PresetInspection {
    guard input.caret >= input.text.count, input.gravity == .forward, let reader = mask.layoutReader else {
      return inspectAsGiven(input)
    }
    let read = reader.wholeText(of: input.text)
    var inspection = inspectAsGiven(
      CaretText(read.text, gravity: input.gravity, autocomplete: input.autocomplete))
    if let reason = read.refusal {
      inspection.result = inspection.result.refused(reason)
      inspection.verdict = .invalid(reason)
    }
    return inspection
  }

  /// Formats `input` as the field reads it and reports the preset's own findings.
  private func inspectAsGiven(_ input: CaretText) -> PresetInspection {
    switch self {
    case .phone(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result,
        facts: [
          "country": .optional(match.country?.region),
          "callingCode": .optional(match.callingCode.isEmpty ? nil : match.callingCode),
          "nationalNumber": .string(match.nationalNumber), "e164": .optional(match.e164),
          "type": .optional(match.type?.rawValue),
          "extension": .optional(match.extension.isEmpty ? nil : match.extension),
        ],
        pending: match.callingCode.isEmpty
          ? "no known calling code"
          : "not yet a valid number of \(match.country?.name ?? "+" + match.callingCode)")
    case .card(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result,
        facts: [
          "brand": .optional(match.brand.map(Self.brandName)), "luhn": .bool(match.passesLuhn),
          "validLength": .bool(match.hasValidLength),
        ])
    case .expiry(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result, facts: ["month": .optional(match.month), "year": .optional(match.year)])
    case .cvc(let mask):
      return PresetInspection(mask.apply(input), facts: [:])
    case .date(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result,
        facts: [
          "day": .optional(match.day), "month": .optional(match.month), "year": .optional(match.year),
          "validDate": .bool(match.isValidDate),
        ])
    case .time(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result,
        facts: [
          "hour": .optional(match.hour), "minute": .optional(match.minute), "second": .optional(match.second),
          "validTime": .bool(match.isValidTime),
        ])
    case .amount(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result,
        facts: ["minorUnits": Self.exact(match.minorUnits), "normalized": .optional(match.normalized)])
    case .iban(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result, facts: ["country": .optional(match.country), "check": .bool(match.passesCheck)])
    case .ipv4(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result, facts: ["octets": .array(match.octets.map { .int($0) })])
    case .postal(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result, facts: ["region": .string(mask.region)])
    case .identifier(let mask):
      let match = mask.match(input)
      return PresetInspection(
        match.result,
        facts: ["scheme": .string(mask.schemeName), "check": .bool(match.passesCheck)])
    }
  }
}

/// A preset's answer for one text: the formatted result, its findings and the `check` verdict.
struct PresetInspection {
  var result: MaskResult
  var facts: [String: JSONValue]
  var verdict: CheckVerdict

  /// The verdict is the library's reading of `result` (``CheckVerdict/init(_:)``); `pending` words what
  /// an incomplete value still lacks where the preset can say it better than its tail placeholder (`not
  /// yet a valid number of Germany`).
  init(_ result: MaskResult, facts: [String: JSONValue], pending: String? = nil) {
    self.result = result
    self.facts = facts
    let verdict = CheckVerdict(result)
    if case .incomplete = verdict, result.problem == nil, let pending {
      self.verdict = .incomplete(pending)
    } else {
      self.verdict = verdict
    }
  }
}
