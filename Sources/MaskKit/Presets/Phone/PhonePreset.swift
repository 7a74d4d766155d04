/// The phone preset: ``PhoneMask`` described once for every surface (see ``Preset``).
public enum PhonePreset: Preset {
  public static let name = "phone"
  public static let summary = "phone numbers of every region, read and shown as libphonenumber does"
  public static let options: [PresetOption] = [
    PresetOption("region", .text, "the home region, an ISO code such as RU or US"),
    PresetOption(
      "style", .text, "international (+7 916 …, the default) or national (8 (916) …)",
      default: "international", choices: ["international", "national"]),
    PresetOption(
      "punctuation", .text, "standard (+7 916 123-45-67, the default) or parenthesized (+7 (916) 123-45-67)",
      default: "standard", choices: ["standard", "parenthesized"]),
    PresetOption(
      "allowRegions", .list, "the only regions whose numbers complete the field, comma-separated (US,CA)"),
    PresetOption("denyRegions", .list, "regions whose numbers never complete the field, comma-separated"),
  ]

  /// Every preset's abilities and a template: the phone mask says which characters of its placeholder are
  /// slots.
  public static let abilities = MaskKindFamily.preset.requiredAbilities.union([.template])

  /// Region codes as ``PhoneCountry/region(_:)`` reads them: `region` trimmed and in upper case
  /// (`us` → `US`), the allowed and denied lists as their codes, each once and in order (`ca, us,CA` →
  /// `CA`, `US`).
  public static func canonicalValue(_ value: PresetValue, forKey key: String) -> PresetValue {
    switch (key, value) {
    case ("region", .text(let code)): return .text(PhoneCountry.normalizedCode(code))
    case ("allowRegions", .list(let names)), ("denyRegions", .list(let names)):
      let codes = names.flatMap { PresetValue.commaSeparatedNames($0) }
        .map { PhoneCountry.normalizedCode(String($0.filter { !$0.isWhitespace })) }
        .filter { !$0.isEmpty }
      return .list(Set(codes).sorted())
    default: return value
    }
  }

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    let styleName = spec.text("style") ?? ""
    guard let style = PhoneMask.Style(rawValue: styleName.lowercased()) else {
      throw PresetSpec.invalid("unknown phone style '\(styleName)'; use international or national")
    }
    let punctuation: PhoneMask.Punctuation
    let punctuationName = spec.text("punctuation") ?? ""
    switch punctuationName.lowercased() {
    case "standard": punctuation = .standard
    case "parenthesized", "parenthesised": punctuation = .parenthesizedAreaCode
    default:
      throw PresetSpec.invalid(
        "unknown phone punctuation '\(punctuationName)'; use standard or parenthesized")
    }
    let allowed = try spec.regions("allowRegions", "allowed")
    let denied = try spec.regions("denyRegions", "denied") ?? []
    for code in (allowed ?? []).union(denied) where PhoneCountry.region(code) == nil {
      throw PresetSpec.invalid("unknown phone region '\(code)' in the allow or deny list")
    }
    guard let region = spec.text("region") else {
      return PhoneMask(style: style, punctuation: punctuation, allowRegions: allowed, denyRegions: denied)
    }
    return try PhoneMask(
      region: region, style: style, punctuation: punctuation, allowRegions: allowed, denyRegions: denied)
  }
}

extension PhoneMask: PresetReporting {
  /// `phone`.
  public var presetName: String { PhonePreset.name }

  /// The home region and style.
  public var explanation: String { "phone: home \(home?.region ?? "none"), \(style.rawValue) style" }

  /// The region, calling code, national number, E.164 form, type and extension of the number.
  public func report(_ input: CaretText) -> PresetReport { report(of: reading(input)) }

  /// The report of `read`. The reading is taken apart, not copied; the findings keep its analysis (a
  /// reference) and extension, not the mask, and are worked out when they are read: a verdict alone
  /// does not need them.
  func report(of read: consuming Reading) -> PresetReport {
    let (result, analysis, extensionDigits, _) = read
    let facts = PhoneFacts(analysis, extension: extensionDigits)
    guard !result.isComplete else { return PresetReport(result, facts: facts) }
    // An incomplete number's facts name what it lacks.
    let callingCode = facts.callingCode
    let pending =
      callingCode.isEmpty
      ? MaskProblem.phone(.noKnownCallingCode)
      : .phone(.phoneNumberIncomplete(region: incompleteRegion(facts), callingCode: callingCode))
    return PresetReport(result, pending: pending, facts: facts)
  }

  /// The region an incomplete number is said to be of: the home region while the number has its
  /// calling code (`+290` is Saint Helena's and Tristan da Cunha's: a Tristan da Cunha field names
  /// Tristan da Cunha, not the code's main region), else the region the number reads as.
  private func incompleteRegion(_ facts: PhoneFacts) -> String? {
    if let home, home.callingCode == facts.callingCode, facts.type == nil { return home.region }
    return facts.country?.region
  }
}

extension PhoneMask: SlotDescribing {
  /// A phone number of as many digits as the placeholder shows after the country code.
  public var slotSummary: SlotSummary {
    // The placeholder's digits are ASCII; testing bytes spares Unicode's number property per character.
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    var shown = Substring(placeholder).utf8[...]
    var callingCode = ""
    if shown.first == UInt8(ascii: "+") {
      let code = shown.dropFirst().prefix(while: isDigit)
      callingCode = "+" + String(decoding: code, as: UTF8.self)
      shown = shown.dropFirst(1 + code.count)
    }
    var summary = SlotSummary(purpose: .phoneNumber, kind: .digits, required: shown.count(where: isDigit))
    // The value starts with the calling code, which the count leaves out: `+1206` is 3 of 10 digits.
    summary.uncountedPrefix = callingCode
    return summary
  }
}

extension SlotSummary.Purpose {
  /// A phone number.
  public static let phoneNumber = Self("phoneNumber", englishName: "Phone number")
}

extension PhoneMask: FieldTraitsDescribing {
  /// The phone pad (digits, `+`), and AutoFill's telephone number.
  public var preferredFieldTraits: FieldTraits {
    FieldTraits(keyboard: .phonePad, contentType: .telephoneNumber)
  }
}

extension PhoneMask: MaskTemplate {
  /// The placeholder with each digit of the national number drawn as `template`; the calling code
  /// (`+1`) is drawn as it is.
  public func placeholder(template: Character) -> String {
    let shown = placeholder
    let kept = home.map { style == .international ? 1 + $0.callingCode.count : 0 } ?? shown.count
    return String(shown.prefix(kept)) + String(shown.dropFirst(kept).map { $0 == "0" ? template : $0 })
  }
}
