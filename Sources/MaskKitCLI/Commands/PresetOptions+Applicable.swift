import ArgumentParser

extension PresetOptions {
  /// Each preset option given on the command line (a flag set, or a value other than the default), by
  /// its name, with the presets it applies to.
  private var optionsGiven: [(name: String, presets: [String])] {
    let phone = ["phone"]
    let amount = ["amount"]
    let options: [(String, [String], Bool)] = [
      ("--region", phone, region != nil), ("--style", phone, style != "international"),
      ("--punctuation", phone, punctuation != "standard"), ("--allow-regions", phone, allowRegions != nil),
      ("--deny-regions", phone, denyRegions != nil), ("--order", ["date"], order != "DMY"),
      ("--min", ["date"], min != nil), ("--max", ["date"], max != nil),
      ("--year-digits", ["date"], yearDigits != 4), ("--separator", ["date", "time"], separator != nil),
      ("--clock", ["time"], clock != "24"), ("--seconds", ["time"], seconds),
      ("--brands", ["card"], brands != nil), ("--today", ["expiry"], today != nil),
      ("--brand", ["cvc"], brand != nil), ("--grouping", amount, grouping != ","),
      ("--decimal", amount, decimal != "."), ("--fraction-digits", amount, fractionDigits != 2),
      ("--signed", amount, signed), ("--maximum", amount, maximum != nil),
      ("--minimum", amount, minimum != nil),
      ("--prefix", amount, !prefix.isEmpty), ("--suffix", amount, !suffix.isEmpty),
      ("--entry", amount, entry != "ltr"),
      ("--pad-fraction", amount, padFraction),
    ]
    return options.filter(\.2).map { ($0.0, $0.1) }
  }

  /// Throws a usage error naming the first preset option given without `--preset`, or for a preset
  /// it does not apply to (`--region` with `--preset card`).
  func checkApplicableOptions() throws {
    for option in optionsGiven {
      let presets = option.presets.map { "--preset \($0)" }.joined(separator: " or ")
      guard let preset else { throw ValidationError("\(option.name) applies only with \(presets)") }
      if !option.presets.contains(preset) {
        throw ValidationError("\(option.name) applies only with \(presets), not with --preset \(preset)")
      }
    }
  }
}
