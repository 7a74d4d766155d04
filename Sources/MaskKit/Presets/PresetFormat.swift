/// Helpers for the input-mask formats presets write and compile.
enum PresetFormat {
  /// `character` as a free literal of an input mask format, escaped when it is a bracket or backslash.
  static func escaped(_ character: Character) -> String {
    "[]{}\\".contains(character) ? "\\" + String(character) : String(character)
  }

  /// Compiles a format a preset wrote itself, through the shared cache.
  ///
  /// Such formats always compile (the tests compile every one of them); nil keeps callers total anyway.
  static func compile(_ format: String, notations: [Notation] = []) -> InputMask? {
    try? InputMask.cached(format, notations: notations)
  }

  /// The mask with the fewest value slots that still holds `count` value characters, else the one with
  /// the most (the earlier one on a tie).
  ///
  /// Formats of one field that differ in length (Brazil's 10- and 11-digit numbers, Diners Club's 14-
  /// and 16-digit cards) keep the shorter grouping until a digit no longer fits it, so the text does not
  /// jump between groupings while the person types.
  static func fitting(_ masks: [InputMask], count: Int) -> InputMask? {
    let fits = masks.filter { $0.totalValueLength >= count }
    if let shortest = fits.min(by: { $0.totalValueLength < $1.totalValueLength }) { return shortest }
    return masks.max { $0.totalValueLength < $1.totalValueLength }
  }

  /// Applies `mask`, or leaves the field empty when there is none.
  static func apply(_ mask: InputMask?, _ input: CaretText) -> MaskResult {
    mask?.apply(input) ?? MaskResult(text: "", caret: 0, value: "", isComplete: false, tailPlaceholder: "")
  }
}
