/// The characters of an edited text that a preset reads, and how many of them precede the caret.
///
/// Presets throw away everything else (spaces, brackets, their own separators) and rebuild the text, so
/// a separator typed, pasted or left behind by an earlier format never shifts a digit.
struct SignificantInput {
  /// The characters kept, in their canonical form (ASCII digits, upper-case letters).
  var characters: [Character]
  /// How many kept characters stand before the caret.
  var beforeCaret: Int

  /// Scans `input`; `keep` returns the canonical form of a character, or nil to skip it.
  init(_ input: CaretText, keep: (Character) -> Character?) {
    let caret = max(0, input.caret)
    var characters: [Character] = []
    var beforeCaret = 0
    for (offset, character) in input.text.enumerated() {
      guard let kept = keep(character) else { continue }
      characters.append(kept)
      if offset < caret { beforeCaret += 1 }
    }
    self.characters = characters
    self.beforeCaret = beforeCaret
  }

  /// ASCII digits only (digits of every script count).
  static func digit(_ character: Character) -> Character? { character.normalizedASCIIDigit }
}

/// Applies an input mask to the significant characters of a text, dropping characters typed before the
/// caret that make the text impossible to complete (month 13, 31 April).
///
/// The rule: `viableCount` says how many leading characters can still be completed into a valid text.
/// Characters before the caret past that point are dropped, so a keystroke or paste that breaks the
/// text is rejected; characters after the caret are kept (an edit in the middle never deletes what
/// follows it) and the preset reports the text as invalid.
enum PrefixValidation {
  /// The formatted result and the characters it was built from.
  static func apply(
    _ input: CaretText, scanned: SignificantInput, mask: InputMask?, viableCount: ([Character]) -> Int
  ) -> (result: MaskResult, characters: [Character]) {
    var characters = Array(scanned.characters.prefix((mask?.totalValueLength ?? 0) + 1))
    var caret = min(scanned.beforeCaret, characters.count)
    let viable = viableCount(characters)
    if viable < caret {
      characters.removeSubrange(viable..<caret)
      caret = viable
    }
    let result = PresetFormat.apply(
      mask,
      CaretText(
        String(characters), caret: caret, gravity: input.gravity, autocomplete: input.autocomplete,
        autoskip: input.autoskip))
    return (result, Array(result.value))
  }

  /// The number of leading characters for which `isViable` holds for every prefix.
  static func longestViablePrefix(_ characters: [Character], _ isViable: (ArraySlice<Character>) -> Bool)
    -> Int
  {
    var count = 0
    while count < characters.count, isViable(characters[...count]) {
      count += 1
    }
    return count
  }
}
