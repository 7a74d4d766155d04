/// A CLDR plural category: which form of a word a number takes in a language (`1 Ziffer`, `2 Ziffern`;
/// Russian `1 цифра`, `3 цифры`, `5 цифр`).
///
/// The rules are CLDR's cardinal rules for whole numbers, generated for every language CLDR describes
/// (`Scripts/generate-plural-rules.py`).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// CLDR `zero` (Arabic 0).
  case zero
  /// CLDR `one` (English 1; Russian 1, 21, 31 …).
  case one
  /// CLDR `two` (Arabic and Hebrew 2).
  case two
  /// CLDR `few` (Russian 2–4, 22–24 …; Arabic 3–10).
  case few
  /// CLDR `many` (Russian 5–20 …; Arabic 11–99).
  case many
  /// CLDR `other`: every number no other category takes, and the category every language has.
  case other

  /// The category of the whole number `number` in `language` (an ISO 639 code such as `ru`, or a
  /// locale identifier such as `pt-BR`, whose language is read); `other` for a language CLDR has no
  /// rules for.
  public init(_ number: Int, language: String) {
    self = Self.wholeNumberRule(Self.rule(for: language), number.magnitude)
  }

  /// The index of `language`'s rule set (0, every number `other`, for a language CLDR has no rules for).
  static func rule(for language: String) -> Int { ruleIndex[LanguageTag(language).language] ?? 0 }

  /// The categories whole numbers under 100,000 reach in `language`, in CLDR's order (`one`, `few`,
  /// `many` in Russian; `other` alone in Japanese), always with `other`: the branches a plural choice
  /// needs. (Spanish, French, Italian and Portuguese give a million and its multiples `many`; a choice
  /// without the branch takes `other`, as ICU does.)
  public static func wholeNumberCategories(language: String) -> [PluralCategory] {
    let reached = numbersReaching(language: language)
    return allCases.filter { $0 == .other || reached[$0] != nil }
  }

  /// The categories of `language` that only one whole number takes (`one` is 1 alone in German but
  /// also 21 and 31 in Russian): a branch for one of them may leave the number out (`رقم واحد`).
  public static func singleNumberCategories(language: String) -> [PluralCategory: Int] {
    numbersReaching(language: language).compactMapValues { $0.count == 1 ? $0[0] : nil }
  }

  /// For each category whole numbers under 100,000 reach in `language`, its first two numbers (one when
  /// no other number takes it).
  package static func numbersReaching(language: String) -> [PluralCategory: [Int]] {
    let index = rule(for: language)
    var numbers: [PluralCategory: [Int]] = [:]
    for number in 0..<100_000 {
      let category = wholeNumberRule(index, UInt(number))
      if numbers[category, default: []].count < 2 { numbers[category, default: []].append(number) }
    }
    return numbers
  }

  /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
