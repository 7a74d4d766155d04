/// Reads fuzzed text with every registered preset (``Presets/all``) under fuzzed options: never a crash,
/// a caret inside the text, a refused setting only as a `PresetError` with a sentence, and a complete
/// field only for a text whose shown form reads back complete to the same value.
///
/// Fields: controls (preset, then which options are set and to what), text, then strings an option of
/// free text may take.
func fuzzPresets(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let text = input.string()
  var strings = FuzzStrings(input.remainingStrings())
  let preset = Presets.all[Int(controls.byte()) % Presets.all.count]
  var spec = PresetSpec(name: preset.name)
  for option in preset.options where controls.flag() {
    spec[option.key] = FuzzPresets.value(for: option, controls: &controls, strings: &strings)
  }
  let mask: any Mask
  do {
    mask = try spec.makeMask()
  } catch {
    fuzzCheck(!error.message.isEmpty, "a PresetError without a sentence")
    return 0
  }
  _ = mask.placeholder
  let caretText = FuzzInputMask.caretText(text, controls: &controls)
  let result = mask.apply(caretText)
  fuzzCheck(result, "\(preset.name) apply")
  fuzzCheck(!result.isComplete || result.problem == nil, "complete with a problem")
  if result.isComplete {
    // Never a different complete value: what the field shows reads back as the same complete value.
    let again = mask.apply(CaretText(result.text))
    fuzzCheck(
      again.isComplete && again.value == result.value,
      "\(preset.name) \(spec.values): \(text.debugDescription) completes as \(result.value.debugDescription)"
        + " shown \(result.text.debugDescription), which reads back as \(again.value.debugDescription)"
        + " complete \(again.isComplete)")
    fuzzCheck(
      again.text == result.text,
      "\(preset.name) \(spec.values): the complete text \(result.text.debugDescription) shows as"
        + " \(again.text.debugDescription) when read again")
  }
  return 0
}

enum FuzzPresets {
  /// Values options are drawn from, besides their listed choices and fuzzed strings.
  static let regions = ["US", "GB", "RU", "DE", "FR", "BR", "IN", "CN", "JP", "CA", "AC", "XK", "us", "XX", ""]
  static let words = ["visa", "mastercard", "amex", "2024-02-29", "2024-01", "1999-12-31", "10", "999.99", ","]

  /// A value of `option`'s kind: one of its choices, a drawn word, or a fuzzed string.
  static func value(
    for option: PresetOption, controls: inout FuzzControls, strings: inout FuzzStrings
  ) -> PresetValue {
    let pick = Int(controls.byte())
    switch option.kind {
    case .flag: return .flag(pick & 1 == 1)
    case .integer: return .integer(pick % 24 - 2)
    case .list:
      let pool = option.key.lowercased().contains("region") ? regions : words
      return .list([pool[pick % pool.count], strings.next()].filter { !$0.isEmpty || pick & 1 == 1 })
    case .text, .number:
      if !option.choices.isEmpty, pick & 3 != 0 { return .text(option.choices[pick % option.choices.count]) }
      if option.key.lowercased().contains("region") { return .text(regions[pick % regions.count]) }
      return .text(pick & 1 == 1 ? words[pick % words.count] : strings.next())
    }
  }
}
