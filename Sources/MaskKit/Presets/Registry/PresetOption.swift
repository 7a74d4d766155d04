/// One option a preset takes: its key, the kind of its value, what it does and its default.
///
/// The key is the option's name in a JSON description and an `eval` case (`allowRegions`); the command
/// line writes it as a flag (``flag``: `--allow-regions`). A preset lists its options in its
/// ``Preset/options``, and every surface — the command line's applicability, help and completions,
/// ``MaskSpec``'s JSON, `eval` — reads them there.
public struct PresetOption: Sendable, Hashable {
  /// The kind of value an option takes.
  public enum Kind: String, Sendable, Hashable {
    /// Text (`"US"`); in JSON a string.
    case text
    /// Text that JSON may also write as a number (`"clock": 12`, `"maximum": 999.99`), kept as written.
    case number
    /// A whole number.
    case integer
    /// On or off; on the command line a flag without a value.
    case flag
    /// Names separated by commas (`visa,mastercard`); in JSON also an array of strings.
    case list
  }

  /// A default that only a surface with a clock can give (the core has none).
  public enum ClockDefault: String, Sendable, Hashable {
    /// The current month `YYYY-MM`, given by the command line: an expiry in the past is refused where a
    /// person checks a card, while `eval` judges a layout alone.
    case commandLineMonth
    /// The current day `YYYY-MM-DD`, given wherever there is a clock (the command line, `eval`): a birth
    /// date after today never exists.
    case day
  }

  /// The option's name in JSON and `eval` (`allowRegions`).
  public let key: String
  /// The kind of its value.
  public let kind: Kind
  /// What the option does, a phrase without the preset's name (`the home region, an ISO code such as RU`).
  public let summary: String
  /// The value when none is given, or nil when the option is unset by default.
  public let defaultValue: PresetValue?
  /// The values the option takes, when they are a short list (for completions and help); empty otherwise.
  public let choices: [String]
  /// The default a surface with a clock gives when the option is not given, or nil.
  public let clockDefault: ClockDefault?

  /// Declares an option.
  public init(
    _ key: String, _ kind: Kind, _ summary: String, default defaultValue: PresetValue? = nil,
    choices: [String] = [], clockDefault: ClockDefault? = nil
  ) {
    self.clockDefault = clockDefault
    self.key = key
    self.kind = kind
    self.summary = summary
    self.defaultValue = defaultValue
    self.choices = choices
  }

  /// The command-line flag: the key with each capital letter as `-` and the letter (`--allow-regions`).
  public var flag: String {
    var flag = "--"
    for character in key {
      if character.isUppercase {
        flag += "-" + character.lowercased()
      } else {
        flag.append(character)
      }
    }
    return flag
  }

  /// Whether `value` is of this option's kind (text for a ``Kind/number`` option).
  public func accepts(_ value: PresetValue) -> Bool {
    switch (kind, value) {
    case (.text, .text), (.number, .text), (.integer, .integer), (.flag, .flag), (.list, .list): true
    default: false
    }
  }
}
