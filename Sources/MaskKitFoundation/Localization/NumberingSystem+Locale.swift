import Foundation
import MaskKit

extension NumberingSystem {
  /// The digits `locale` writes numbers with: its `nu` keyword when it has one (`hi@numbers=deva`,
  /// `hi-IN-u-nu-deva`), else its default numbering system as Foundation formats numbers for it (`ar-EG`
  /// Arabic-Indic, `fa` extended Arabic-Indic, `en-US` and `ar-MA` Latin).
  ///
  /// The default comes from the digits `NumberFormatter` draws for the locale, so it follows the CLDR
  /// data of the platform's ICU: Foundation on Linux (ICU 76) draws Latin digits for `ar`, `bn` and `mr`,
  /// where CLDR 41 named Arabic-Indic, Bangla and Devanagari digits, as older systems may still do. A
  /// keyword naming a system without ten contiguous digits (`hanidec`) or an unknown one is left out,
  /// and the locale's default is taken; a locale without digits of its own gives `.latn`.
  public init(locale: Locale) {
    let identifier = locale.identifier
    guard let keyword = Self.numbersKeyword(in: identifier) else {
      // Without its keywords and extensions: Foundation on Linux traps formatting for some it cannot
      // read (`ar-u-nu`, a `nu` key without a value).
      self = Self.formattedSystem(of: Locale(identifier: Self.droppingKeywords(of: identifier)))
      return
    }
    if let system = NumberingSystem(identifier: keyword) {
      self = system
    } else {
      // Foundation on Linux traps formatting for a locale with a `nu` keyword it cannot use: ask for the
      // locale without its keywords.
      self = Self.formattedSystem(of: Locale(identifier: Self.droppingKeywords(of: identifier)))
    }
  }

  /// The system whose zero `NumberFormatter` draws for `locale`; `.latn` when it draws another.
  private static func formattedSystem(of locale: Locale) -> NumberingSystem {
    let formatter = NumberFormatter()
    formatter.locale = locale
    let zero = formatter.string(from: 0) ?? ""
    for scalar in zero.unicodeScalars where scalar.properties.generalCategory == .decimalNumber {
      return NumberingSystem(digit: Character(scalar)) ?? .latn
    }
    return .latn
  }

  /// The value of the numbering-system keyword of a locale identifier: `numbers` after `@`
  /// (`ar_EG@numbers=latn`, the ICU form Apple's identifiers use) or `nu` in a BCP 47 `-u-` extension
  /// (`hi-IN-u-nu-deva`); nil when it has neither.
  static func numbersKeyword(in identifier: String) -> String? {
    let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2 {
      for keyword in parts[1].split(separator: ";") {
        let pair = keyword.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "numbers" {
          let value = pair[1].trimmingCharacters(in: .whitespaces)
          if !value.isEmpty { return value }
        }
      }
    }
    let subtags = parts[0].split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let start = subtags.indices.dropFirst().first(where: { subtags[$0].lowercased() == "u" }) else {
      return nil
    }
    var index = start + 1
    while index < subtags.count, subtags[index].count > 1 {
      if subtags[index].count == 2, subtags[index].lowercased() == "nu", index + 1 < subtags.count,
        subtags[index + 1].count > 2
      {
        return String(subtags[index + 1])
      }
      index += 1
    }
    return nil
  }

  /// The identifier without its `@` keywords and extensions (everything from the first one-letter
  /// subtag on): `hi-IN-u-nu-xyz` → `hi-IN`.
  static func droppingKeywords(of identifier: String) -> String {
    let base = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
    let subtags = base.split(whereSeparator: { $0 == "-" || $0 == "_" })
    let kept = subtags.enumerated().prefix { $0.offset == 0 || $0.element.count > 1 }.map(\.element)
    return kept.joined(separator: "_")
  }
}
