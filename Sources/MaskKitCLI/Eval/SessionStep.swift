import MaskKit

/// One step of a `session` case, read and checked before the session runs, so a session that starts
/// never fails half-way and its trace can be written as it runs. `Mask` is the compiled `setFormat`.
enum SessionStep<Mask> {
  case type(String)
  case paste(String)
  case backspace(Int)
  case delete(Int)
  case select(TextSelection)
  case caret(Int)
  case setText(String)
  case undo(Int)
  case redo(Int)
  case setFormat(Mask)

  /// Reads every step of `steps`, compiling each `setFormat` with `compile`; the first bad step throws.
  static func parse(_ steps: [JSONValue], compile: (String) throws(EvalError) -> Mask) throws(EvalError)
    -> [SessionStep]
  {
    var parsed: [SessionStep] = []
    parsed.reserveCapacity(steps.count)
    for step in steps {
      guard let fields = step.objectValue else { throw .badCase("a step must be an object") }
      parsed.append(try parse(EvalCase(fields), compile: compile))
    }
    return parsed
  }

  private static func parse(_ step: EvalCase, compile: (String) throws(EvalError) -> Mask) throws(EvalError)
    -> SessionStep
  {
    if let text = try step.optionalString("type") { return .type(text) }
    if let text = try step.optionalString("paste") { return .paste(text) }
    if let count = try step.optionalInt("backspace") { return .backspace(count) }
    if let count = try step.optionalInt("delete") { return .delete(count) }
    if let range = try step.optionalArray("select") { return .select(try TextSelection(json: range)) }
    if let caret = try step.optionalInt("caret") { return .caret(caret) }
    if let text = try step.optionalString("setText") { return .setText(text) }
    if let count = try step.optionalInt("undo") { return .undo(count) }
    if let count = try step.optionalInt("redo") { return .redo(count) }
    if let format = try step.optionalString("setFormat") { return .setFormat(try compile(format)) }
    throw .badCase("unknown step \(JSONValue.object(step.fields).serialized)")
  }
}

extension TextSelection {
  /// A selection written `[start, end]`.
  init(json array: [JSONValue]) throws(EvalError) {
    guard array.count == 2, let start = array[0].intValue, let end = array[1].intValue else {
      throw .badCase("a selection is [start, end]")
    }
    self.init(start: start, end: end)
  }
}

/// A session whose steps are checked: `play` runs it, reports each step's text and selection to
/// `record` as it goes, and returns the final members of the answer (all but `trace`).
struct SessionRun {
  let play: (_ record: (String, TextSelection) -> Void) -> [String: JSONValue]

  /// Runs the session keeping the trace in memory (for callers that want one `JSONValue`).
  func answer() -> [String: JSONValue] {
    var trace: [JSONValue] = []
    var members = play { text, selection in trace.append(SessionRun.traceEntry(text, selection)) }
    members["trace"] = .array(trace)
    return members
  }

  /// One `{"text", "selection"}` entry of a trace.
  static func traceEntry(_ text: String, _ selection: TextSelection) -> JSONValue {
    ["text": .string(text), "selection": [.int(selection.start), .int(selection.end)]]
  }
}
