import MaskKit

/// `eval` cases that name a `"preset"` instead of a format or mask (see docs/presets.md).
///
/// `"op": "session"` runs the editing model on the preset; any other op (or none) formats `text` at
/// `caret` like the inputmask `apply` op and adds the preset's findings (country, brand, Luhn, date).
enum PresetEval {
  /// Evaluates a preset case.
  static func evaluate(_ testCase: EvalCase, op: String?) throws(EvalError) -> [String: JSONValue] {
    if op == "session" {
      return try SessionEval.evaluate(testCase, dialect: try testCase.optionalString("dialect") ?? "preset")
    }
    let preset = try build(testCase)
    let inspection = preset.inspect(try InputMaskEval.caretText(testCase))
    var output = inspection.facts
    output["formattedText"] = .string(inspection.result.text)
    output["formattedCaret"] = .int(inspection.result.caret)
    output["extractedValue"] = .string(inspection.result.value)
    output["complete"] = .bool(inspection.result.isComplete)
    output["tailPlaceholder"] = .string(inspection.result.tailPlaceholder)
    output["placeholder"] = .string(preset.mask.placeholder)
    return output
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
    do {
      return try spec.build()
    } catch {
      throw EvalError(kind: "invalidPresetOption", message: error.message, position: nil)
    }
  }

  /// A field given as a string or a number (`"clock": 12`, `"maximum": "999.99"`).
  private static func text(_ testCase: EvalCase, _ key: String) throws(EvalError) -> String? {
    if let int = testCase.fields[key]?.intValue { return String(int) }
    return try testCase.optionalString(key)
  }
}
