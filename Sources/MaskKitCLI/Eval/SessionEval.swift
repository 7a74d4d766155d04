import MaskKit

/// `eval` cases with `"op": "session"`: scripted edits through the shared editing model.
enum SessionEval {
  /// Reads and checks the session; the returned run plays it.
  static func evaluate(_ testCase: EvalCase, dialect: MaskSpec.Dialect) throws(EvalError) -> SessionRun {
    let steps = try testCase.optionalArray("steps") ?? []
    let display = try SessionDisplayEval.options(testCase)
    if let session = DialectEval.of(dialect)?.session, testCase.fields["preset"] == nil {
      return try session(testCase, steps, display != nil)
    }
    let mask = try EvalMasks.compile(testCase, dialect: dialect)
    let initial = try initialField(testCase, mask: mask)
    let parsed = try SessionStep.parse(steps) { format throws(EvalError) in
      try EvalMasks.compile(testCase, dialect: dialect, format: format)
    }
    return SessionRun { record in
      var field = initial
      var lastEvents: [EditEvent] = []
      for step in parsed {
        lastEvents = perform(step, on: &field)
        record(field.text, field.selection)
      }
      let members: [String: JSONValue] = [
        "text": .string(field.text),
        "selection": [.int(field.selection.start), .int(field.selection.end)],
        "value": .string(field.value),
        "complete": .bool(field.isComplete),
      ]
      guard let display else { return members }
      return members.merging(SessionDisplayEval.members(field, options: display, lastEvents: lastEvents)) {
        $1
      }
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

  /// Plays one step and returns its events.
  private static func perform(_ step: SessionStep<any Mask>, on field: inout MaskedText) -> [EditEvent] {
    switch step {
    case .type(let text): return field.type(text)
    case .paste(let text): return field.paste(text)
    case .backspace(let count):
      return field.asOneEdit { field in repeatWhileChanging(count, &field) { $0.backspace() } }
    case .delete(let count):
      return field.asOneEdit { field in repeatWhileChanging(count, &field) { $0.deleteForward() } }
    case .select(let range):
      field.select(range)
      return []
    case .caret(let caret):
      field.moveCaret(to: caret)
      return []
    case .setText(let text): return field.setText(text)
    case .undo(let count): return repeatWhile(\.canUndo, count, &field) { $0.undo() }
    case .redo(let count): return repeatWhile(\.canRedo, count, &field) { $0.redo() }
    case .setFormat(let mask): return field.setMask(mask)
    }
  }

  /// Runs `edit` up to `count` times, stopping once an edit changes nothing, so huge counts stay cheap;
  /// returns the events of every run.
  /// `edit` played on `field` up to `count` times while `can` holds (undo, redo), with its events.
  private static func repeatWhile(
    _ can: (MaskedText) -> Bool, _ count: Int, _ field: inout MaskedText,
    _ edit: (inout MaskedText) -> [EditEvent]
  ) -> [EditEvent] {
    var events: [EditEvent] = []
    var remaining = count
    while remaining > 0, can(field) {
      events += edit(&field)
      remaining -= 1
    }
    return events
  }

  private static func repeatWhileChanging(
    _ count: Int, _ field: inout MaskedText, _ edit: (inout MaskedText) -> [EditEvent]
  ) -> [EditEvent] {
    var events: [EditEvent] = []
    for _ in 0..<max(0, count) {
      let before = (field.text, field.selection)
      events += edit(&field)
      if before == (field.text, field.selection) { break }
    }
    return events
  }
}
