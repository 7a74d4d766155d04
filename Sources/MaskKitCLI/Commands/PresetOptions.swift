import ArgumentParser
import MaskKit

/// Options that pick a built-in preset instead of a MASK (format, extract, check, explain).
struct PresetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Use a preset instead of MASK: phone, card, expiry, cvc, date, time or amount.",
      discussion: "With a preset every positional argument is a text to format."))
  var preset: String?

  @Option(help: "phone: the home region, an ISO code such as RU or US.")
  var region: String?

  @Option(help: "phone: international (+7 916 …) or national (8 (916) …).")
  var style: String = "international"

  @Option(help: "phone: standard (+7 916 123-45-67) or parenthesized (+7 (916) 123-45-67).")
  var punctuation: String = "standard"

  @Option(help: "phone: the only regions whose numbers complete the field, comma-separated (US,CA).")
  var allowRegions: String?

  @Option(help: "phone: regions whose numbers never complete the field, comma-separated.")
  var denyRegions: String?

  @Option(help: "date: the field order DMY, MDY or YMD.")
  var order: String = "DMY"

  @Option(help: "date or time: the character between fields (default / for dates, : for times).")
  var separator: String?

  @Option(help: "time: 24 or 12 (with AM/PM).")
  var clock: String = "24"

  @Flag(help: "time: add a seconds field.")
  var seconds = false

  @Option(help: "cvc: the card brand whose code length applies (amex has four digits).")
  var brand: String?

  @Option(help: "amount: the grouping separator: a character, 'space', 'indian' (12,34,567) or 'none'.")
  var grouping: String = ","

  @Option(help: "amount: the decimal separator.")
  var decimal: String = "."

  @Option(help: "amount: how many digits may follow the decimal separator.")
  var fractionDigits: Int = 2

  @Flag(help: "amount: allow a leading minus sign.")
  var signed = false

  @Option(help: "amount: the largest amount allowed, such as 1000 or 999.99.")
  var maximum: String?

  /// The preset's settings, when a preset is given.
  var spec: PresetSpec? {
    preset.map { name in
      PresetSpec(
        name: name, region: region, style: style, punctuation: punctuation, allowRegions: allowRegions,
        denyRegions: denyRegions, order: order, separator: separator, clock: clock,
        seconds: seconds, brand: brand, grouping: grouping, decimal: decimal, fractionDigits: fractionDigits,
        signed: signed, maximum: maximum)
    }
  }

  /// The compiled preset, or nil when no preset is given.
  func compile() throws -> CompiledMask? {
    guard let spec else { return nil }
    let preset: PresetMask
    do {
      preset = try spec.build()
    } catch {
      throw ValidationError(error.message)
    }
    return CompiledMask(mask: preset.mask, explain: { preset.explanation }) { text in
      preset.inspect(CaretText(text, autocomplete: true)).verdict
    }
  }

  /// The MASK argument, which only a preset makes optional.
  func maskArgument(_ mask: String?) throws -> String {
    guard let mask = mask ?? (preset == nil ? nil : "") else {
      throw ValidationError("Missing expected argument '<mask>'")
    }
    return mask
  }

  /// The texts to work on: with a preset every positional argument, else those after the mask.
  func texts(_ mask: String?, _ texts: [String]) -> [String] {
    preset == nil ? texts : (mask.map { [$0] } ?? []) + texts
  }

  /// The text `check` works on: with a preset the first positional argument.
  func textToCheck(_ mask: String?, _ text: String?) throws -> String {
    guard let checked = preset == nil ? text : mask else {
      throw ValidationError("Missing expected argument '<text>'")
    }
    return checked
  }
}

/// A preset and its settings, as the command line or an `eval` case gives them.
struct PresetSpec {
  var name: String
  var region: String?
  var style = "international"
  var punctuation = "standard"
  var allowRegions: String?
  var denyRegions: String?
  var order = "DMY"
  var separator: String?
  var clock = "24"
  var seconds = false
  var brand: String?
  var grouping = ","
  var decimal = "."
  var fractionDigits = 2
  var signed = false
  var maximum: String?

  /// The names `--preset` and `"preset"` accept.
  static let names = ["phone", "card", "expiry", "cvc", "date", "time", "amount"]

