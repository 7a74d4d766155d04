import Foundation
import MaskKit
import Testing

@testable import MaskKitUI

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
    #expect(WordingTable.bundledLanguages.count == 21)
  }

  /// Every kind but an app's own has a sentence, every sample's entry exists, and every entry is some
  /// sample's.
  @Test func englishHasAnEntryForEveryKindAndVariant() {
    let keys = Set(Self.english.entries.keys.filter { $0.hasPrefix("problems.") })
    let used = Set(WordingSamples.problems.map { "problems." + $0.wordingEntry(scheme: { $0 }).key })
    #expect(used.subtracting(keys).sorted() == [], "samples without an entry")
    #expect(keys.subtracting(used).sorted() == [], "entries no sample reaches")
    let kinds = Set(WordingSamples.problems.map(\.kind))
    #expect(Set(MaskProblem.Kind.allCases).subtracting(kinds) == [.custom])
  }

  @Test(arguments: others) func hasEveryEntryAndNoOther(_ language: String) throws {
    let table = try #require(WordingTable.bundled(language: language))
    let missing = Set(Self.english.entries.keys).subtracting(table.entries.keys).sorted()
    let extra = Set(table.entries.keys).subtracting(Self.english.entries.keys).sorted()
    #expect(missing == [], "missing in \(language)")
    #expect(extra == [], "not English entries in \(language)")
  }

  @Test(arguments: others) func noEntryIsTheEnglishText(_ language: String) throws {
    let table = try #require(WordingTable.bundled(language: language))
    for key in table.sameAsEnglish {
      #expect(
        Self.english.entries[key] != nil, "\(language) lists \(key) as English, which has no such entry")
    }
    for (key, message) in table.entries where !table.sameAsEnglish.contains(key) {
      let englishTexts = Set((Self.english.entries[key]?.branches ?? []).map(\.text))
      for branch in message.branches {
        #expect(!englishTexts.contains(branch.text), "\(language) \(key) is English: \(branch.text)")
      }
    }
  }

  @Test(arguments: others) func keepsEveryPlaceholder(_ language: String) throws {
    let table = try #require(WordingTable.bundled(language: language))
    let single = PluralCategory.singleNumberCategories(language: language)
    for (key, message) in table.entries {
      guard let source = Self.english.entries[key] else { continue }
      let wanted = Set(source.branches.flatMap { WordingMessage.placeholders(in: $0.text) })
      let allowed = wanted.union(source.choices.map(\.argument))
      for branch in message.branches {
        let found = Set(WordingMessage.placeholders(in: branch.text))
        #expect(found.subtracting(allowed).sorted() == [], "\(language) \(key) invents a placeholder")
        // A branch for a single number (`=2`, or Arabic `two`) may leave that number out.
        let spared = Set(
          branch.path.filter {
            $0.key.hasPrefix("=") || PluralCategory(rawValue: $0.key).map { single[$0] != nil } == true
          }
          .map(\.argument))
        let lost = wanted.subtracting(found).subtracting(spared)
        #expect(lost.sorted() == [], "\(language) \(key) loses placeholders in \(branch.text)")
      }
    }
  }

  @Test(arguments: others) func choosesEveryPluralCategoryTheLanguageNeeds(_ language: String) throws {
    let table = try #require(WordingTable.bundled(language: language))
    let needed = PluralCategory.wholeNumberCategories(language: language).map(\.rawValue)
    for (key, message) in table.entries {
      guard let source = Self.english.entries[key] else { continue }
      if !source.choices.isEmpty && needed.count > 1 {
        #expect(!message.choices.isEmpty, "\(language) \(key) has no plural choice; it needs \(needed)")
      }
      let allowed =
        WordingMessage.placeholders(in: source.branches.map(\.text).joined())
        + source.choices.map(\.argument)
      for choice in message.choices {
        #expect(allowed.contains(choice.argument), "\(language) \(key) chooses by \(choice.argument)")
        let missing = needed.filter { !choice.keys.contains($0) }
        #expect(missing == [], "\(language) \(key) lacks \(missing)")
        let strange = choice.keys.filter { !needed.contains($0) && !$0.hasPrefix("=") }
        #expect(strange == [], "\(language) \(key) has categories \(language) does not use: \(strange)")
      }
    }
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
      MaskProblem.failsLuhn.localizedDescription(table: table) == "la numero malsukcesas la Luhn-kontrolon")
    // An entry the table lacks reads English.
    #expect(
      MaskProblem.ssnVoided.localizedDescription(table: table) == "this SSN was voided after public misuse")
    #expect(throws: WordingTableError.self) { try WordingTable(json: Data("[1]".utf8)) }
    #expect(throws: WordingTableError.self) { try WordingTable(json: Data(#"{"name": "x"}"#.utf8)) }
    #expect(throws: WordingTableError.self) {
      try WordingTable(json: Data(#"{"language": "x", "problems": {"failsLuhn": 3}}"#.utf8))
    }
  }

  @Test func localesChooseTheirTable() {
    let cases: [(String, String)] = [
      ("de_DE", "de"), ("de-CH", "de"), ("pt_PT", "pt-BR"), ("pt-BR", "pt-BR"), ("zh_CN", "zh-Hans"),
      ("zh-Hans-HK", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant", "zh-Hant"),
      ("iw_IL", "he"), ("in", "id"), ("ar_EG@numbers=latn", "ar"), ("hi-IN-u-nu-deva", "hi"), ("sv_SE", "en"),
      ("", "en"), ("en_US_POSIX", "en"),
    ]
    for (identifier, language) in cases {
      #expect(WordingTable.bundled(for: Locale(identifier: identifier)).language == language, "\(identifier)")
    }
  }
}
