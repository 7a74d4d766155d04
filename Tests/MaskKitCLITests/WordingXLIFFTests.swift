import ArgumentParser
import Foundation
import MaskKit
import MaskKitFoundation
import Testing

@testable import MaskKitCLI

/// `maskkit wording --export xliff` and `--import`: every bundled table goes to XLIFF and back to an
/// equal table, and to its own file's text where that file is written as the canonical writer writes.
@Suite(.quietOutput) struct WordingXLIFFTests {
  static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("wording-\(UUID().uuidString)-\(name)").path
  }

  @Test func everyBundledTableRoundTrips() throws {
    var canonical: [String] = []
    for language in WordingTable.bundledLanguages {
      let source = try WordingCommand.source(named: language)
      let xliff = try WordingCommand.exportXLIFF(named: language)
      let imported = try WordingXLIFF.read(xliff)
      #expect(imported.table == source.table, "\(language)")
      let json = WordingTableJSON.text(imported.table, layout: imported.layout)
      #expect(try WordingTable(json: Data(json.utf8)) == source.table, "\(language)")
      // The writer is canonical: writing the table in its own file's order gives the same text as the
      // round trip, and a file already in that form comes back byte for byte.
      #expect(WordingTableJSON.text(source.table, layout: WordingTableLayout(json: source.json)) == json)
      if json == source.json { canonical.append(language) }
      #expect(
        try WordingXLIFF.read(
          WordingXLIFF.export(
            imported.table, layout: imported.layout, english: .english,
            englishLayout: WordingTableLayout(json: WordingTable.bundledJSON(language: "en") ?? ""),
            notes: WordingNote.english)
        ).table == source.table)
    }
    // Every bundled table is written as the canonical writer writes it (json.dump(…, indent=2,
    // ensure_ascii=False)), so every one comes back byte for byte.
    #expect(canonical == WordingTable.bundledLanguages)
  }

  @Test func unitsCarryEnglishTheTranslationAndTheNote() throws {
    let xliff = try WordingCommand.exportXLIFF(named: "ru")
    #expect(xliff.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(
      xliff.contains(
        #"<file original="ru.json" source-language="en" target-language="ru" datatype="plaintext">"#))
    // A plural choice is one unit per branch; its note says which numbers the branch is for.
    #expect(xliff.contains(#"<trans-unit id="problems.digitsTooMany#count=few" xml:space="preserve">"#))
    #expect(xliff.contains("<source>{count} digits too many</source>"))
    #expect(xliff.contains("This unit is the form for {count} in the plural category few (2, 3, …)."))
    // An entry Russian lacks is a unit without a target, as many units as Russian has categories.
    var russian = try #require(WordingTable.bundled(language: "ru"))
    russian.entries["problems.charactersTooMany"] = nil
    let units = try WordingXLIFF.export(
      russian, layout: WordingTableLayout(json: WordingTable.bundledJSON(language: "ru") ?? ""),
      english: .english,
      englishLayout: WordingTableLayout(json: WordingTable.bundledJSON(language: "en") ?? ""),
      notes: WordingNote.english)
    for category in ["one", "few", "many", "other"] {
      let unit = try #require(units.range(of: #"id="problems.charactersTooMany#count=\#(category)""#))
      let end = try #require(units[unit.upperBound...].range(of: "</trans-unit>"))
      #expect(!units[unit.upperBound..<end.lowerBound].contains("<target>"))
    }
    #expect(try WordingXLIFF.read(units).table == russian)
    // Every English unit has its note.
    let english = try WordingCommand.exportXLIFF(named: "en")
    #expect(
      english.components(separatedBy: "<trans-unit ").count == english.components(separatedBy: "<note>").count
    )
  }

  @Test func theCommandExportsAndImportsFiles() throws {
    let xliff = Self.temporary("de.xliff")
    let json = Self.temporary("de.json")
    defer { for path in [xliff, json] { try? FileManager.default.removeItem(atPath: path) } }
    let export = try #require(
      try MaskKitCommand.parseAsRoot(["wording", "--export", "xliff", "de", "--output", xliff])
        as? WordingCommand)
    try export.run(output: 1)
    let back = try #require(
      try MaskKitCommand.parseAsRoot(["wording", "--import", xliff, "--output", json]) as? WordingCommand)
    try back.run(output: 1)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: json)) == Data(WordingTable.bundledJSON(language: "de")!.utf8)
    )
    for arguments in [
      ["wording", "--export", "pdf", "de"], ["wording", "--export", "xliff"],
      ["wording", "--import", xliff, "de"],
      ["wording", "--output", json],
    ] {
      #expect(throws: (any Error).self, "\(arguments)") { try MaskKitCommand.parseAsRoot(arguments) }
    }
  }

  /// A bad file is named with the line and unit of its fault.
  @Test func aBadFileSaysWhereItIsBad() throws {
    func reason(_ body: String, version: String = "1.2") -> String {
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="\(version)" xmlns="urn:oasis:names:tc:xliff:document:1.2">
          <file source-language="en" target-language="eo" datatype="plaintext" original="eo.json">
            <body>
        \(body)
            </body>
          </file>
        </xliff>
        """
      do {
        _ = try WordingXLIFF.read(text)
        return "read"
      } catch {
        return error.description
      }
    }
    func unit(_ id: String, _ target: String) -> String {
      #"<trans-unit id="\#(id)"><source>x</source><target>\#(target)</target></trans-unit>"#
    }
    #expect(reason(unit("problems.failsLuhn", "la numero")) == "read")
    #expect(reason("<trans-unit id=\"x\">") == "line 6: not XML: </body> closes <trans-unit> of line 5")
    #expect(
      reason(unit("problems.failsLuhn", "a & b"))
        == "line 5: not XML: '&' does not start a reference (write &amp;)")
    #expect(
      reason(unit("failsLuhn", "x")).hasPrefix("line 5: unit 'failsLuhn': not an entry's id: SECTION.KEY"))
    #expect(
      reason(unit("problems.failsLuhn", "a") + "\n" + unit("problems.failsLuhn", "b"))
        == "line 6: unit 'problems.failsLuhn': the id is given twice (first on line 5)")
    #expect(
      reason(unit("problems.digitsTooMany#count", "a"))
        == "line 5: unit 'problems.digitsTooMany#count': '#count' is not a plural branch #NUMBER=BRANCH (#count=one)"
    )
    #expect(
      reason(
        unit("problems.digitsTooMany#count=one", "a") + "\n" + unit("problems.digitsTooMany#total=other", "b")
      )
        == "line 6: unit 'problems.digitsTooMany#total=other': chooses by {total} where unit "
        + "'problems.digitsTooMany#count=one' (line 5) chooses by {count}")
    #expect(
      reason(unit("problems.digitsTooMany", "a") + "\n" + unit("problems.digitsTooMany#count=one", "b"))
        == "line 6: unit 'problems.digitsTooMany#count=one': unit 'problems.digitsTooMany' (line 5) gives "
        + "this entry one text, so it has no branches")
    #expect(
      reason(unit("problems.failsLuhn", #"a <ph id="1">{x}</ph>"#))
        == "line 5: unit 'problems.failsLuhn': <ph> inside <target>: a wording text is plain text (write it out)"
    )
    #expect(reason("", version: "2.0") == "line 2: XLIFF version 2.0, not 1.2")
    // CDATA, references, <mrk> and untranslated units read as a tool writes them.
    let read = try WordingXLIFF.read(
      """
      <xliff version="1.2"><file target-language="eo"><body><group>
      <trans-unit id="problems.failsLuhn"><target><![CDATA[a <b>]]> &#x2068;&lt;<mrk mtype="seg">c</mrk></target></trans-unit>
      <trans-unit id="problems.ssnVoided"><source>this SSN was voided after public misuse</source><target/></trans-unit>
      </group></body></file></xliff>
      """)
    #expect(read.table.entries == ["problems.failsLuhn": .text("a <b> \u{2068}<c")])
    #expect(read.table.language == "eo" && read.table.listSeparator == ", ")
  }

  /// `maskkit wording` holds an English file to the notes beside it: an entry without a note and a note
  /// for no entry are findings.
  @Test func englishWithoutANoteFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var english = WordingTable.english
    english.entries["problems.newReason"] = .text("a new reason")
    try Data(WordingTableJSON.text(english, layout: WordingTableLayout(keys: [], sameAsEnglish: [])).utf8)
      .write(to: folder.appendingPathComponent("en.json"))
    let notesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/MaskKitFoundation/Localization/Wording/en.notes.json")
    let notesText = try String(contentsOf: notesFile, encoding: .utf8)
      .replacingOccurrences(
        of: #""phoneField": {"#,
        with: #""phoneField": {"gone": {"note": "a word that was removed", "shows": ["picker"]},"#)
    try Data(notesText.utf8).write(to: folder.appendingPathComponent("en.notes.json"))
    let path = folder.appendingPathComponent("en.json").path
    let command = try #require(try MaskKitCommand.parseAsRoot(["wording", path]) as? WordingCommand)
    let (text, error) = Pipes.output { try command.run(output: $0) }
    #expect(error as? ExitCode == ExitCode(1))
    #expect(text.contains("en: problems.newReason: missingNote\n"))
    #expect(text.contains("en: phoneField.gone: unknownNote\n"))
  }
}
