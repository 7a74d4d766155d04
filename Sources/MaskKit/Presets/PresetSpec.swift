/// A preset and its settings as text, the way a mask description, an `eval` case or the command line
/// gives them; ``makeMask()`` builds the preset.
public struct PresetSpec: Sendable, Hashable {
  /// The preset: phone, card, expiry, cvc, date, time, amount, iban, ipv4, postal or identifier (any case).
  public var name: String
  /// phone: the home region, an ISO code such as `RU`; postal: the region whose postal codes the field takes.
  public var region: String?
  /// phone: `international` or `national`.
  public var style: String
  /// phone: `standard` or `parenthesized`.
  public var punctuation: String
  /// phone: the only regions whose numbers complete the field, comma-separated.
  public var allowRegions: String?
  /// phone: regions whose numbers never complete the field, comma-separated.
  public var denyRegions: String?
  /// date: `DMY`, `MDY` or `YMD`.
  public var order: String
  /// date: the earliest date that completes the field, ISO `2024-01-01`.
  public var min: String?
  /// date: the latest date that completes the field, ISO `2024-12-31`.
  public var max: String?
  /// date: how many digits the year has, 4 or 2 (pivot: 00–68 are 2000–2068, 69–99 1969–1999).
  public var yearDigits: Int
  /// date or time: the character between fields (`/` and `:` when nil).
  public var separator: String?
  /// time: `24` or `12`.
  public var clock: String
  /// time: whether a seconds field follows the minutes.
  public var seconds: Bool
  /// card: the only brands that complete the field, comma-separated (`visa,mastercard`).
  public var brands: String?
  /// expiry: the current month `YYYY-MM`; an earlier expiry is invalid (nil: not checked). identifier:
  /// today's date `YYYY-MM-DD`, which birth dates may not come after (nil: not checked).
  public var today: String?
  /// cvc: the card brand whose code length applies.
  public var brand: String?
  /// amount: a grouping character, `space`, `indian` or `none`.
  public var grouping: String
  /// amount: the decimal separator.
  public var decimal: String
  /// amount: how many digits may follow the decimal separator.
  public var fractionDigits: Int
  /// amount: whether a leading minus sign is allowed.
  public var signed: Bool
  /// amount: the largest amount allowed, in whole units as written: `1000` or `999.99` (``AmountMask``
  /// takes minor units: `100_000` for 1000.00).
  public var maximum: String?
  /// amount: the smallest amount that completes the field, in whole units as written: `10` or `-50.5`
  /// (signed; ``AmountMask`` takes minor units: `1_000` for 10.00).
  public var minimum: String?
  /// amount: shown before the number, not part of the value (`$`).
  public var prefix: String
  /// amount: shown after the number, not part of the value (` €`).
  public var suffix: String
  /// amount: `ltr` (digits from the left) or `cents` (digits fill from the right).
  public var entry: String
  /// amount: pad the fraction with zeros when a whole text is formatted (`12` → `12.00`).
  public var padFraction: Bool
  /// identifier: the scheme, a python-stdnum module name with a dot (`br.cpf`).
  public var scheme: String?

  /// The preset names ``name`` accepts.
  public static let names = [
    "phone", "card", "expiry", "cvc", "date", "time", "amount", "iban", "ipv4", "postal", "identifier",
  ]

  /// Creates the settings of preset `name`; unset options take the presets' defaults.
  public init(
    name: String, region: String? = nil, style: String = "international", punctuation: String = "standard",
    allowRegions: String? = nil, denyRegions: String? = nil, order: String = "DMY", separator: String? = nil,
    clock: String = "24", seconds: Bool = false, brand: String? = nil, grouping: String = ",",
    decimal: String = ".", fractionDigits: Int = 2, signed: Bool = false, maximum: String? = nil,
    minimum: String? = nil, prefix: String = "", suffix: String = "", entry: String = "ltr",
    padFraction: Bool = false, min: String? = nil, max: String? = nil, yearDigits: Int = 4,
    brands: String? = nil, today: String? = nil, scheme: String? = nil
  ) {
    self.name = name
    self.region = region
    self.style = style
    self.punctuation = punctuation
    self.allowRegions = allowRegions
    self.denyRegions = denyRegions
    self.order = order
    self.separator = separator
    self.clock = clock
    self.seconds = seconds
    self.brand = brand
    self.grouping = grouping
    self.decimal = decimal
    self.fractionDigits = fractionDigits
    self.signed = signed
    self.maximum = maximum
    self.minimum = minimum
    self.prefix = prefix
    self.suffix = suffix
    self.entry = entry
    self.padFraction = padFraction
    self.min = min
    self.max = max
    self.yearDigits = yearDigits
    self.brands = brands
    self.today = today
    self.scheme = scheme
  }

