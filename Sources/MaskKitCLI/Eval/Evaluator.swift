import MaskKit

/// Runs `maskkit eval` cases: one JSON object in, one JSON object out, never a crash.
public struct Evaluator: Sendable {
  /// The dialects `eval` knows.
  public static let dialects = ["inputmask", "picture", "formatter", "blocks"]

  /// The dialect for cases that name none.
  public let defaultDialect: String?

  /// Creates an evaluator; `defaultDialect` applies to lines without a `"dialect"` field.
  public init(defaultDialect: String?) {
    self.defaultDialect = defaultDialect
  }

  /// Evaluates one input line and returns one output line (without the newline).
  public func evaluate(line: String) -> String {
    let value: JSONValue
    do {
      value = try JSONValue.parse(line)
    } catch {
      return JSONValue.object(["error": EvalError.badCase("not JSON: \(error)").json]).serialized
    }
    return evaluate(value).serialized
  }

  /// Evaluates one parsed case.
  public func evaluate(_ value: JSONValue) -> JSONValue {
    guard let fields = value.objectValue else {
      return .object(["error": EvalError.badCase("a case must be a JSON object").json])
    }
    var output: [String: JSONValue]
    do {
      output = try evaluate(EvalCase(fields))
    } catch {
      output = ["error": error.json]
    }
    if let id = fields["id"] { output["id"] = id }
    return .object(output)
  }

  private func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let dialect = try testCase.optionalString("dialect") ?? defaultDialect
    let op = try testCase.optionalString("op")
    if testCase.fields["preset"] != nil { return try PresetEval.evaluate(testCase, op: op) }
    if op == "session" {
      guard let dialect else { throw .badCase("a session needs a \"dialect\"") }
      return try SessionEval.evaluate(testCase, dialect: dialect)
    }
    switch dialect {
    case "inputmask": return try InputMaskEval.evaluate(testCase)
    case "picture": return try PictureEval.evaluate(testCase)
    case "formatter": return try FormatterEval.evaluate(testCase)
    case "blocks": return try BlocksEval.evaluate(testCase)
    case nil: throw .badCase("no dialect: pass --dialect or a \"dialect\" field")
    case let other?: throw .badCase("unknown dialect \"\(other)\"")
    }
  }
}
