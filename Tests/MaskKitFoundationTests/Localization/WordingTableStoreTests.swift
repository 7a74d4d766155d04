import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// The bundled tables come from the text compiled into the library (no resource bundle), say what their
/// JSON files say, and a table that cannot be read falls back to English, then to `MaskProblem`'s
/// descriptions, without a trap.
@Suite struct WordingTableStoreTests {
  /// The translators' JSON files, `Sources/MaskKitFoundation/Localization/Wording/`.
  static let wordingFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/MaskKitFoundation/Localization/Wording")

  static func file(_ language: String) -> URL {
    wordingFolder.appendingPathComponent(language + ".json")
  }

  @Test func theJSONFilesAreTheBundledLanguages() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.wordingFolder.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".notes.json") }.map {
        String($0.dropLast(".json".count))
      }
    #expect(Set(names) == Set(WordingTable.bundledLanguages))
    // Generated from the files: English first, then by name.
    #expect(WordingTable.bundledLanguages == ["en"] + names.filter { $0 != "en" }.sorted())
  }

  /// Each language's compiled-in text is its file's (the generated file is up to date: run
  /// `python3 Scripts/generate-wording-tables.py` after editing a table), and reads as the same table.
  @Test(arguments: WordingTable.bundledLanguages)
  func everyLanguageLoadsFromTheCompiledInText(_ language: String) throws {
    let data = try Data(contentsOf: Self.file(language))
    let compiled = try #require(WordingTableStore.compiledJSON(language), "\(language) is not compiled in")
    #expect(
      compiled + "\n" == String(decoding: data, as: UTF8.self),
      "\(language).json differs from its compiled-in text: run python3 Scripts/generate-wording-tables.py")
    let parsed = try WordingTable(json: data)
    #expect(WordingTableStore().table(language) == parsed)
    #expect(WordingTable.bundled(language: language) == parsed)
  }

  @Test func aBogusLanguageFallsBackToEnglish() throws {
    let english = try WordingTable(json: Data(contentsOf: Self.file("en")))
    #expect(WordingTable.english == english)
    #expect(WordingTableStore.compiledJSON("xx") == nil)
    #expect(WordingTable.bundled(language: "xx") == nil)
    #expect(WordingTable.bundled(language: "../en") == nil)
    #expect(WordingTable.bundled(for: Locale(identifier: "xx")) == english)
    #expect(WordingTable.bundled(for: Locale(identifier: "eo_001")) == english)
    #expect(
      MaskProblem.card(.failsLuhn).localizedDescription(locale: Locale(identifier: "xx"))
        == MaskProblem.card(.failsLuhn).localizedDescription(locale: Locale(identifier: "en")))
  }

  @Test func aTableThatDoesNotParseFallsBackToEnglish() throws {
    let store = WordingTableStore {
      $0 == "de" ? #"{"language": "de", "problems": ["# : WordingTableStore.compiledJSON($0)
    }
    #expect(store.table("de") == nil)
    #expect(store.table("de") == nil)  // the failure is remembered, not a trap the second time
    #expect(store.tableOrEnglish("de") == WordingTable.english)
    #expect(store.tableOrEnglish("fr") == WordingTable.bundled(language: "fr"))
  }

  @Test func englishThatDoesNotParseFallsBackToAnEmptyTable() {
    let store = WordingTableStore { _ in "not JSON" }
    let table = store.tableOrEnglish("de")
    #expect(table.language == "en" && table.entries.isEmpty)
    #expect(store.tableOrEnglish("en") == table)
    // Every problem then says its description.
    for problem in WordingSamples.problems where problem.code != "custom" {
      #expect(problem.localizedDescription(table: table) == problem.description)
    }
  }
}
