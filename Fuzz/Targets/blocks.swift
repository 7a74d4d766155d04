/// Compiles fuzzed blocks masks and runs fuzzed edits through `BlockField`.
///
/// Fields: opcodes, argument bytes, brackets (first two characters), mask, template, then strings.
func fuzzBlocks(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let opcodes = input.bytes().prefix(64)
  var arguments = FuzzControls(input.bytes())
  let bracketSpec = Array(input.string())
  let brackets = bracketSpec.count >= 2 ? (bracketSpec[0], bracketSpec[1]) : ("{", "}")
  let source = input.string()
  let template = input.string()
  var strings = FuzzStrings(input.remainingStrings())
  let mask: BlockMask
  do {
    mask = try BlockMask(source, template: template.isEmpty ? nil : template, brackets: brackets)
  } catch {
    fuzzCheck(error, mask: source)
    return 0
  }
  _ = mask.explanation
  fuzzCheck(mask.templateText.count <= mask.displayLength, "template longer than the display")
  fuzzCheck(mask.apply(FuzzInputMask.caretText(strings.next(), controls: &arguments)), "BlockMask.apply")
  var field = BlockField(mask: mask, brackets: brackets)
  for opcode in opcodes {
    FuzzBlocks.perform(opcode, on: &field, strings: &strings, arguments: &arguments)
    let count = field.maskText.count
    fuzzCheck(
      field.selection.start >= 0 && field.selection.start <= field.selection.end,
      "selection \(field.selection) is not ordered")
    fuzzCheck(field.selection.end <= max(count, field.text.count), "selection past the text")
    _ = field.blocks
    _ = field.value
    _ = field.status
  }
  return 0
}

enum FuzzBlocks {
  static func perform(
    _ opcode: UInt8, on field: inout BlockField, strings: inout FuzzStrings,
    arguments: inout FuzzControls
  ) {
    let count = field.maskText.count
    switch opcode % 14 {
    case 0: field.type(strings.next())
    case 1: field.paste(strings.next())
    case 2: field.backspace(Int(opcode >> 4))
    case 3: field.replaceSelection(with: strings.next())
    case 4: field.setText(arguments.flag() ? nil : strings.next())
    case 5: field.clearButton()
    case 6: field.moveCaret(to: arguments.offset(around: count))
    case 7: field.select(location: arguments.offset(around: count), length: arguments.offset(around: count))
    case 8: field.beginEditing()
    case 9: field.setTemplate(arguments.flag() ? nil : strings.next())
    case 10: field.setPlaceholder(arguments.flag() ? nil : strings.next())
    case 11: try? field.setMask(arguments.flag() ? nil : strings.next())
    case 12:
      field.replace(
        location: arguments.offset(around: count), length: arguments.offset(around: count),
        with: strings.next())
    default: field.jumpsToPreviousBlock.toggle()
    }
  }
}
