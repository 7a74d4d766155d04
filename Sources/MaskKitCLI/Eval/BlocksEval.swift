import MaskKit

/// `eval` cases of the blocks dialect: a mask set on a simulated field, then `ops` applied in order.
enum BlocksEval {
  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let log = BlockCallLog()
    var field = try self.field(for: testCase, hooks: try BlocksEvalDelegate.hooks(testCase, log: log))
    if let initialText = try testCase.optionalString("initialText") { field.setText(initialText) }
    var opErrors: [JSONValue] = []
    for (index, op) in (try testCase.optionalArray("ops") ?? []).enumerated() {
      guard let fields = op.objectValue else { throw .badCase("every op must be a JSON object") }
      if let error = try perform(EvalCase(fields), on: &field, log: log) {
        opErrors.append(
          .object(["op": .int(index), "kind": .string(error.kind.rawValue), "position": .int(error.position)])
        )
      }
    }
    var output = result(of: field)
    output["shouldChangeBlockCalls"] = log.json
    if !opErrors.isEmpty { output["opErrors"] = .array(opErrors) }
    if let diagnostic = field.mask?.templateDiagnostic {
      output["templateWarning"] = .string("\(diagnostic)")
    }
    return output
  }

  /// The field a case sets up: mask, template, placeholder, brackets and backspace jumps, no text yet.
  static func field(for testCase: EvalCase, hooks: BlockFieldHooks = BlockFieldHooks()) throws(EvalError)
    -> BlockField
  {
    let brackets = try bracketPair(testCase)
    var mask: BlockMask?
    if let source = try testCase.optionalString("mask") {
      do {
        mask = try BlockMask(source, brackets: brackets)
      } catch {
        throw EvalError(error)
      }
    }
    var field = BlockField(
      mask: nil, placeholder: try testCase.optionalString("placeholder"),
      jumpsToPreviousBlock: try testCase.bool("jumpToPrevBlock", default: false), brackets: brackets,
      hooks: hooks)
    let template = try testCase.optionalString("template")
    if try testCase.optionalString("setup") == "templateFirst" {
      field.setTemplate(template)
      field.setMask(mask)
    } else {
      field.setMask(mask)
      field.setTemplate(template)
    }
    return field
  }

  /// Applies one op; returns the mask error of a rejected `setMask`. `log` keeps the block change
  /// requests of the op's last edit primitive (one per typed character and per backspace).
  private static func perform(_ op: EvalCase, on field: inout BlockField, log: BlockCallLog) throws(EvalError)
    -> MaskSyntaxError?
  {
    log.reset()
    switch try op.string("op") {
    case "type":
      let chars = try op.string("chars")
      if chars.isEmpty { field.type("") }
      for character in chars {
        log.reset()
        field.type(String(character))
      }
    case "backspace":
      let count = try op.optionalInt("count") ?? 1
      if count <= 0 { field.backspace(0) }
      for _ in 0..<max(0, count) {
        log.reset()
        let before = field.selection
        field.backspace()
        if field.selection == before { break }
      }
    case "caret": field.moveCaret(to: try op.int("at"))
    case "select":
      let (location, length) = try range(op)
      field.select(location: location, length: length)
    case "paste": field.paste(try op.string("string"))
    case "edit":
      let (location, length) = try range(op)
      field.replace(location: location, length: length, with: try op.string("string"))
    case "setText": field.setText(try op.optionalString("text"))
    case "setMask":
      let source = try op.optionalString("mask")
      do throws(MaskSyntaxError) {
        try field.setMask(source)
      } catch {
        return error
      }
    case "setTemplate": field.setTemplate(try op.optionalString("template"))
    case "setPlaceholder": field.setPlaceholder(try op.optionalString("placeholder"))
    case "beginEditing": field.beginEditing()
    case "clearButton": field.clearButton()
    case "refresh": field.refresh()
    case let other: throw .badCase("unknown blocks op \"\(other)\"")
    }
    return nil
  }

  /// The output fields for the field's final state.
  private static func result(of field: BlockField) -> [String: JSONValue] {
    let blocks: [JSONValue] = field.blocks.map { block in
      .object([
        "index": .int(block.index),
        "status": .string(block.status.rawValue),
        "text": .string(block.text),
        "template": .string(block.template),
        "charStatus": .string(String(block.slots.map { $0.text == nil ? "0" : "1" })),
      ])
    }
    return [
      "text": .string(field.text),
      "caret": .array([.int(field.selection.start), .int(field.selection.end)]),
      "status": .string(field.status.rawValue),
      "events": .array(field.lastEvent.map { [.string($0.rawValue)] } ?? []),
      "blocks": .array(blocks),
    ]
  }

  /// The `[location, length]` of an op's `range`.
  private static func range(_ op: EvalCase) throws(EvalError) -> (Int, Int) {
    guard let range = try op.optionalArray("range"), range.count == 2,
      let location = range[0].intValue, let length = range[1].intValue
    else { throw .badCase("field \"range\" must be [location, length]") }
    return (location, length)
  }

  /// The `brackets` option: two strings of one character each, `{` `}` by default.
  private static func bracketPair(_ testCase: EvalCase) throws(EvalError) -> (Character, Character) {
    guard let strings = try testCase.optionalStrings("brackets") else { return ("{", "}") }
    guard strings.count == 2, strings[0].count == 1, strings[1].count == 1,
      let open = strings[0].first, let close = strings[1].first
    else {
      throw EvalError(
        MaskSyntaxError(.invalidBrackets, at: 0, "The brackets must be two strings of one character each."))
    }
    return (open, close)
  }
}

extension BlocksEval {
  /// The blocks dialect's cases: `ops` on a simulated field, and sessions through `BlockField`; a
  /// preset case needs a session, and a mask switched to in a preset's session is no block mask.
  static let cases = DialectEval(
    evaluate: { (testCase: EvalCase) throws(EvalError) in try evaluate(testCase) },
    presetRefusal: "blocks ops need a block mask; a preset runs in a \"session\" instead",
    sessionMask: { _, _ in throw EvalError.badCase("unknown dialect \"blocks\"") },
    session: { (testCase: EvalCase, steps: [JSONValue], display: Bool) throws(EvalError) in
      if display {
        throw .badCase("\"display\" is not supported in blocks sessions; blocks draw their own template.")
      }
      return try BlocksSessionEval.evaluate(testCase, steps: steps)
    })
}
