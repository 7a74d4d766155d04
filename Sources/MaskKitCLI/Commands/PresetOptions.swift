import ArgumentParser
import MaskKit

/// Options that pick a built-in preset instead of a MASK (format, extract, check, explain).
///
/// The one file that names the presets' option keys: ArgumentParser needs each flag declared, so each
/// is declared here with its help, completions and applicability read from the preset registry
/// (``Presets``); ``given`` turns the flags given into a ``PresetSpec``'s values.
struct PresetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Use a preset instead of MASK: \(Presets.names.joined(separator: ", ")) (any case).",
      discussion: """
        With a preset MASK is left out: format and extract take any number of texts, check one text \
        (none: standard input, line by line), explain and prompt none; bench takes its text from --text.
        """),
    completion: .list(Presets.names))
  var preset: String?

  @Option(help: PresetFlag.help("region"), completion: PresetFlag.completion("region"))
  var region: String?
  @Option(help: PresetFlag.help("style"), completion: PresetFlag.completion("style"))
  var style: String?
  @Option(help: PresetFlag.help("punctuation"), completion: PresetFlag.completion("punctuation"))
  var punctuation: String?
  @Option(help: PresetFlag.help("allowRegions"))
  var allowRegions: String?
  @Option(help: PresetFlag.help("denyRegions"))
  var denyRegions: String?
  @Option(help: PresetFlag.help("order"), completion: PresetFlag.completion("order"))
  var order: String?
  @Option(help: PresetFlag.help("min"))
  var min: String?
  @Option(help: PresetFlag.help("max"))
  var max: String?
  @Option(help: PresetFlag.help("yearDigits"))
  var yearDigits: Int?
  @Option(help: PresetFlag.help("separator"))
  var separator: String?
  @Option(help: PresetFlag.help("clock"), completion: PresetFlag.completion("clock"))
  var clock: String?
  @Flag(help: PresetFlag.help("seconds"))
  var seconds = false
  @Option(help: PresetFlag.help("brands"))
  var brands: String?
  @Option(help: PresetFlag.help("today"))
  var today: String?
  @Option(help: PresetFlag.help("brand"))
  var brand: String?
  @Option(help: PresetFlag.help("grouping"))
  var grouping: String?
  @Option(help: PresetFlag.help("decimal"))
  var decimal: String?
  @Option(help: PresetFlag.help("fractionDigits"))
  var fractionDigits: Int?
  @Flag(help: PresetFlag.help("signed"))
  var signed = false
  @Option(parsing: .unconditional, help: PresetFlag.help("maximum"))
  var maximum: String?
  @Option(parsing: .unconditional, help: PresetFlag.help("minimum"))
  var minimum: String?
  @Option(help: PresetFlag.help("prefix"))
  var prefix: String?
  @Option(help: PresetFlag.help("suffix"))
  var suffix: String?
  @Option(help: PresetFlag.help("entry"), completion: PresetFlag.completion("entry"))
  var entry: String?
  @Flag(help: PresetFlag.help("padFraction"))
  var padFraction = false
  @Option(help: PresetFlag.help("scheme"), completion: PresetFlag.completion("scheme"))
  var scheme: String?

  /// The preset options given on the command line, by key, as their kinds' values.
  var given: [String: PresetValue] {
    var values: [String: PresetValue] = [:]
    let texts: [(String, String?)] = [
      ("region", region), ("style", style), ("punctuation", punctuation), ("order", order), ("min", min),
      ("max", max), ("separator", separator), ("clock", clock), ("today", today), ("brand", brand),
      ("grouping", grouping), ("decimal", decimal), ("maximum", maximum), ("minimum", minimum),
      ("prefix", prefix), ("suffix", suffix), ("entry", entry), ("scheme", scheme),
    ]
    for case (let key, let text?) in texts { values[key] = .text(text) }
    for case (let key, let list?) in [
      ("allowRegions", allowRegions), ("denyRegions", denyRegions), ("brands", brands),
    ] {
      values[key] = .list(commaSeparated: list)
    }
    for case (let key, let number?) in [("yearDigits", yearDigits), ("fractionDigits", fractionDigits)] {
      values[key] = .integer(number)
    }
    for (key, on) in [("seconds", seconds), ("signed", signed), ("padFraction", padFraction)] where on {
      values[key] = .flag(true)
    }
    return values
  }
}
