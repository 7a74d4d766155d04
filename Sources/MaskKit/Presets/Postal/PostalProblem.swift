/// Why a postal code is refused (``PostalPreset``): a ``MaskProblem`` of the postal kind, read back
/// with `problem.as(PostalProblem.self)`.
public enum PostalProblem: KindProblem {
  /// `'x' is one character too many; postal codes of Canada look like A0A 0A0`: the region code and
  /// its pattern.
  case postalCharacterTooMany(Character, region: String, pattern: String)
  /// `K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0`: the code read before the
  /// character, as shown.
  case postalCharacterMisplaced(Character, after: String, region: String, pattern: String)

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .postalCharacterTooMany(let character, let region, let pattern):
      ProblemShape(
        "postalCharacterTooMany",
        ["character": .text(character), "region": .region(region), "pattern": .text(pattern)],
        englishValues: Self.englishRegion(region))
    case .postalCharacterMisplaced(let character, let after, let region, let pattern):
      ProblemShape(
        "postalCharacterMisplaced",
        [
          "character": .text(character), "after": .text(after), "region": .region(region),
          "pattern": .text(pattern),
        ], englishValues: Self.englishRegion(region))
    }
  }

  /// The region's English name as a sentence says it (`Canada`, `the United Kingdom`).
  private static func englishRegion(_ region: String) -> [String: String] {
    ["region": PostalTable.region(region)?.nameInSentence ?? region]
  }
}

extension MaskProblem {
  /// A postal code's problem.
  public static func postal(_ problem: PostalProblem) -> MaskProblem { MaskProblem(problem) }
}
