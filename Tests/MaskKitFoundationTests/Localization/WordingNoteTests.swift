import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// Every English entry has a translator's note (`en.notes.json`) that describes each of its
/// placeholders, and `check` fails on an entry without one or a note without an entry.
@Suite struct WordingNoteTests {
  static let notesFile = WordingTableStoreTests.wordingFolder.appendingPathComponent("en.notes.json")

  @Test func everyEnglishEntryHasANoteAndEveryNoteAnEntry() throws {
    let english = WordingTable.english
    let notes = WordingNote.english
    #expect(Set(notes.keys) == Set(english.entries.keys))
    #expect(notes.count == english.entries.count)
    #expect(english.check() == [], "\(english.check().map(\.description).joined(separator: "\n"))")
    for (key, note) in notes {
      #expect(note.about.count > 20, "\(key): say what it is for")
      #expect(!note.shows.isEmpty)
    }
    // Every identifier name has its note, as en-next.json has them.
    #expect(notes.keys.filter { $0.hasPrefix("schemes.") }.count == 36)
  }

  /// The compiled-in notes are the file's (run the script after editing it).
  @Test func theNotesAreCompiledFromTheirFile() throws {
    let data = try Data(contentsOf: Self.notesFile)
    let compiled = try #require(WordingNote.compiledNotesJSON("en"))
    #expect(
      compiled + "\n" == String(decoding: data, as: UTF8.self),
      "run python3 Scripts/generate-wording-tables.py")
    #expect(try WordingNote.notes(json: data) == WordingNote.english)
    #expect(WordingNote.bundled(language: "de") == nil)
  }

  @Test func checkFindsAnEntryWithoutANoteAndANoteWithoutAnEntry() throws {
    var english = WordingTable.english
    english.entries["problems.newReason"] = .text("a new reason with {value}")
    english.entries["problems.failsLuhn"] = nil
    var notes = WordingNote.english
    notes["problems.checkDigits"]?.placeholders["expected"] = nil
    notes["problems.checkDigits"]?.placeholders["invented"] = .init(kind: .text, script: .latin, example: "x")
    let found = Set(english.check(against: english, notes: notes).map(\.description))
    #expect(
      found == [
        "problems.newReason: missingNote", "problems.failsLuhn: unknownNote",
        "problems.checkDigits: undescribedPlaceholder {expected}",
        "problems.checkDigits: unknownNotePlaceholder {invented}",
      ])
    // By default the English table is held to the bundled notes; a translation to none.
    #expect(english.check().contains { $0.kind == .missingNote })
    var german = try #require(WordingTable.bundled(language: "de"))
    german.entries["problems.newReason"] = .text("x {value}")
    #expect(!german.check().contains { $0.kind == .missingNote })
  }

  @Test func aNoteSaysWhatIsWrongWithIt() {
    func reason(_ json: String) -> String? {
      do {
        _ = try WordingNote.notes(json: Data(json.utf8))
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason(#"{"problems": {"x": {"shows": ["message"]}}}"#) == #"problems.x: no "note" text"#)
    #expect(
      reason(#"{"problems": {"x": {"note": "n", "shows": ["screen"]}}}"#)
        == "problems.x: \"shows\" has screen, not one of message, voiceOver, picker")
    #expect(
      reason(
        #"{"problems": {"x": {"note": "n", "shows": ["message"], "placeholders": {"a": {"kind": "noun"}}}}}"#)
        == "problems.x: {a}: no \"script\" of language, latin, typed")
    #expect(
      reason(#"{"problem": {}}"#) == #""problem" is not a section of a table with notes for its entries"#)
    #expect(reason("[]") == "not a JSON object")
  }

  @Test func aNoteReadsAsOneParagraphForATranslator() throws {
    let note = try #require(WordingNote.english["problems.countryCodeMismatch"])
    let text = note.text(placeholderOrder: ["pasted", "field"])
    #expect(text.hasPrefix(note.about + " Shows: a validation message under the field."))
    #expect(
      text.contains("{pasted}: text, Latin letters and digits, never translated, e.g. \u{201C}44\u{201D}."))
    #expect(text.range(of: "{pasted}")!.lowerBound < text.range(of: "{field}")!.lowerBound)
  }
}
