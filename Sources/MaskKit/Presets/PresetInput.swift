/// The characters of an edited text that a preset reads, and how many of them precede the caret.
///
/// Presets throw away everything else (spaces, brackets, their own separators) and rebuild the text, so
/// a separator typed, pasted or left behind by an earlier format never shifts a digit.
struct SignificantInput {
  /// The characters kept, in their canonical form (ASCII digits, upper-case letters).
  var characters: [Character]
  /// How many kept characters stand before the caret.
  var beforeCaret: Int
  /// How many digits found no field of a date, time or expiry (they are not kept).
  var unplacedDigits = 0

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

  /// Why the text is not the value given when digits found no field, or nil.
  var overflow: String? {
    unplacedDigits == 0 ? nil : Self.tooMany(unplacedDigits)
  }

  /// `1 digit too many`, `3 digits too many`: why a text with digits the value has no room for is refused.
  static func tooMany(_ digits: Int) -> String {
    "\(digits) digit\(digits == 1 ? "" : "s") too many"
  }

  /// ASCII digits only (digits of every script count).
  static func digit(_ character: Character) -> Character? { character.normalizedASCIIDigit }
}

/// Applies an input mask to the significant characters of a date, time or expiry.
///
/// Nothing typed is dropped for being impossible (month 13, day 32, hour 24): the text shows what the
/// person typed and the preset reports it invalid with a reason, so a refused digit can never leave a
/// different valid value behind (a refused `2` of `32` followed by `/` would otherwise pad `3` to `03`).
enum PresetFields {
  /// The formatted result and the characters it was built from.
  static func apply(_ input: CaretText, scanned: SignificantInput, mask: InputMask?)
    -> (result: MaskResult, characters: [Character])
  {
    let characters = Array(scanned.characters.prefix((mask?.totalValueLength ?? 0) + 1))
    let result = PresetFormat.apply(
      mask,
      CaretText(
        String(characters), caret: min(scanned.beforeCaret, characters.count), gravity: input.gravity,
        autocomplete: input.autocomplete, autoskip: input.autoskip))
    var whole = result
    whole.isComplete = result.isComplete && scanned.unplacedDigits == 0
    return (whole, Array(result.value))
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

  /// Why the typed digits of a field cannot be completed into a value in `valid`, or nil.
  static func problem(_ name: String, _ digits: ArraySlice<Character>, width: Int, valid: ClosedRange<Int>)
    -> String?
  {
    guard !digits.isEmpty, PartialField.range(digits, width: width, valid: valid) == nil else { return nil }
    return digits.count == width
      ? "\(name) \(String(digits)) does not exist"
      : "no \(name) starts with \(String(digits))"
  }
}
