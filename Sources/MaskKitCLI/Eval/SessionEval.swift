import MaskKit

/// `eval` cases with `"op": "session"`: scripted edits through the shared editing model.
enum SessionEval {
  /// Reads and checks the session; the returned run plays it.
  static func evaluate(_ testCase: EvalCase, dialect: String) throws(EvalError) -> SessionRun {
    let steps = try testCase.optionalArray("steps") ?? []
    if dialect == "blocks", testCase.fields["preset"] == nil {
      return try BlocksSessionEval.evaluate(testCase, steps: steps)
    }
    let mask = try EvalMasks.compile(testCase, dialect: dialect)
    let initial = try initialField(testCase, mask: mask)
    let parsed = try SessionStep.parse(steps) { format throws(EvalError) in
      try EvalMasks.compile(testCase, dialect: dialect, format: format)
    }
    return SessionRun { record in
      var field = initial
      for step in parsed {
        perform(step, on: &field)
        record(field.text, field.selection)
      }
      return [
        "text": .string(field.text),
        "selection": [.int(field.selection.start), .int(field.selection.end)],
        "value": .string(field.value),
        "complete": .bool(field.isComplete),
      ]
    }
  }

  private static func initialField(_ testCase: EvalCase, mask: any Mask) throws(EvalError) -> MaskedText {
    guard let initial = testCase.fields["initial"]?.objectValue else { return MaskedText(mask: mask) }
    let fields = EvalCase(initial)
    let text = try fields.optionalString("text") ?? ""
    let range = try fields.optionalArray("selection").map { array throws(EvalError) in
      try TextSelection(json: array)
    }
    return MaskedText(mask: mask, text: text, selection: range)
  }

  private static func perform(_ step: SessionStep<any Mask>, on field: inout MaskedText) {
    switch step {
    case .type(let text): field.type(text)
    case .paste(let text): field.paste(text)
    case .backspace(let count):
      field.asOneEdit { field in repeatWhileChanging(count, &field) { $0.backspace() } }
    case .delete(let count):
      field.asOneEdit { field in repeatWhileChanging(count, &field) { $0.deleteForward() } }
    case .select(let range): field.select(range)
    case .caret(let caret): field.moveCaret(to: caret)
    case .setText(let text): field.setText(text)
    case .undo(let count):
      var remaining = count
      while remaining > 0, field.canUndo {
        field.undo()
        remaining -= 1
      }
    case .redo(let count):
      var remaining = count
      while remaining > 0, field.canRedo {
        field.redo()
        remaining -= 1
      }
    case .setFormat(let mask): field.setMask(mask)
    }
  }

  /// Runs `edit` up to `count` times, stopping once an edit changes nothing, so huge counts stay cheap.
  private static func repeatWhileChanging(
    _ count: Int, _ field: inout MaskedText, _ edit: (inout MaskedText) -> [EditEvent]
  ) {
    for _ in 0..<max(0, count) {
      let before = (field.text, field.selection)
      _ = edit(&field)
      if before == (field.text, field.selection) { return }
    }
  }
}