  /// Builds the preset; throws `PresetError` with a sentence naming the bad setting.
  public func makeMask() throws(PresetError) -> any Mask {
    switch name.lowercased() {
    case "phone": return try phone()
    case "card": return CardNumberMask(acceptedBrands: try acceptedBrands())
    case "expiry": return try expiry()
    case "cvc": return CardSecurityCodeMask(brand: try cardBrand(brand))
    case "date":
      guard let order = DateOrder(rawValue: order.lowercased()) else {
        throw Self.invalid("unknown date order '\(self.order)'; use DMY, MDY or YMD")
      }
      return try DateMask(
        order: order, separator: try character(separator ?? "/", "separator"), yearDigits: yearDigits,
        earliest: try isoDate(min, "min"), latest: try isoDate(max, "max"))
    case "time":
      let clock: TimeMask.Clock
      switch self.clock.lowercased() {
      case "24", "24h": clock = .twentyFourHour
      case "12", "12h": clock = .twelveHour
      default: throw Self.invalid("unknown clock '\(self.clock)'; use 24 or 12")
      }
      return try TimeMask(
        clock: clock, hasSeconds: seconds, separator: try character(separator ?? ":", "separator"))
    case "amount": return try amount()
    case "iban": return IBANMask()
    case "ipv4": return IPv4Mask()
    case "postal": return try postal()
    case "identifier":
      guard let scheme else { throw Self.invalid("the identifier preset needs a scheme such as br.cpf") }
      return try IdentifierMask(scheme: scheme, today: try isoDate(today, "today"))
    default:
      throw PresetError(.unknownPreset, "unknown preset '\(name)'; use \(Self.names.joined(separator: ", "))")
    }
  }

  private static func invalid(_ message: String) -> PresetError {
    PresetError(.invalidOption, message)
  }

  private func phone() throws(PresetError) -> PhoneMask {
    guard let style = PhoneMask.Style(rawValue: style.lowercased()) else {
      throw Self.invalid("unknown phone style '\(self.style)'; use international or national")
    }
    let punctuation: PhoneMask.Punctuation
    switch self.punctuation.lowercased() {
    case "standard": punctuation = .standard
    case "parenthesized", "parenthesised": punctuation = .parenthesizedAreaCode
    default:
      throw Self.invalid("unknown phone punctuation '\(self.punctuation)'; use standard or parenthesized")
    }
    let allowed = try Self.regions(allowRegions, "allowed")
    let denied = try Self.regions(denyRegions, "denied") ?? []
    for code in (allowed ?? []).union(denied) where PhoneCountry.region(code) == nil {
      throw Self.invalid("unknown phone region '\(code)' in the allow or deny list")
    }
    guard let region else {
      return PhoneMask(style: style, punctuation: punctuation, allowedRegions: allowed, deniedRegions: denied)
    }
    return try PhoneMask(
      region: region, style: style, punctuation: punctuation, allowedRegions: allowed, deniedRegions: denied)
  }

  /// The region codes of a comma-separated list, upper-cased, or nil when no list is given; a list that
  /// names no region (`''`, `' , '`) is refused, as an empty list of brands is, since it would leave the
  /// field nothing to complete (allowed) or say nothing (denied).
  private static func regions(_ list: String?, _ kind: String) throws(PresetError) -> Set<String>? {
    guard let list else { return nil }
    let codes = list.split(separator: ",").map { $0.filter { !$0.isWhitespace }.uppercased() }.filter {
      !$0.isEmpty
    }
    guard !codes.isEmpty else {
      throw invalid("the \(kind) regions name no region; give one or more region codes, such as US,CA")
    }
    return Set(codes)
  }

  private func postal() throws(PresetError) -> PostalMask {
    guard let region else { throw Self.invalid("the postal preset needs a region, such as CA or US") }
    return try PostalMask(region: region)
  }

  private func acceptedBrands() throws(PresetError) -> Set<CardBrand>? {
    guard let brands else { return nil }
    var accepted: Set<CardBrand> = []
    for name in brands.split(separator: ",") where name.contains(where: { !$0.isWhitespace }) {
      if let brand = try cardBrand(String(name)) { accepted.insert(brand) }
    }
    guard !accepted.isEmpty else {
      throw Self.invalid("the accepted brands name no brand; give one or more of \(Self.brandNames)")
    }
    return accepted
  }

