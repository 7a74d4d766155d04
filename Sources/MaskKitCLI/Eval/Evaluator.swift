import MaskKit

/// Runs `maskkit eval` cases: one JSON object in, one JSON object out, never a crash.
public struct Evaluator: Sendable {
  /// The dialect for cases that name none.
  public let defaultDialect: MaskSpec.Dialect

  /// Creates an evaluator; `defaultDialect` applies to lines without a `"dialect"` field (inputmask when
  /// nil, as the protocol says).
  public init(defaultDialect: MaskSpec.Dialect? = nil) {
    self.defaultDialect = defaultDialect ?? .inputmask
  }

  /// Evaluates one input line and returns one output line (without the newline).
  public func evaluate(line: String) -> String {
    var writer = JSONWriter()
    evaluate(line: line, into: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Evaluates one input line and writes one output line (without the newline) to `writer`; a
  /// session's trace is written step by step as it runs, so no answer is held whole in memory.
  ///
  /// A blank line is a case too: it gets a `badCase` answer, so answers and lines stay paired. The
  /// `id` is echoed exactly as written.
  public func evaluate(line: String, into writer: inout JSONWriter) {
    guard !line.allSatisfy(\.isWhitespace) else {
      return writer.write(.object(["error": EvalError.badCase("empty line").json]))
    }
    let parsed: (value: JSONValue, memberText: [String: String])
    do {
      parsed = try JSONValue.parseKeepingMemberText(line)
    } catch {
      return writer.write(.object(["error": EvalError.badCase("not JSON: \(error)").json]))
    }
    guard let fields = parsed.value.objectValue else {
      return writer.write(.object(["error": EvalError.badCase("a case must be a JSON object").json]))
    }
    let id = parsed.memberText["id"].map(JSONValue.verbatim)
    switch answer(fields, writtenText: parsed.memberText) {
    case .members(var members):
      members["id"] = id
      writer.write(.object(members))
    case .session(let run):
      writer.raw("{\"trace\":[")
      var first = true
      var members = run.play { text, selection in
        if !first { writer.raw(",") }
        first = false
        writer.write(SessionRun.traceEntry(text, selection))
      }
      members["id"] = id
      writer.raw("]")
      for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        writer.raw(",")
        writer.write(member: key, value)
      }
      writer.raw("}")
    }
  }

  /// Evaluates one parsed case.
  public func evaluate(_ value: JSONValue) -> JSONValue {
    guard let fields = value.objectValue else {
      return .object(["error": EvalError.badCase("a case must be a JSON object").json])
    }
    var output: [String: JSONValue]
    switch answer(fields) {
    case .members(let members): output = members
    case .session(let run): output = run.answer()
    }
    output["id"] = fields["id"]
    return .object(output)
  }

  /// What one case answers: its members, or a checked session to run.
  private enum Answer {
    case members([String: JSONValue])
    case session(SessionRun)
  }

  private func answer(_ fields: [String: JSONValue], writtenText: [String: String] = [:]) -> Answer {
    do {
      return try evaluate(SpecEval.expand(EvalCase(fields, writtenText: writtenText)))
    } catch {
      return .members(["error": error.json])
    }
  }

  private func evaluate(_ testCase: EvalCase) throws(EvalError) -> Answer {
    let dialect = try testCase.dialect() ?? defaultDialect
    let op = try testCase.optionalString("op")
    if op == "session" { return .session(try SessionEval.evaluate(testCase, dialect: dialect)) }
    if testCase.fields["preset"] != nil {
      return .members(try PresetEval.evaluate(testCase, op: op, dialect: dialect))
    }
    guard let cases = DialectEval.of(dialect) else {
      let chosen = try MaskEvalOp.named(op, in: dialect)
      return .members(try chosen.answer(testCase, mask: EvalMasks.described(testCase, dialect: dialect)))
    }
    if !cases.readsOps, let op {
      throw .badCase("unknown op \"\(op)\" for the \(dialect.rawValue) dialect (only \"session\")")
    }
    return .members(try cases.evaluate(testCase))
  }
}
