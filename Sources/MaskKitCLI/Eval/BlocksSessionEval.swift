import MaskKit

/// `session` cases of the blocks dialect, through `BlockField`: blocks overwrite slots in place, so
/// they keep their own editing rules; undo and redo replay whole field states.
enum BlocksSessionEval {
  /// Reads and checks the session; the returned run plays it.
  static func evaluate(_ testCase: EvalCase, steps: [JSONValue]) throws(EvalError) -> SessionRun {
    var initial = try BlocksEval.field(for: testCase)
    if let start = testCase.fields["initial"]?.objectValue {
      let fields = EvalCase(start)
      if let text = try fields.optionalString("text"), !text.isEmpty { initial.setText(text) }
      if let range = try fields.optionalArray("selection") {
        select(try TextSelection(json: range), in: &initial)
      }
    }
    let brackets = initial.brackets
    let parsed = try SessionStep.parse(steps) { format throws(EvalError) in
      do throws(MaskSyntaxError) {
        return try BlockMask(format, brackets: brackets)
      } catch {
        throw EvalError(error)
      }
    }
    return SessionRun { record in
      var field = initial
      var history = BlockHistory()
      for step in parsed {
        perform(step, on: &field, history: &history)
        record(field.text, field.selection)
      }
      return [
        "text": .string(field.text),
        "selection": [.int(field.selection.start), .int(field.selection.end)],
        "value": .string(field.value), "complete": .bool(field.status == .complete),
      ]
    }
  }

  private static func perform(
    _ step: SessionStep<BlockMask>, on field: inout BlockField, history: inout BlockHistory
  ) {
    let before = field
    switch step {
    case .type(let text): field.type(text)
    case .paste(let text): field.pasteReadings(text)
    case .backspace(let count): field.backspace(count)
    case .delete(let count): field.deleteForward(count)
    case .select(let range):
      select(range, in: &field)
      return
    case .caret(let caret):
      field.moveCaret(to: caret)
      return
    case .setText(let text): field.setText(text)
    case .undo(let count):
      history.undo(count, field: &field)
      return
    case .redo(let count):
      history.redo(count, field: &field)
      return
    case .setFormat(let mask): field.setMask(mask)
    }
    if before.text != field.text || before.value != field.value { history.record(before) }
  }

  private static func select(_ range: TextSelection, in field: inout BlockField) {
    field.select(location: range.start, length: range.end - range.start)
  }
}
