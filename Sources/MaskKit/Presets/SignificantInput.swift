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
  /// Whether a separator ended a date, time or expiry field after one digit, which was padded.
  var paddedAtSeparator = false

  /// How many characters `keep` kept beyond the `limit` of the scan (counted, not stored).
  var beyondLimit = 0

  /// Scans `input`; `keep` returns the canonical form of a character, or nil to skip it. At most
  /// `limit` kept characters are stored; the rest are counted in ``beyondLimit``, so a hostile line
  /// costs no memory beyond its own.
  init(_ input: CaretText, keep: (Character) -> Character?, limit: Int = .max) {
    let caret = max(0, input.caret)
    var characters: [Character] = []
    var beforeCaret = 0
    var beyondLimit = 0
    for (offset, character) in input.text.enumerated() {
      guard let kept = keep(character) else { continue }
      guard characters.count < limit else {
        beyondLimit += 1
        continue
      }
      characters.append(kept)
      if offset < caret { beforeCaret += 1 }
    }
    self.characters = characters
    self.beforeCaret = beforeCaret
    self.beyondLimit = beyondLimit
  }

  /// Why the text is not the value given when digits found no field, or nil.
  var overflow: MaskProblem? {
    unplacedDigits == 0 ? nil : .digitsTooMany(unplacedDigits)
  }

  /// ASCII digits only (digits of every script count).
  static func digit(_ character: Character) -> Character? { character.normalizedASCIIDigit }
}
