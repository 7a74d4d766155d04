/// Runs fuzzed edit sequences through `MaskedText`: fields are opcodes, arguments, two masks, then strings.
///
/// Each opcode byte picks an edit (low four bits) and the argument byte field supplies offsets and flags.
func fuzzEditing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let opcodes = input.bytes().prefix(64)
  var arguments = FuzzControls(input.bytes())
  let masks = [input.string(), input.string()].map { FuzzEditing.mask($0, controls: &arguments) }
  var strings = FuzzStrings(input.remainingStrings())
  var field = MaskedText(mask: masks[0], text: strings.next(), autocomplete: arguments.flag())
  FuzzEditing.checkState(field, "init")
  for opcode in opcodes {
    FuzzEditing.perform(opcode, on: &field, masks: masks, strings: &strings, arguments: &arguments)
  }
  return 0
}

enum FuzzEditing {
  /// A mask of the dialect the next argument byte names; a malformed mask falls back to a phone mask.
  static func mask(_ source: String, controls: inout FuzzControls) -> any Mask {
    let fallback = (try? InputMask("+1 ([000]) [000]-[0000]")) ?? (try? InputMask("[0]"))
    switch controls.byte() % 6 {
    case 0:
      if let mask = try? InputMask(source, rightToLeft: controls.flag()) { return mask }
    case 1:
      if let mask = try? AffineInputMask(source, affine: ["[0…]", "[A…]"]) { return mask }
    case 2:
      return PictureMask(partial: source)
    case 3:
      return FormatStringMask(partial: source, classes: controls.flag() ? .ascii : .unicode)
    case 4:
      if let mask = try? BlockMask(source) { return mask }
    default:
      if let mask = preset(options: Array(source), controls: &controls) { return mask }
    }
    return fallback.map { $0 as any Mask } ?? PictureMask(partial: "#")
  }

  /// A preset whose separators are characters of `options` (so clashing options get tried too).
  static func preset(options: [Character], controls: inout FuzzControls) -> (any Mask)? {
    let first = options.first ?? "/"
    let second = options.dropFirst().first ?? "."
    switch controls.byte() % 10 {
    case 7:
      return try? AmountMask(
        allowsNegative: controls.flag(), maximum: controls.flag() ? nil : Int(controls.byte()) * 100,
        minimum: controls.flag() ? nil : Int(controls.byte()) - 128, prefix: String(options.prefix(2)),
        suffix: String(options.dropFirst(2).prefix(2)), entry: controls.flag() ? .cents : .leftToRight,
        padsFraction: controls.flag())
    case 8:
      let order = DateOrder.allCases[Int(controls.byte()) % DateOrder.allCases.count]
      return try? DateMask(
        order: order, separator: first, yearDigits: controls.flag() ? 2 : 4,
        earliest: CalendarDate(
          year: 1900 + Int(controls.byte()), month: 1 + Int(controls.byte() % 12), day: 1),
        latest: CalendarDate(year: 2000 + Int(controls.byte()), month: 12, day: 31))
    case 9:
      if controls.flag() { return IPv4Mask() }
      return controls.flag() ? IBANMask() : CardExpiryMask(currentYear: 2000 + Int(controls.byte()), month: 6)
    case 0:
      return try? AmountMask(
        grouping: AmountGrouping(
          separator: controls.flag() ? nil : first, size: Int(controls.byte() % 5),
          secondarySize: Int(controls.byte() % 5)),
        decimalSeparator: second, fractionDigits: Int(controls.byte() % 5) - 1,
        allowsNegative: controls.flag(), maximum: controls.flag() ? nil : Int(controls.byte()) - 8,
        maximumIntegerDigits: Int(controls.byte() % 24) - 2)
    case 1:
      let order = DateOrder.allCases[Int(controls.byte()) % DateOrder.allCases.count]
      return try? DateMask(order: order, separator: first)
    case 2:
      let clock = TimeMask.Clock.allCases[Int(controls.byte()) % TimeMask.Clock.allCases.count]
      return try? TimeMask(clock: clock, hasSeconds: controls.flag(), separator: first)
    case 3: return CardNumberMask()
    case 4: return CardExpiryMask()
    case 5: return CardSecurityCodeMask()
    default:
      let style = PhoneMask.Style.allCases[Int(controls.byte()) % PhoneMask.Style.allCases.count]
      return (try? PhoneMask(region: String(options.prefix(2)), style: style)) ?? PhoneMask(style: style)
    }
  }

