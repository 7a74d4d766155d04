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
  ///
  /// A blank line is a case too: it gets a `badCase` answer, so answers and lines stay paired. The
  /// `id` is echoed exactly as written.
  public func evaluate(line: String) -> String {
    guard !line.allSatisfy(\.isWhitespace) else {
      return JSONValue.object(["error": EvalError.badCase("empty line").json]).serialized
    }
    let parsed: (value: JSONValue, memberText: [String: String])
    do {
      parsed = try JSONValue.parseKeepingMemberText(line)
    } catch {
      return JSONValue.object(["error": EvalError.badCase("not JSON: \(error)").json]).serialized
    }
    var answer = evaluate(parsed.value)
    if case .object(var members) = answer, let id = parsed.memberText["id"] {
      members["id"] = .verbatim(id)
      answer = .object(members)
    }
    return answer.serialized
  }

  /// Evaluates one parsed case.
  public func evaluate(_ value: JSONValue) -> JSONValue {
    guard let fields = value.objectValue else {
      return .object(["error": EvalError.badCase("a case must be a JSON object").json])
    }
    var output: [String: JSONValue]
    do {
      output = try evaluate(SpecEval.expand(EvalCase(fields)))
    } catch {
      output = ["error": error.json]
    }
    if let id = fields["id"] { output["id"] = id }
    return .object(output)
  }

  private func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let dialect = try testCase.optionalString("dialect") ?? defaultDialect
    if let dialect, !Self.dialects.contains(dialect) { throw .badCase("unknown dialect \"\(dialect)\"") }
    let op = try testCase.optionalString("op")
    if testCase.fields["preset"] != nil { return try PresetEval.evaluate(testCase, op: op, dialect: dialect) }
    if op == "session" {
      guard let dialect else { throw .badCase("a session needs a \"dialect\"") }
      return try SessionEval.evaluate(testCase, dialect: dialect)
    }
    guard let dialect else { throw .badCase("no dialect: pass --dialect or a \"dialect\" field") }
    if dialect == "inputmask" { return try InputMaskEval.evaluate(testCase) }
    if let op { throw .badCase("unknown op \"\(op)\" for the \(dialect) dialect (only \"session\")") }
    switch dialect {
    case "picture": return try PictureEval.evaluate(testCase)
    case "formatter": return try FormatterEval.evaluate(testCase)
    default: return try BlocksEval.evaluate(testCase)
    }
  }
}
