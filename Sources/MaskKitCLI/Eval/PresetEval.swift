import MaskKit

/// `eval` cases that name a `"preset"` instead of a format or mask (see the Presets article, Sources/MaskKit/MaskKit.docc/presets.md).
///
/// `"op": "session"` runs the editing model on the preset (see `SessionEval`). Otherwise the case is answered in the shape of
/// its dialect (``DialectEval/presetOps``): inputmask (the default) formats `text` at `caret` like `apply` and adds the preset's
/// findings (country, brand, Luhn, date); picture answers a check of `text`; formatter answers
/// `formatted`, `valid`, `unformatted` and `removeOnInput`. `"op": "properties"` gives the placeholder. In a
/// dialect without cases of its own the case names any ``MaskEvalOp`` (`apply` when it names none).
enum PresetEval {
  /// Evaluates a preset case; `dialect` is the case's dialect (or `--dialect`; inputmask for none).
  static func evaluate(_ testCase: EvalCase, op: String?, dialect: MaskSpec.Dialect) throws(EvalError)
    -> [String: JSONValue]
  {
    let chosen: MaskEvalOp
    if let cases = DialectEval.of(dialect) {
      if op == nil, let refusal = cases.presetRefusal { throw .badCase(refusal) }
      guard let found = cases.presetOps[op] else {
        throw .badCase("unknown op \"\(op ?? "")\" for a preset in the \(dialect.rawValue) dialect")
      }
      chosen = found
    } else {
      let named: MaskEvalOp? = if let op { MaskEvalOp(rawValue: op) } else { .apply }
      guard let found = named else {
        throw .badCase("unknown op \"\(op ?? "")\" for a preset in the \(dialect.rawValue) dialect")
      }
      chosen = found
    }
    return try chosen.answer(testCase, mask: build(testCase))
  }

  /// The preset mask a case names, or nil when it names none.
  static func mask(_ testCase: EvalCase) throws(EvalError) -> (any Mask)? {
    guard testCase.fields["preset"] != nil else { return nil }
    return try build(testCase)
  }

  /// The preset a case names with the options the case gives, each read by its kind (the case's other
  /// fields are its text, caret and op). An identifier's `today` is the system's day unless given, as
  /// `check` judges it (``PresetOption/ClockDefault/day``; the core has no clock).
  private static func build(_ testCase: EvalCase) throws(EvalError) -> any Mask {
    let name = try testCase.string("preset")
    guard let preset = Presets.named(name) else {
      throw .badCase("unknown preset \"\(name)\"; use \(Presets.names.joined(separator: ", "))")
    }
    var spec = PresetSpec(name: name)
    for option in preset.options {
      switch option.kind {
      case .text: spec[option.key] = try testCase.optionalString(option.key).map(PresetValue.text)
      case .number: spec[option.key] = try text(testCase, option.key).map(PresetValue.text)
      case .integer: spec[option.key] = try testCase.optionalInt(option.key).map(PresetValue.integer)
      case .flag:
        spec[option.key] =
          testCase.fields[option.key] == nil ? nil : .flag(try testCase.bool(option.key, default: false))
      case .list: spec[option.key] = try list(testCase, option.key).map(PresetValue.list(commaSeparated:))
      }
      if spec[option.key] == nil, option.clockDefault == .day {
        spec[option.key] = .text(SystemClock.currentDay())
      }
    }
    do {
      return try spec.makeMask()
    } catch {
      throw EvalError(kind: "invalidPresetOption", message: error.message, position: nil)
    }
  }

  /// A field given as a string or a number (`12`, `"999.99"`, `999.99`);
  /// a number is read as the line writes it, as `--spec` reads it (`-0` has a sign, `1e2` is not a
  /// plain amount). A number known only by its value (from a `"spec"` object) is written back: `-0`
  /// keeps its sign, and an integer beyond 2^53, which a JSON number does not hold exactly, is refused
  /// rather than rounded.
  private static func text(_ testCase: EvalCase, _ key: String) throws(EvalError) -> String? {
    guard case .number(let number)? = testCase.fields[key] else { return try testCase.optionalString(key) }
    if let written = testCase.writtenText[key] { return written }
    if number == 0, number.sign == .minus { return "-0" }
    guard number.rounded() == number else { return "\(number)" }
    guard abs(number) < 9_007_199_254_740_992 else {
      throw EvalError(
        kind: "invalidPresetOption",
        message: "the \(key) is beyond 2^53, past what a JSON number holds exactly (an amount has at most 15 "
          + "digits before the '.'); give it as a string",
        position: nil)
    }
    return String(Int(number))
  }

  /// A list as a comma-separated string or an array of names (`["visa", "mastercard"]`).
  private static func list(_ testCase: EvalCase, _ key: String) throws(EvalError) -> String? {
    guard let names = testCase.fields[key]?.arrayValue else {
      return try testCase.optionalString(key)
    }
    var list: [String] = []
    for name in names {
      guard let text = name.stringValue else {
        throw .badCase("\"\(key)\" must be a string or an array of strings")
      }
      list.append(text)
    }
    return list.joined(separator: ",")
  }
}