  private func expiry() throws(PresetError) -> CardExpiryMask {
    guard let today else { return CardExpiryMask() }
    let parts = today.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
    else { throw Self.invalid("today '\(today)' is not a month such as 2026-11") }
    return CardExpiryMask(currentYear: year, month: month)
  }

  private func cardBrand(_ brand: String?) throws(PresetError) -> CardBrand? {
    guard let brand else { return nil }
    var key = brand.lowercased().filter { !$0.isWhitespace }
    if key.hasPrefix("other:") { key.removeFirst("other:".count) }
    key = key.filter(\.isLetter)
    if key == "amex" { return .americanExpress }
    guard let match = CardBrand.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      throw Self.invalid("unknown card brand '\(brand)'; use \(Self.brandNames)")
    }
    return match
  }

  /// The brand names accepted, as `eval` prints them (national networks also as `other:elo`).
  private static var brandNames: String {
    (CardBrand.allCases.map(\.rawValue) + ["amex"]).joined(separator: ", ")
  }

  private func amount() throws(PresetError) -> AmountMask {
    let groupingValue: AmountGrouping
    switch grouping.lowercased() {
    case "none", "": groupingValue = .none
    case "space": groupingValue = .spaces
    case "indian": groupingValue = .indian
    default: groupingValue = AmountGrouping(separator: try character(grouping, "grouping"))
    }
    let decimalSeparator = try character(decimal, "decimal")
    let limit = try maximum.map { text throws(PresetError) in try minorUnits(text, "maximum") }
    let floor = try minimum.map { text throws(PresetError) in
      guard text.hasPrefix("-") else { return try minorUnits(text, "minimum") }
      guard signed else { throw Self.invalid("a negative minimum needs a signed amount") }
      return -(try minorUnits(String(text.dropFirst()), "minimum"))
    }
    let entryValue: AmountEntry
    switch entry.lowercased() {
    case "ltr", "lefttoright", "left": entryValue = .leftToRight
    case "cents": entryValue = .cents
    default: throw Self.invalid("unknown amount entry '\(entry)'; use ltr or cents")
    }
    return try AmountMask(
      grouping: groupingValue, decimalSeparator: decimalSeparator, fractionDigits: fractionDigits,
      allowsNegative: signed, maximum: limit, minimum: floor, prefix: prefix, suffix: suffix,
      entry: entryValue,
      padsFraction: padFraction)
  }

  /// `1000` or `999.99` (whole units, as written) in minor units of ``fractionDigits``; throws a sentence
  /// saying what is allowed.
  private func minorUnits(_ text: String, _ option: String) throws(PresetError) -> Int {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerPart = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
    if text.hasPrefix("-") || text.hasPrefix("+") {
      throw Self.invalid("the \(option) '\(text)' has a sign; write the amount without one, such as 1000")
    }
    guard !integerPart.isEmpty, isDigits(integerPart), isDigits(fraction) else {
      throw Self.invalid(
        "the \(option) '\(text)' is not a plain number: ASCII digits with at most one '.', such as 1000 or 999.99"
      )
    }
    guard integerPart.count <= 15 else {
      throw Self.invalid(
        "the \(option) '\(text)' has \(integerPart.count) digits before the '.'; an amount has at most 15")
    }
    guard fraction.count <= fractionDigits else {
      throw Self.invalid(
        "the \(option) '\(text)' has \(fraction.count) digits after the '.'; this amount has at most \(fractionDigits)"
      )
    }
    let padding = String(repeating: "0", count: Swift.max(0, fractionDigits - fraction.count))
    guard let value = Int(integerPart + fraction + padding) else {
      throw Self.invalid("the \(option) '\(text)' is not a plain number such as 1000 or 999.99")
    }
    return value
  }

  private func isoDate(_ text: String?, _ option: String) throws(PresetError) -> CalendarDate? {
    guard let text else { return nil }
    guard let date = CalendarDate(iso: text) else {
      throw Self.invalid("the \(option) '\(text)' is not an ISO date such as 2024-12-31")
    }
    return date
  }

  private func character(_ text: String, _ option: String) throws(PresetError) -> Character {
    guard text.count == 1, let character = text.first, let scalar = character.unicodeScalars.first else {
      throw Self.invalid("the \(option) must be exactly one character, not '\(text)'")
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark:
      let code = String(scalar.value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: Swift.max(0, 4 - code.count)) + code
      throw Self.invalid(
        "the \(option) U+\(padded) is a combining mark, which joins the character before it; choose a character that stands alone"
      )
    default: return character
    }
  }
}
