import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// Every bundled table says everything English says, in its own words: no entry missing or English,
/// no placeholder lost or invented, every plural category the language needs for whole numbers.
@Suite struct WordingTableTests {
  static let english = WordingTable.english
  static let others = WordingTable.bundledLanguages.filter { $0 != "en" }

  @Test func everyBundledTableLoads() throws {
    for language in WordingTable.bundledLanguages {
      let table = try #require(WordingTable.bundled(language: language), "\(language) has no table")
      #expect(table.language == language)
      #expect(!table.name.isEmpty && !table.listSeparator.isEmpty)
    }
    #expect(WordingTable.bundledLanguages.count >= 44)
  }

  /// Every official language of the European Union (its 24) and every language iOS offers as its
  /// interface language has a table (a regional variant counts where iOS lists one: Portugal's
  /// Portuguese, Traditional Chinese).
  @Test func theEUsAndIOSsLanguagesAreBundled() {
    let europeanUnion = [
      "bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "ga", "hr", "hu", "it", "lt", "lv", "mt",
      "nl", "pl", "pt-PT", "ro", "sk", "sl", "sv",
    ]
    let iOS = [
      "ar", "ca", "zh-Hans", "zh-Hant", "hr", "cs", "da", "nl", "en", "fi", "fr", "de", "el", "he", "hi",
      "hu", "id", "it", "ja", "ko", "ms", "nb", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "es", "sv", "th",
      "tr", "uk", "vi", "bn", "gu", "kn", "ml", "mr", "or", "pa", "ta", "te", "ur", "kk", "bg", "sl", "lt",
    ]
    let bundled = Set(WordingTable.bundledLanguages)
    #expect(Set(europeanUnion).subtracting(bundled).sorted() == [])
    #expect(Set(iOS).subtracting(bundled).sorted() == [])
  }

