/// The readings of a pasted string that an editor tries, best first.
///
/// AutoFill and clipboards deliver numbers as people write them (`+1 (206) 555-1234`, `12065551234`).
/// Besides the text as pasted, the editor tries it without separators (spaces, dashes, dots, slashes,
/// parentheses, plus signs and the mask's own literals) and without a country code the mask already shows.
enum PasteCandidates {
  static let separators: Set<Character> = [
    " ", "-", ".", "(", ")", "/", "+", "\u{00A0}", "\u{2009}", "\u{2011}",
  ]

  static func of(_ pasted: String, literalPrefix: String, placeholder: String) -> [String] {
    let normalized = InputFilter.normalizingDigits(pasted)
    let literals = Set(placeholder.filter { !$0.isLetter && !$0.isNumber })
    let stripped = String(normalized.filter { !separators.contains($0) && !literals.contains($0) })
    var candidates: [String] = []
    let code = String(InputFilter.normalizingDigits(literalPrefix).filter(\.isNumber))
    if !code.isEmpty, stripped.hasPrefix(code) {
      candidates.append(String(stripped.dropFirst(code.count)))
    }
    candidates.append(stripped)
    candidates.append(normalized)
    var seen: Set<String> = []
    return candidates.filter { seen.insert($0).inserted }
  }
}
