import MaskKit

/// The `eval` ops every mask answers, whatever kind built it: a preset's, or that of a dialect without
/// cases of its own (``DialectEval``). Each answers in the shape of one original dialect's cases.
enum MaskEvalOp: String, Sendable, CaseIterable {
  /// Formats `text` at `caret` (`gravity`, `autocomplete` as for inputmask `apply`) and answers
  /// `formattedText`, `formattedCaret`, `extractedValue`, `complete`, `tailPlaceholder`, `placeholder`
  /// and a preset's findings.
  case apply
  /// The `placeholder`.
  case properties
  /// A picture check of `text`: `status` ok / okSoFar / notOk, `output` with autofill, `errMsg`,
  /// `reasonCode`, `autoFillOffset`.
  case check
  /// A format string's answer: `formatted`, `valid`, `unformatted`, `removeOnInput`.
  case format

  /// The op a case of a dialect without cases of its own names: `apply` when it names none.
  static func named(_ op: String?, in dialect: MaskSpec.Dialect) throws(EvalError) -> MaskEvalOp {
    guard let op else { return .apply }
    guard let named = MaskEvalOp(rawValue: op) else {
      throw .badCase("unknown op \"\(op)\" for the \(dialect.rawValue) dialect")
    }
    return named
  }

  /// The op's answer for `testCase` over `mask`.
  func answer(_ testCase: EvalCase, mask: any Mask) throws(EvalError) -> [String: JSONValue] {
    switch self {
    case .apply: try Self.apply(testCase, mask: mask)
    case .properties: ["placeholder": .string(mask.placeholder)]
    case .check: try Self.check(testCase, mask: mask)
    case .format: try Self.format(testCase, mask: mask)
    }
  }

  private static func apply(_ testCase: EvalCase, mask: any Mask) throws(EvalError) -> [String: JSONValue] {
    let input = try InputMaskEval.caretText(testCase)
    let report = mask.report(input) ?? PresetReport(mask.apply(input))
    var output: [String: JSONValue] = [:]
    for finding in report.findings where output[finding.name] == nil {
      output[finding.name] = JSONValue(finding.value)
    }
    output["formattedText"] = .string(report.result.text)
    output["formattedCaret"] = .int(report.result.caret)
    output["extractedValue"] = .string(report.result.value)
    output["complete"] = .bool(report.result.isComplete)
    output["tailPlaceholder"] = .string(report.result.tailPlaceholder)
    output["placeholder"] = .string(mask.placeholder)
    if let problem = report.result.problem {
      output["problem"] = .string(problem.description)
      output["problemCode"] = .string(problem.code)
    }
    return output
  }

  /// The picture dialect's answer, reached through `check`'s own reading (``CompiledMask``'s `read`):
  /// `ok` when `check` says complete, `okSoFar` when incomplete, `notOk` with its reason when invalid, so
  /// a text is never refused here that `check` completes (`2065551234` in a phone field is `ok`, shown
  /// as the field formats it). `output` is the text as the field formats it, with the literals that follow
  /// when `autofill` is on; `autoFillOffset` counts what autofill appended to `text`.
  private static func check(_ testCase: EvalCase, mask: any Mask) throws(EvalError) -> [String: JSONValue] {
    let text = try testCase.string("text")
    let autofill = try testCase.bool("autofill", default: false)
    let verdict = CompiledMask(mask).verdict(text)
    let shown = mask.format(text, autocomplete: autofill).text
    let status: String
    var problem: String?
    var code: String?
    switch verdict {
    case .complete: status = "ok"
    case .incomplete: status = "okSoFar"
    case .invalid(let reason):
      status = "notOk"
      let plain = CheckReason(problem: reason.problem)
      problem = mask.abilities.reporter.map { "\($0.presetName): \(plain)" } ?? plain.description
      code = reason.problem.code
    }
    let fills = autofill && status != "notOk" && shown.hasPrefix(text)
    return [
      "status": .string(status),
      "output": .string(status == "notOk" ? text : shown),
      "errMsg": problem.map(JSONValue.string) ?? .null,
      "reasonCode": code.map(JSONValue.string) ?? .null,
      "autoFillOffset": .int(fills ? shown.count - text.count : 0),
      "maskError": .null,
      "maskErrorIndex": .null,
    ]
  }

  /// The formatter dialect's answer.
  private static func format(_ testCase: EvalCase, mask: any Mask) throws(EvalError) -> [String: JSONValue] {
    let text = try testCase.string("text")
    let formatted = mask.format(text, autocomplete: false)
    return [
      "formatted": .string(formatted.text),
      "valid": .bool(formatted.isComplete),
      "unformatted": .string(mask.format(formatted.text, autocomplete: false).value),
      "removeOnInput": .string(formatted.value),
    ]
  }
}