  static func perform(
    _ opcode: UInt8, on field: inout MaskedText, masks: [any Mask], strings: inout FuzzStrings,
    arguments: inout FuzzControls
  ) {
    let before = field
    var events: [EditEvent] = []
    var inserted = ""
    let name: String
    switch opcode & 0x0F {
    case 0:
      name = "type"
      inserted = strings.next()
      events = field.type(inserted)
    case 1:
      name = "paste"
      inserted = strings.next()
      events = field.paste(inserted)
    case 2:
      name = "backspace"
      events = field.backspace()
    case 3:
      name = "deleteForward"
      events = field.deleteForward()
    case 4:
      name = "cut"
      let cut = field.cut()
      events = cut.events
      fuzzCheck(cut.text == before.selectedText, "cut returned other text than the selection")
    case 5:
      name = "deleteSelection"
      events = field.deleteSelection()
    case 6:
      name = "replace"
      let range = selection(around: field.text.count, arguments: &arguments)
      inserted = strings.next()
      events = field.replace(range, with: inserted)
    case 7:
      name = "setText"
      events = field.setText(strings.next())
    case 8:
      name = "setMask"
      events = field.setMask(masks[Int(opcode >> 4) % masks.count])
    case 9:
      name = "select"
      field.select(selection(around: field.text.count, arguments: &arguments))
    case 10:
      name = "moveCaret"
      field.moveCaret(to: arguments.offset(around: field.text.count))
    case 11:
      name = "selectAll"
      field.selectAll()
    case 12:
      name = "selectUTF16"
      selectUTF16(&field, arguments: &arguments)
    case 13:
      name = "undo"
      events = field.undo()
    case 14:
      name = "redo"
      events = field.redo()
    default:
      name = "undo-redo"
      undoRedoRoundTrip(&field)
    }
    checkState(field, name)
    if !inserted.isEmpty, events.contains(.inputRejected(inserted)) {
      fuzzCheck(
        field.text == before.text && field.value == before.value,
        "\(name): input rejected as a whole changed the text")
    }
  }

  static func selection(around count: Int, arguments: inout FuzzControls) -> TextSelection {
    TextSelection(start: arguments.offset(around: count), end: arguments.offset(around: count))
  }

  static func selectUTF16(_ field: inout MaskedText, arguments: inout FuzzControls) {
    let length = field.text.utf16.count
    let location = arguments.offset(around: length)
    let extent = arguments.offset(around: length)
    let selection = field.selection
    do {
      try field.selectUTF16(location: location, length: extent)
    } catch {
      fuzzCheck(field.selection == selection, "a failed UTF-16 selection moved the selection")
      fuzzCheck(error.length == length, "UTF-16 error reports length \(error.length), not \(length)")
    }
  }

  static func undoRedoRoundTrip(_ field: inout MaskedText) {
    guard field.canUndo else { return }
    let text = field.text
    let value = field.value
    field.undo()
    fuzzCheck(field.canRedo, "nothing to redo after undo")
    field.redo()
    fuzzCheck(field.text == text && field.value == value, "undo then redo did not restore the text")
  }

  static func checkState(_ field: MaskedText, _ name: String) {
    let count = field.text.count
    let selection = field.selection
    fuzzCheck(
      selection.start >= 0 && selection.start <= selection.end && selection.end <= count,
      "\(name): selection \(selection) outside text of \(count) characters")
    let utf16 = field.utf16Selection
    fuzzCheck(
      utf16.location >= 0 && utf16.length >= 0 && utf16.location + utf16.length <= field.text.utf16.count,
      "\(name): UTF-16 selection outside the text")
  }
}
