import MaskKit

/// `session` cases of the blocks dialect, through `BlockField`: blocks overwrite slots in place, so
/// they keep their own editing rules; undo and redo replay whole field states.
enum BlocksSessionEval {
  static func evaluate(_ testCase: EvalCase, steps: [JSONValue]) throws(EvalError) -> [String: JSONValue] {
    var field = try BlocksEval.field(for: testCase)
    if let initial = testCase.fields["initial"]?.objectValue {
      let fields = EvalCase(initial)
      if let text = try fields.optionalString("text"), !text.isEmpty { field.setText(text) }
      if let range = try fields.optionalArray("selection") {
        select(try SessionEval.bounds(range), in: &field)
      }
    }
    var history = History()
    var trace: [JSONValue] = []
    for step in steps {
      guard let fields = step.objectValue else { throw .badCase("a step must be an object") }
      try perform(EvalCase(fields), on: &field, history: &history)
      trace.append(["text": .string(field.text), "selection": selection(field)])
    }
    return [
      "text": .string(field.text), "selection": selection(field), "value": .string(field.value),
      "complete": .bool(field.status == .complete), "trace": .array(trace),
    ]
  }

  /// Field states before each edit (undo) and after each undo (redo).
  private struct History {
    var undo: [BlockField] = []
    var redo: [BlockField] = []
  }

  private static func perform(_ step: EvalCase, on field: inout BlockField, history: inout History)
    throws(EvalError)
  {
    let before = field
    if let text = try step.optionalString("type") {
      field.type(text)
    } else if let text = try step.optionalString("paste") {
      field.pasteReadings(text)
    } else if let count = try step.optionalInt("backspace") {
      field.backspace(count)
    } else if let count = try step.optionalInt("delete") {
      field.deleteForward(count)
    } else if let range = try step.optionalArray("select") {
      select(try SessionEval.bounds(range), in: &field)
      return
    } else if let caret = try step.optionalInt("caret") {
      field.moveCaret(to: caret)
      return
    } else if let text = try step.optionalString("setText") {
      field.setText(text)
    } else if let count = try step.optionalInt("undo") {
      move(count, from: &history.undo, to: &history.redo, field: &field)
      return
    } else if let count = try step.optionalInt("redo") {
      move(count, from: &history.redo, to: &history.undo, field: &field)
      return
    } else if let format = try step.optionalString("setFormat") {
      do {
        try field.setMask(format)
      } catch {
        throw EvalError(error)
      }
    } else {
      throw .badCase("unknown step \(JSONValue.object(step.fields).serialized)")
    }
    if before.text != field.text || before.value != field.value {
      history.undo.append(before)
      history.redo.removeAll()
    }
  }

  private static func move(
    _ count: Int, from source: inout [BlockField], to target: inout [BlockField], field: inout BlockField
  ) {
    var remaining = count
    while remaining > 0, let state = source.popLast() {
      target.append(field)
      field = state
      remaining -= 1
    }
  }

  private static func select(_ range: TextSelection, in field: inout BlockField) {
    field.select(location: range.start, length: range.end - range.start)
  }

  private static func selection(_ field: BlockField) -> JSONValue {
    [.int(field.selection.start), .int(field.selection.end)]
  }
}
