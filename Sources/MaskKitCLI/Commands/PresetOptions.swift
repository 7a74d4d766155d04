import ArgumentParser
import MaskKit

/// Options that pick a built-in preset instead of a MASK (format, extract, check, explain).
struct PresetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Use a preset instead of MASK: \(PresetSpec.names.joined(separator: ", ")).",
      discussion: """
        With a preset MASK is left out: format and extract take any number of texts, check one text \
        (none: standard input, line by line), explain and prompt none; bench takes its text from --text.
        """),
    completion: .list(PresetSpec.names))
  var preset: String?

  @Option(
    help:
      "phone: the home region, an ISO code such as RU or US. postal: the region whose postal codes the field takes (CA: K1A 0B1)."
  )
  var region: String?

  @Option(
    help: "phone: international (+7 916 …, the default) or national (8 (916) …).",
    completion: .list(["international", "national"]))
  var style: String?

  @Option(
    help: "phone: standard (+7 916 123-45-67, the default) or parenthesized (+7 (916) 123-45-67).",
    completion: .list(["standard", "parenthesized"]))
  var punctuation: String?

  @Option(help: "phone: the only regions whose numbers complete the field, comma-separated (US,CA).")
  var allowRegions: String?

  @Option(help: "phone: regions whose numbers never complete the field, comma-separated.")
  var denyRegions: String?

  @Option(
    help: "date: the field order DMY (the default), MDY or YMD.",
    completion: .list(["DMY", "MDY", "YMD"]))
  var order: String?

  @Option(help: "date: the earliest date that completes the field, ISO (2024-01-01).")
  var min: String?

  @Option(help: "date: the latest date that completes the field, ISO (2024-12-31).")
  var max: String?

  @Option(
    help:
      "date: digits of the year, 4 (the default) or 2 (00-68 are 2000-2068, 69-99 are 1969-1999, as POSIX %y)."
  )
  var yearDigits: Int?

  @Option(help: "date or time: the character between fields (default / for dates, : for times).")
  var separator: String?

  @Option(
    help: "time: 24 (the default) or 12 (with AM/PM).",
    completion: .list(["24", "12"]))
  var clock: String?

  @Flag(help: "time: add a seconds field.")
  var seconds = false

  @Option(help: "card: the only brands that complete the field, comma-separated (visa,mastercard).")
  var brands: String?

  @Option(
    help: """
      expiry: the current month YYYY-MM; an earlier expiry is invalid. identifier: today YYYY-MM-DD, \
      which birth dates may not come after. Default: the system clock.
      """)
  var today: String?

  @Option(help: "cvc: the card brand whose code length applies (amex has four digits).")
  var brand: String?

  @Option(
    help: "amount: the grouping separator: a character (default: ,), 'space', 'indian' (12,34,567) or 'none'."
  )
  var grouping: String?

  @Option(help: "amount: the decimal separator (default: .).")
  var decimal: String?

  @Option(help: "amount: how many digits may follow the decimal separator (default: 2).")
  var fractionDigits: Int?

  @Flag(help: "amount: allow a leading minus sign.")
  var signed = false

  @Option(
    parsing: .unconditional,
    help: "amount: the largest amount allowed, as written (1000 or 999.99 mean 1,000.00 and 999.99).")
  var maximum: String?

  @Option(
    parsing: .unconditional,
    help: "amount: the smallest amount that completes the field, as written: 10 is 10.00 (-50 with --signed)."
  )
  var minimum: String?

  @Option(help: "amount: shown before the number, not part of the value, such as '$'.")
  var prefix: String?

  @Option(help: "amount: shown after the number, not part of the value, such as ' €'.")
  var suffix: String?

  @Option(
    help:
      "amount: ltr (digits from the left, the default) or cents (digits fill from the right: 123 is 1.23).")
  var entry: String?

  @Flag(help: "amount: pad the fraction with zeros when a whole text is formatted (12 is 12.00).")
  var padFraction = false

  @Option(
    help: ArgumentHelp(
      "identifier: the scheme, a python-stdnum module name with a dot (br.cpf).",
      discussion: "Schemes: \(IdentifierMask.schemeNames.joined(separator: ", "))."))
  var scheme: String?

  /// The preset's settings, when a preset is given.
  var spec: PresetSpec? {
    preset.map { name in
      PresetSpec(
        name: name, region: region, style: style ?? "international", punctuation: punctuation ?? "standard",
        allowRegions: allowRegions,
        denyRegions: denyRegions, order: order ?? "DMY", separator: separator, clock: clock ?? "24",
        seconds: seconds, brand: brand, grouping: grouping ?? ",", decimal: decimal ?? ".",
        fractionDigits: fractionDigits ?? 2,
        signed: signed, maximum: maximum, minimum: minimum, prefix: prefix ?? "", suffix: suffix ?? "",
        entry: entry ?? "ltr",
        padFraction: padFraction, min: min, max: max, yearDigits: yearDigits ?? 4, brands: brands,
        today: today ?? (name == "identifier" ? SystemClock.currentDay() : SystemClock.currentMonth()),
        scheme: scheme)
    }
  }

  /// The compiled preset, or nil when no preset is given.
  func compile() throws -> CompiledMask? {
    guard let spec else { return nil }
    if spec.name == "amount", grouping?.isEmpty == true {
      throw ValidationError(
        "the grouping must be exactly one character, 'space', 'indian' or 'none', not ''")
    }
    let preset: PresetMask
    do {
      preset = try spec.build()
    } catch {
      throw ValidationError(error.message)
    }
    return .preset(preset)
  }
}

extension PresetSpec {
  /// Builds the preset; throws a sentence naming the bad setting.
  func build() throws(PresetError) -> PresetMask {
    guard let preset = PresetMask(try makeMask()) else {
      throw PresetError(.unknownPreset, "'\(name)' is not a preset")
    }
    return preset
  }
}
