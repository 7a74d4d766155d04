import MaskKit

/// `eval` cases with `"op": "session"`: scripted edits through the shared editing model.
enum SessionEval {
  static func evaluate(_ testCase: EvalCase, dialect: String) throws(EvalError) -> [String: JSONValue] {
    if dialect == "blocks", testCase.fields["preset"] == nil {
      return try BlocksSessionEval.evaluate(testCase, steps: try testCase.optionalArray("steps") ?? [])
    }
    let mask = try EvalMasks.compile(testCase, dialect: dialect)
    var field = try initialField(testCase, mask: mask)
    var trace: [JSONValue] = []
    for step in try testCase.optionalArray("steps") ?? [] {
      guard let fields = step.objectValue else { throw .badCase("a step must be an object") }
      try perform(EvalCase(fields), on: &field, testCase: testCase, dialect: dialect)
      trace.append(["text": .string(field.text), "selection": selection(field)])
    }
    return [
      "text": .string(field.text),
      "selection": selection(field),
      "value": .string(field.value),
      "complete": .bool(field.isComplete),
      "trace": .array(trace),
    ]
  }

  private static func initialField(_ testCase: EvalCase, mask: any Mask) throws(EvalError) -> MaskedText {
    guard let initial = testCase.fields["initial"]?.objectValue else { return MaskedText(mask: mask) }
    let fields = EvalCase(initial)
    let text = try fields.optionalString("text") ?? ""
    let range = try fields.optionalArray("selection").map { array throws(EvalError) in try bounds(array) }
    return MaskedText(mask: mask, text: text, selection: range)
  }

  private static func perform(
    _ step: EvalCase, on field: inout MaskedText, testCase: EvalCase, dialect: String
  ) throws(EvalError) {
    if let text = try step.optionalString("type") {
      field.type(text)
    } else if let text = try step.optionalString("paste") {
      field.paste(text)
    } else if let count = try step.optionalInt("backspace") {
      field.asOneEdit { field in repeatWhileChanging(count, &field) { $0.backspace() } }
    } else if let count = try step.optionalInt("delete") {
      field.asOneEdit { field in repeatWhileChanging(count, &field) { $0.deleteForward() } }
    } else if let range = try step.optionalArray("select") {
      field.select(try bounds(range))
    } else if let caret = try step.optionalInt("caret") {
      field.moveCaret(to: caret)
    } else if let text = try step.optionalString("setText") {
      field.setText(text)
    } else if let count = try step.optionalInt("undo") {
      var remaining = count
      while remaining > 0, field.canUndo {
        field.undo()
        remaining -= 1
      }
    } else if let count = try step.optionalInt("redo") {
      var remaining = count
      while remaining > 0, field.canRedo {
        field.redo()
        remaining -= 1
      }
    } else if let format = try step.optionalString("setFormat") {
      field.setMask(try EvalMasks.compile(testCase, dialect: dialect, format: format))
    } else {
      throw .badCase("unknown step \(JSONValue.object(step.fields).serialized)")
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

  static func bounds(_ array: [JSONValue]) throws(EvalError) -> TextSelection {
    guard array.count == 2, let start = array[0].intValue, let end = array[1].intValue else {
      throw .badCase("a selection is [start, end]")
    }
    return TextSelection(start: start, end: end)
  }

  private static func selection(_ field: MaskedText) -> JSONValue {
    [.int(field.selection.start), .int(field.selection.end)]
  }
}
