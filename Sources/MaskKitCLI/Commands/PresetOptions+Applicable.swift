import ArgumentParser

extension PresetOptions {
  /// Each preset option given on the command line (a value, or a flag set), by its name, with the
  /// presets it applies to.
  private var optionsGiven: [(name: String, presets: [String])] {
    let phone = ["phone"]
    let amount = ["amount"]
    let options: [(String, [String], Bool)] = [
      ("--region", ["phone", "postal"], region != nil), ("--style", phone, style != nil),
      ("--punctuation", phone, punctuation != nil), ("--allow-regions", phone, allowRegions != nil),
      ("--deny-regions", phone, denyRegions != nil), ("--order", ["date"], order != nil),
      ("--min", ["date"], min != nil), ("--max", ["date"], max != nil),
      ("--year-digits", ["date"], yearDigits != nil), ("--separator", ["date", "time"], separator != nil),
      ("--clock", ["time"], clock != nil), ("--seconds", ["time"], seconds),
      ("--brands", ["card"], brands != nil), ("--today", ["expiry", "identifier"], today != nil),
      ("--brand", ["cvc"], brand != nil), ("--grouping", amount, grouping != nil),
      ("--decimal", amount, decimal != nil), ("--fraction-digits", amount, fractionDigits != nil),
      ("--signed", amount, signed), ("--maximum", amount, maximum != nil),
      ("--minimum", amount, minimum != nil),
      ("--prefix", amount, prefix != nil), ("--suffix", amount, suffix != nil),
      ("--entry", amount, entry != nil),
      ("--pad-fraction", amount, padFraction),
      ("--scheme", ["identifier"], scheme != nil),
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
