/// The parts of a locale identifier that choose a wording table: `pt_BR` and `pt-BR` → `pt`, region
/// `BR`; `zh-Hant-TW` → `zh`, script `Hant`, region `TW`; `ar_EG@numbers=latn` → `ar`, region `EG`.
struct LanguageTag: Sendable, Hashable {
  /// The language code, lower-cased (`pt`); the old codes `iw`, `in`, `ji` read as `he`, `id`, `yi`.
  var language: String
  /// The script code, title-cased (`Hant`), or nil.
  var script: String?
  /// The region code, upper-cased (`BR`, `419`), or nil.
  var region: String?

  /// Reads `identifier`; anything after `@` and from the first one-letter subtag (`-u-`) on is left out.
  init(_ identifier: String) {
    let base: Substring =
      identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let all: [Substring] = base.split(whereSeparator: { $0 == "-" || $0 == "_" })
    let subtags: ArraySlice<Substring> = all.prefix { $0.count > 1 }
    let language = subtags.first.map { $0.lowercased() } ?? ""
    self.language = ["iw": "he", "in": "id", "ji": "yi"][language] ?? language
    script = nil
    region = nil
    for subtag in subtags.dropFirst() {
      if subtag.count == 4, subtag.allSatisfy(\.isLetter), script == nil {
        script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      } else if (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
        || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
      {
        if region == nil { region = subtag.uppercased() }
      }
    }
  }
}
