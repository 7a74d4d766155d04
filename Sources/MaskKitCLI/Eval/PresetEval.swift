import MaskKit

/// `eval` cases that name a `"preset"` instead of a format or mask (see the Presets article, Sources/MaskKit/MaskKit.docc/presets.md).
///
/// `"op": "session"` runs the editing model on the preset (see `SessionEval`). Otherwise the case is answered in the shape of
/// its dialect: inputmask (the default) formats `text` at `caret` like `apply` and adds the preset's
/// findings (country, brand, Luhn, date); picture answers a check of `text`; formatter answers
/// `formatted`, `valid`, `unformatted` and `removeOnInput`. `"op": "properties"` gives the placeholder.
enum PresetEval {
  /// Evaluates a preset case; `dialect` is the case's dialect (or `--dialect`; inputmask for none).
  static func evaluate(_ testCase: EvalCase, op: String?, dialect: MaskSpec.Dialect) throws(EvalError)
    -> [String: JSONValue]
  {
    switch (op, dialect) {
    case ("properties", .inputmask):
      return ["placeholder": .string(try build(testCase).mask.placeholder)]
    case (nil, .inputmask), ("apply", .inputmask):
      return try apply(testCase)
    case (nil, .picture):
      return try check(testCase)
    case (nil, .formatter):
      return try format(testCase)
    case (nil, .blocks):
      throw .badCase("blocks ops need a block mask; a preset runs in a \"session\" instead")
    case (let op?, _):
      throw .badCase("unknown op \"\(op)\" for a preset in the \(dialect.rawValue) dialect")
    }
  }

  private static func apply(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let preset = try build(testCase)
    let inspection = preset.inspect(try InputMaskEval.caretText(testCase))
    var output = inspection.facts
    output["formattedText"] = .string(inspection.result.text)
    output["formattedCaret"] = .int(inspection.result.caret)
    output["extractedValue"] = .string(inspection.result.value)
    output["complete"] = .bool(inspection.result.isComplete)
    output["tailPlaceholder"] = .string(inspection.result.tailPlaceholder)
    output["placeholder"] = .string(preset.mask.placeholder)
    if let problem = inspection.result.problem { output["problem"] = .string(problem) }
    return output
  }

  /// The picture dialect's answer: `ok` when complete, `okSoFar` when the text is a rendering of the
  /// preset so far that can still become valid, else `notOk`; `autofill` appends the literals that follow.
  private static func check(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let preset = try build(testCase)
    let text = try testCase.string("text")
    let autofill = try testCase.bool("autofill", default: false)
    let plain = preset.mask.format(text, autocomplete: false)
    let filled = autofill ? preset.mask.format(text, autocomplete: true) : plain
    var problem: String? = plain.text != text ? "The text does not fit the preset's format." : nil
    if case .invalid(let reason) = preset.inspect(CaretText(text)).verdict { problem = problem ?? reason }
    let status = problem != nil ? "notOk" : filled.isComplete ? "ok" : "okSoFar"
    let fills = status != "notOk" && filled.text.hasPrefix(text)
    return [
      "status": .string(status),
      "output": .string(fills ? filled.text : text),
      "errMsg": problem.map(JSONValue.string) ?? .null,
      "autoFillOffset": .int(fills ? filled.text.count - text.count : 0),
      "maskError": .null,
      "maskErrorIndex": .null,
    ]
  }

  /// The formatter dialect's answer for the preset.
  private static func format(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let mask = try build(testCase).mask
    let text = try testCase.string("text")
    let formatted = mask.format(text, autocomplete: false)
    return [
      "formatted": .string(formatted.text),
      "valid": .bool(formatted.isComplete),
      "unformatted": .string(mask.format(formatted.text, autocomplete: false).value),
      "removeOnInput": .string(formatted.value),
    ]
  }

  /// The preset mask a case names, or nil when it names none.
  static func mask(_ testCase: EvalCase) throws(EvalError) -> (any Mask)? {
    guard testCase.fields["preset"] != nil else { return nil }
    return try build(testCase).mask
  }

  private static func build(_ testCase: EvalCase) throws(EvalError) -> PresetMask {
    let name = try testCase.string("preset")
    guard PresetSpec.names.contains(name.lowercased()) else {
      throw .badCase("unknown preset \"\(name)\"; use \(PresetSpec.names.joined(separator: ", "))")
    }
    var spec = PresetSpec(name: name)
    spec.region = try testCase.optionalString("region")
    spec.style = try testCase.optionalString("style") ?? spec.style
    spec.punctuation = try testCase.optionalString("punctuation") ?? spec.punctuation
    spec.allowRegions = try testCase.optionalString("allowRegions")
    spec.denyRegions = try testCase.optionalString("denyRegions")
    spec.order = try testCase.optionalString("order") ?? spec.order
    spec.separator = try testCase.optionalString("separator")
    spec.clock = try text(testCase, "clock") ?? spec.clock
    spec.seconds = try testCase.bool("seconds", default: false)
    spec.brand = try testCase.optionalString("brand")
    spec.grouping = try testCase.optionalString("grouping") ?? spec.grouping
    spec.decimal = try testCase.optionalString("decimal") ?? spec.decimal
    spec.fractionDigits = try testCase.optionalInt("fractionDigits") ?? spec.fractionDigits
    spec.signed = try testCase.bool("signed", default: false)
    spec.maximum = try text(testCase, "maximum")
    spec.minimum = try text(testCase, "minimum")
    spec.prefix = try testCase.optionalString("prefix") ?? spec.prefix
    spec.suffix = try testCase.optionalString("suffix") ?? spec.suffix
    spec.entry = try testCase.optionalString("entry") ?? spec.entry
    spec.padFraction = try testCase.bool("padFraction", default: false)
    spec.min = try testCase.optionalString("min")
    spec.max = try testCase.optionalString("max")
    spec.yearDigits = try testCase.optionalInt("yearDigits") ?? spec.yearDigits
    spec.brands = try brands(testCase)
    // An identifier's date of birth is judged against today, as `check` judges it (the core has no clock).
    let clock = name.lowercased() == "identifier" ? SystemClock.currentDay() : nil
    spec.today = try testCase.optionalString("today") ?? clock
    spec.scheme = try testCase.optionalString("scheme")
    do {
      return try spec.build()
    } catch {
      throw EvalError(kind: "invalidPresetOption", message: error.message, position: nil)
    }
  }

  /// A field given as a string or a number (`"clock": 12`, `"maximum": "999.99"`, `"maximum": 999.99`);
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

  /// The card brands as a comma-separated string or an array of names (`["visa", "mastercard"]`).
  private static func brands(_ testCase: EvalCase) throws(EvalError) -> String? {
    guard let names = testCase.fields["brands"]?.arrayValue else {
      return try testCase.optionalString("brands")
    }
    var list: [String] = []
    for name in names {
      guard let text = name.stringValue else {
        throw .badCase("\"brands\" must be a string or an array of strings")
      }
      list.append(text)
    }
    return list.joined(separator: ",")
  }
}