  /// Builds the preset; throws a sentence naming the bad setting.
  func build() throws(PresetSpecError) -> PresetMask {
    do {
      switch name.lowercased() {
      case "phone": return .phone(try phone())
      case "card": return .card(CardNumberMask())
      case "expiry": return .expiry(CardExpiryMask())
      case "cvc": return .cvc(CardSecurityCodeMask(brand: try cardBrand()))
      case "date":
        guard let order = DateOrder(rawValue: order.lowercased()) else {
          throw PresetSpecError("unknown date order '\(self.order)'; use DMY, MDY or YMD")
        }
        return .date(try DateMask(order: order, separator: try character(separator ?? "/", "separator")))
      case "time":
        let clock: TimeMask.Clock
        switch self.clock.lowercased() {
        case "24", "24h": clock = .twentyFourHour
        case "12", "12h": clock = .twelveHour
        default: throw PresetSpecError("unknown clock '\(self.clock)'; use 24 or 12")
        }
        return .time(
          try TimeMask(
            clock: clock, hasSeconds: seconds, separator: try character(separator ?? ":", "separator")))
      case "amount": return .amount(try amount())
      default:
        throw PresetSpecError("unknown preset '\(name)'; use \(Self.names.joined(separator: ", "))")
      }
    } catch let error as MaskSyntaxError {
      throw PresetSpecError(error.message)
    } catch let error as PresetSpecError {
      throw error
    } catch {
      throw PresetSpecError("\(error)")
    }
  }

  private func phone() throws -> PhoneMask {
    guard let style = PhoneMask.Style(rawValue: style.lowercased()) else {
      throw PresetSpecError("unknown phone style '\(self.style)'; use international or national")
    }
    let punctuation: PhoneMask.Punctuation
    switch self.punctuation.lowercased() {
    case "standard": punctuation = .standard
    case "parenthesized", "parenthesised": punctuation = .parenthesizedAreaCode
    default:
      throw PresetSpecError("unknown phone punctuation '\(self.punctuation)'; use standard or parenthesized")
    }
    let allowed = allowRegions.map { Set($0.split(separator: ",").map { String($0).uppercased() }) }
    let denied = Set((denyRegions ?? "").split(separator: ",").map { String($0).uppercased() })
    for code in (allowed ?? []).union(denied) where PhoneCountry.region(code) == nil {
      throw PresetSpecError("unknown phone region '\(code)' in the allow or deny list")
    }
    guard let region else {
      return PhoneMask(style: style, punctuation: punctuation, allowedRegions: allowed, deniedRegions: denied)
    }
    return try PhoneMask(
      region: region, style: style, punctuation: punctuation, allowedRegions: allowed, deniedRegions: denied)
  }

  private func cardBrand() throws -> CardBrand? {
    guard let brand else { return nil }
    let key = brand.lowercased().filter(\.isLetter)
    if key == "amex" { return .americanExpress }
    guard let match = CardBrand.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      throw PresetSpecError("unknown card brand '\(brand)'")
    }
    return match
  }

  private func amount() throws -> AmountMask {
    let groupingValue: AmountGrouping
    switch grouping.lowercased() {
    case "none", "": groupingValue = .none
    case "space": groupingValue = .spaces
    case "indian": groupingValue = .indian
    default: groupingValue = AmountGrouping(separator: try character(grouping, "grouping"))
    }
    let decimalSeparator = try character(decimal, "decimal")
    let limit = try maximum.map { text throws(PresetSpecError) in try minorUnits(text) }
    return try AmountMask(
      grouping: groupingValue, decimalSeparator: decimalSeparator, fractionDigits: fractionDigits,
      allowsNegative: signed, maximum: limit)
  }

  /// `1000` or `999.99` in minor units of `fractionDigits`.
  private func minorUnits(_ text: String) throws(PresetSpecError) -> Int {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? parts[1] : ""
    guard let integerPart = parts.first, !integerPart.isEmpty, integerPart.count <= 15,
      integerPart.allSatisfy({ $0.isASCII && $0.isNumber }),
      fraction.count <= fractionDigits, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(
        integerPart + fraction + String(repeating: "0", count: max(0, fractionDigits - fraction.count)))
    else { throw PresetSpecError("the maximum '\(text)' is not a plain number such as 1000 or 999.99") }
    return value
  }

  private func character(_ text: String, _ option: String) throws(PresetSpecError) -> Character {
    guard text.count == 1, let character = text.first else {
      throw PresetSpecError("the \(option) must be exactly one character, not '\(text)'")
    }
    return character
  }
}

/// A preset setting that cannot be used.
struct PresetSpecError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
