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

  /// Whether `value` has fewer digits than `text`, so the first finding is the digits left out.
  private static func dropsDigits(_ text: String, _ value: String) -> Bool {
    text.count { $0.normalizedASCIIDigit != nil } > value.count { $0.normalizedASCIIDigit != nil }
  }

  /// Formats `input` and reports the preset's own findings; a whole text (the caret at its end) in a
  /// layout the preset recognises is read as a paste of it is (`2024-02-29` in a DMY date is
  /// `29/02/2024`), and one it refuses gives the empty field with the reason as an invalid verdict.
  func inspect(_ input: CaretText) -> PresetInspection {
    var inspection = inspectUnnamed(input)
    if input.caret >= input.text.count, input.gravity == .forward {
      inspection.adopt(mask.format(input.text, autocomplete: input.autocomplete))
    }
    inspection.verdict = inspection.verdict.named(name)
    return inspection
  }

  /// ``inspect(_:)`` with reasons that do not name the preset yet.
  private func inspectUnnamed(_ input: CaretText) -> PresetInspection {
    guard input.caret >= input.text.count, let reader = mask as? any PasteLayoutReading else {
      return inspectAsGiven(input)
    }
    var own = input
    switch reader.pasteLayout(of: input.text) {
    case .unrecognised, .readAsGiven: return inspectAsGiven(input)
    case .recognised(let text): own.text = text
    case .refused(let reason):
      own.text = ""
      var inspection = inspectAsGiven(CaretText("", gravity: input.gravity, autocomplete: input.autocomplete))
      inspection.verdict = .invalid(reason)
      return inspection
    }
    own.caret = own.text.count
    return inspectAsGiven(own)
  }

  /// Formats `input` as the field reads it and reports the preset's own findings.
  private func inspectAsGiven(_ input: CaretText) -> PresetInspection {
    switch self {
    case .phone(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result,
        facts: [
          "country": .optional(match.country?.region),
          "callingCode": .optional(match.callingCode.isEmpty ? nil : match.callingCode),
          "nationalNumber": .string(match.nationalNumber), "e164": .optional(match.e164),
          "type": .optional(match.type?.rawValue),
          "extension": .optional(match.extension.isEmpty ? nil : match.extension),
        ],
        problem: match.callingCode.isEmpty
          ? "no known calling code"
          : "not yet a valid number of \(match.country?.name ?? "+" + match.callingCode)",
        invalid: match.refusal ?? match.problem,
        countsDigits: false)
    case .card(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result,
        facts: [
          "brand": .optional(match.brand.map(Self.brandName)), "luhn": .bool(match.passesLuhn),
          "validLength": .bool(match.hasValidLength),
        ],
        invalid: match.hasValidLength && !match.passesLuhn
          && !Self.dropsDigits(input.text, match.result.value)
          ? "the number fails the Luhn check" : nil,
        letters: "")
    case .expiry(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result, facts: ["month": .optional(match.month), "year": .optional(match.year)],
        invalid: match.problem, letters: "")
    case .cvc(let mask):
      return PresetInspection(input, mask.apply(input), facts: [:], letters: "")
    case .date(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result,
        facts: [
          "day": .optional(match.day), "month": .optional(match.month), "year": .optional(match.year),
          "validDate": .bool(match.isValidDate),
        ],
        invalid: match.problem, letters: "")
    case .time(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result,
        facts: [
          "hour": .optional(match.hour), "minute": .optional(match.minute), "second": .optional(match.second),
          "validTime": .bool(match.isValidTime),
        ],
        invalid: match.problem, letters: "aApPmM")
    case .amount(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result,
        facts: ["minorUnits": Self.exact(match.minorUnits), "normalized": .optional(match.normalized)],
        countsDigits: false)
    case .iban(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result, facts: ["country": .optional(match.country), "check": .bool(match.passesCheck)],
        invalid: match.problem)
    case .ipv4(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result, facts: ["octets": .array(match.octets.map { .int($0) })],
        invalid: match.problem)
    case .postal(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result, facts: ["region": .string(mask.region)], invalid: match.problem)
    case .identifier(let mask):
      let match = mask.match(input)
      return PresetInspection(
        input, match.result,
        facts: ["scheme": .string(mask.schemeName), "check": .bool(match.passesCheck)],
        invalid: match.result.problem)
    }
  }
}

/// A preset's answer for one text: the formatted result, its findings and the `check` verdict.
struct PresetInspection {
  var result: MaskResult
  var facts: [String: JSONValue]
  var verdict: CheckVerdict

  /// `letters` lists the letters the preset reads (nil: letters are not checked); any other letter in
  /// the input makes it invalid, since the value shown would not be the value given. `countsDigits:
  /// false` is for presets that drop prefix digits by design (a phone number's trunk or international
  /// prefix) and say themselves when a number is not what was given.
  init(
    _ input: CaretText, _ result: MaskResult, facts: [String: JSONValue], problem: String? = nil,
    invalid: String? = nil, letters: String? = nil, countsDigits: Bool = true
  ) {
    self.result = result
    self.facts = facts
    let typedDigits = countsDigits ? input.text.count { $0.normalizedASCIIDigit != nil } : 0
    let keptDigits = countsDigits ? result.value.count { $0.normalizedASCIIDigit != nil } : 0
    let stray = letters.flatMap { allowed in input.text.first { $0.isLetter && !allowed.contains($0) } }
    if let stray {
      verdict = .invalid("'\(stray)' is not part of the value")
    } else if result.isComplete, keptDigits >= typedDigits, invalid == nil {
      verdict = .complete
    } else if let invalid {
      verdict = .invalid(invalid)
    } else if let refusal = result.refusal {
      verdict = .invalid(refusal)
    } else if keptDigits < typedDigits {
      let count = Self.count(typedDigits - keptDigits, "digit")
      let full = result.isComplete || result.tailPlaceholder.isEmpty
      verdict = .invalid(full ? "\(count) too many" : "\(count) not taken: an impossible value")
    } else if let reason = result.problem {
      verdict = .incomplete(reason)
    } else {
      verdict = .incomplete(problem ?? "still needs \(result.tailPlaceholder.drop(while: \.isWhitespace))")
    }
  }

  /// Takes `whole`, the library's whole-text reading of the same text, as the result, and its verdict
  /// where it refuses the text or does not complete it.
  mutating func adopt(_ whole: MaskResult) {
    result = whole
    if case .invalid = verdict { return }
    if let refusal = whole.refusal {
      verdict = .invalid(refusal)
    } else if !whole.isComplete, verdict == .complete {
      verdict = CheckVerdict(whole)
    }
  }

  /// `1 digit`, `2 digits`.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