  /// Every kind but an app's own has a sentence, every sample's entry exists, and every entry is some
  /// sample's.
  @Test func englishHasAnEntryForEveryKindAndVariant() {
    let keys = Set(Self.english.entries.keys.filter { $0.hasPrefix("problems.") })
    let used = Set(WordingSamples.problems.map { "problems." + $0.wordingEntry(term: { key, _ in key }).key })
    #expect(used.subtracting(keys).sorted() == [], "samples without an entry")
    #expect(keys.subtracting(used).sorted() == [], "entries no sample reaches")
    let codes = Set(WordingSamples.problems.map(\.code))
    let pinned = MaskFormatStyleRoundTripTests.fixture("MaskKitTests/Fixtures/problem-codes.tsv")
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.prefix { $0 != "\t" }) }
    #expect(Set(pinned).subtracting(codes) == ["custom"])
  }

  /// The issue's quality rules, kind × language: `WordingTable.check(against:)` finds nothing.
  @Test(arguments: others) func saysEverythingEnglishSays(_ language: String) throws {
    let table = try #require(WordingTable.bundled(language: language))
    let findings = table.check()
    #expect(findings == [], "\(findings.map(\.description).joined(separator: "\n"))")
  }

  /// `check` finds each fault the rules name, in a table made to have them.
  @Test func checkFindsEveryFault() throws {
    let english = Self.english
    var table = try #require(WordingTable.bundled(language: "ru"))
    table.entries["problems.failsLuhn"] = nil
    table.entries["problems.noSuchKind"] = .text("x")
    table.entries["problems.ibanCheckFails"] = english.entries["problems.ibanCheckFails"]
    table.entries["problems.checkDigits"] = .plural(
      argument: "checkCount",
      branches: ["one": .text("контрольная цифра"), "few": .text("{expected} {extra}")])
    table.entries["problems.digitsTooMany"] = .text("{count} лишних цифр")
    table.entries["problems.charactersTooMany"] = .plural(
      argument: "size",
      branches: [
        "one": .text("{count}"), "few": .text("{count}"), "many": .text("{count}"),
        "other": .text("{count}"), "two": .text("{count}"),
      ])
    // (The identifier names, `schemes.*`, are the tables' own concern: saysEverythingEnglishSays.)
    let found = Set(table.check().filter { !$0.key.hasPrefix("schemes.") }.map { "\($0.key) \($0.kind)" })
    let expected: Set<String> = [
      "problems.failsLuhn missing", "problems.noSuchKind unknownEntry",
      "problems.ibanCheckFails untranslated",
      "problems.checkDigits lostPlaceholder", "problems.checkDigits unknownPlaceholder",
      "problems.checkDigits missingCategory", "problems.digitsTooMany noPluralChoice",
      "problems.charactersTooMany unknownPluralArgument", "problems.charactersTooMany unusedCategory",
    ]
    #expect(found == expected)
    // Arabic may leave the number out of `one` and `two` (1 and 2 alone); Russian's `one` is 1, 21, 31 …
    var arabic = try #require(WordingTable.bundled(language: "ar"))
    arabic.entries["problems.digitsTooMany"] = .plural(
      argument: "count",
      branches: [
        "zero": .text("{count} ز"), "one": .text("رقم واحد زائد"), "two": .text("رقمان زائدان"),
        "few": .text("{count} أرقام"), "many": .text("{count} رقمًا"), "other": .text("{count} رقم"),
      ])
    #expect(arabic.check().filter { !$0.key.hasPrefix("schemes.") } == [])
  }

  /// Every problem reads in every language without an English fallback and with every value it has.
  @Test(arguments: others) func everyProblemReadsInTheLanguage(_ language: String) throws {
    let locale = Locale(identifier: language)
    let englishLocale = Locale(identifier: "en")
    for problem in WordingSamples.problems {
      let text = problem.localizedDescription(locale: locale)
      #expect(!text.isEmpty)
      #expect(
        text != problem.localizedDescription(locale: englishLocale), "\(language): \(problem.code) is English"
      )
      #expect(
        WordingMessage.placeholders(in: text) == [],
        "\(language): \(problem.code) leaves a placeholder: \(text)")
    }
  }

  @Test func aTableReadsFromJSONAndSaysWhyItCannot() throws {
    let table = try WordingTable(
      json: Data(
        #"{"language": "eo", "problems": {"failsLuhn": "la numero malsukcesas la Luhn-kontrolon"}}"#.utf8))
    #expect(table.language == "eo")
    #expect(
      MaskProblem.card(.failsLuhn).localizedDescription(table: table)
        == "la numero malsukcesas la Luhn-kontrolon")
    // An entry the table lacks reads English.
    #expect(
      MaskProblem.identifier(.ssnVoided).localizedDescription(table: table)
        == "this SSN was voided after public misuse")
    #expect(throws: WordingTableError.self) { try WordingTable(json: Data("[1]".utf8)) }
    #expect(throws: WordingTableError.self) { try WordingTable(json: Data(#"{"name": "x"}"#.utf8)) }
    #expect(throws: WordingTableError.self) {
      try WordingTable(json: Data(#"{"language": "x", "problems": {"failsLuhn": 3}}"#.utf8))
    }
  }

  @Test func localesChooseTheirTable() {
    let cases: [(String, String)] = [
      ("de_DE", "de"), ("de-CH", "de"), ("pt-BR", "pt-BR"), ("zh_CN", "zh-Hans"),
      ("zh-Hans-HK", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant", "zh-Hant"),
      ("iw_IL", "he"), ("in", "id"), ("ar_EG@numbers=latn", "ar"), ("hi-IN-u-nu-deva", "hi"),
      ("tlh_XX", "en"),
      ("", "en"), ("en_US_POSIX", "en"),
    ]
    for (identifier, language) in cases {
      #expect(WordingTable.bundled(for: Locale(identifier: identifier)).language == language, "\(identifier)")
    }
  }

  /// The choice for tables still to come, among a set of languages given (no table needed): European
  /// Portuguese for Portugal and the countries whose Portuguese follows it, Bokmål for Norwegian, a
  /// regional or script table before its base language, the base language otherwise.
  @Test func localesChooseTablesStillToCome() {
    let languages = [
      "en", "pt-BR", "pt-PT", "nb", "fr", "fr-CA", "sr", "sr-Latn", "es", "zh-Hans", "zh-Hant",
    ]
    let cases: [(String, String)] = [
      ("pt_PT", "pt-PT"), ("pt-PT", "pt-PT"), ("pt_AO", "pt-PT"), ("pt_MZ", "pt-PT"), ("pt", "pt-BR"),
      ("pt_BR", "pt-BR"), ("pt_US", "pt-BR"), ("nb_NO", "nb"), ("no", "nb"), ("no_NO", "nb"), ("nn_NO", "nb"),
      ("fr_CA", "fr-CA"), ("fr_BE", "fr"), ("fr", "fr"), ("sr_Latn_RS", "sr-Latn"), ("sr_Cyrl", "sr"),
      ("es_MX", "es"), ("zh_TW", "zh-Hant"), ("zh", "zh-Hans"), ("sv_SE", "en"), ("", "en"),
    ]
    for (identifier, language) in cases {
      #expect(WordingTable.bundledLanguage(for: identifier, among: languages) == language, "\(identifier)")
    }
    // Nynorsk reads its own table once there is one; Portugal reads Brazil's while there is no pt-PT.
    #expect(WordingTable.bundledLanguage(for: "nn_NO", among: ["en", "nb", "nn"]) == "nn")
    #expect(WordingTable.bundledLanguage(for: "pt_PT", among: ["en", "pt-BR"]) == "pt-BR")
    #expect(WordingTable.bundledLanguage(for: "nb", among: ["en"]) == "en")
    // With the bundled tables.
    #expect(WordingTable.bundled(for: Locale(identifier: "pt_PT")).language == "pt-PT")
    #expect(WordingTable.bundled(for: Locale(identifier: "pt_MZ")).language == "pt-PT")
    #expect(WordingTable.bundled(for: Locale(identifier: "pt")).language == "pt-BR")
    #expect(WordingTable.bundled(for: Locale(identifier: "no_NO")).language == "nb")
    #expect(WordingTable.bundled(for: Locale(identifier: "nn_NO")).language == "nb")
    #expect(WordingTable.bundled(for: Locale(identifier: "de_AT")).language == "de")
  }
}
