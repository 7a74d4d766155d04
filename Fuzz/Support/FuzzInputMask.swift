/// Builds input-mask arguments from fuzz data.
enum FuzzInputMask {
  /// A custom notation read from `spec` (its first character is the symbol, the rest what it accepts),
  /// or none when `spec` is empty.
  static func notations(from spec: String, controls: inout FuzzControls) -> [Notation] {
    guard let symbol = spec.first else { return [] }
    let classBits = controls.byte()
    let classes = Set(
      Notation.CharacterClass.allCases.enumerated().filter { index, _ in
        classBits & (1 << index) != 0
      }.map(\.element))
    return [
      Notation(
        character: symbol, characters: String(spec.dropFirst()), classes: classes,
        isOptional: controls.flag())
    ]
  }

  /// Text with a caret and gravity flags read from `controls`.
  static func caretText(_ text: String, controls: inout FuzzControls) -> CaretText {
    CaretText(
      text, caret: controls.offset(around: text.count), gravity: controls.flag() ? .backward : .forward,
      autocomplete: controls.flag(), autoskip: controls.flag())
  }
}
