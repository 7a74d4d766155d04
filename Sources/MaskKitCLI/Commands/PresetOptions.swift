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

  @Option(
    name: .customLong("option"),
    help: ArgumentHelp(
      "A preset option as KEY=VALUE, by its key in the preset's description (repeatable).",
      discussion: """
        Takes every option of the preset, including one without a flag of its own: \
        --option fractionDigits=2, --option brands=visa,mastercard, --option signed=true (a flag: \
        true or false; KEY alone is true). The value is read as the option's kind; a key the preset \
        does not take, or one given twice, is a usage error.
        """,
      valueName: "key=value"))
  var options: [String] = []

  /// The one table of preset options that have a flag of their own: each key with how its flag's
  /// value reads as the key's kind. `--option KEY=VALUE` takes these keys and every other.
  private var flagged: [(key: String, value: PresetValue?)] {
    [
      ("region", region.map(PresetValue.text)), ("style", style.map(PresetValue.text)),
      ("punctuation", punctuation.map(PresetValue.text)),
      ("allowRegions", allowRegions.map(PresetValue.list(commaSeparated:))),
      ("denyRegions", denyRegions.map(PresetValue.list(commaSeparated:))),
      ("order", order.map(PresetValue.text)), ("min", min.map(PresetValue.text)),
      ("max", max.map(PresetValue.text)), ("yearDigits", yearDigits.map(PresetValue.integer)),
      ("separator", separator.map(PresetValue.text)), ("clock", clock.map(PresetValue.text)),
      ("seconds", seconds ? .flag(true) : nil), ("brands", brands.map(PresetValue.list(commaSeparated:))),
      ("today", today.map(PresetValue.text)), ("brand", brand.map(PresetValue.text)),
      ("grouping", grouping.map(PresetValue.text)), ("decimal", decimal.map(PresetValue.text)),
      ("fractionDigits", fractionDigits.map(PresetValue.integer)), ("signed", signed ? .flag(true) : nil),
      ("maximum", maximum.map(PresetValue.text)), ("minimum", minimum.map(PresetValue.text)),
      ("prefix", prefix.map(PresetValue.text)), ("suffix", suffix.map(PresetValue.text)),
      ("entry", entry.map(PresetValue.text)), ("padFraction", padFraction ? .flag(true) : nil),
      ("scheme", scheme.map(PresetValue.text)),
    ]
  }

  /// The keys that have a flag of their own.
  var flaggedKeys: [String] { flagged.map(\.key) }

  /// The preset options given by their own flags, by key, as their kinds' values.
  var given: [String: PresetValue] {
    var values: [String: PresetValue] = [:]
    for case (let key, let value?) in flagged { values[key] = value }
    return values
  }

  /// Every preset option given, by its flag or by `--option KEY=VALUE`, as its kind's value.
  ///
  /// Throws a usage error for `--option` without `--preset`, without `=` for an option that is not a
  /// flag, for a key the preset does not take (naming the keys it takes), for a value that is not of
  /// the option's kind, and for a key given twice.
  func values() throws -> [String: PresetValue] {
    var values = given
    guard !options.isEmpty else { return values }
    guard let preset else { throw ValidationError("--option applies only with --preset") }
    guard let named else { return values }
    for written in options {
      let key = written.prefix { $0 != "=" }
      let text: String? =
        key.endIndex < written.endIndex ? String(written[written.index(after: key.endIndex)...]) : nil
      guard let option = named.option(String(key)) else {
        let keys = named.options.map(\.key).joined(separator: ", ")
        throw ValidationError(
          "--option \(written): --preset \(preset) takes no option '\(key)'"
            + (keys.isEmpty ? "; it takes none" : "; it takes \(keys)"))
      }
      guard values[option.key] == nil else {
        throw ValidationError("--option \(written): \(option.key) is given twice")
      }
      values[option.key] = try Self.value(of: option, text, written)
    }
    return values
  }

  /// `text` as a value of `option`'s kind; nil text (`KEY` without `=`) only for a flag.
  private static func value(of option: PresetOption, _ text: String?, _ written: String) throws -> PresetValue
  {
    switch (option.kind, text) {
    case (.flag, nil), (.flag, "true"?): return .flag(true)
    case (.flag, "false"?): return .flag(false)
    case (.flag, _?): throw ValidationError("--option \(written): \(option.key) is true or false")
    case (_, nil): throw ValidationError("--option \(written): write \(option.key)=VALUE")
    case (.integer, let text?):
      guard let number = Int(text) else {
        throw ValidationError("--option \(written): \(option.key) takes a whole number, not '\(text)'")
      }
      return .integer(number)
    case (.list, let text?): return .list(commaSeparated: text)
    case (.text, let text?), (.number, let text?): return .text(text)
    }
  }
}
