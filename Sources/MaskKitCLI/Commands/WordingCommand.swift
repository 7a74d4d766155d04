import ArgumentParser
import Foundation
import MaskKitFoundation

/// `maskkit wording`: checks wording tables against the English one with `WordingTable.check(against:notes:)`,
/// and writes a table as XLIFF for translators (`--export xliff`) or reads one back (`--import`).
struct WordingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wording",
    abstract: "Check wording tables, or export one as XLIFF for translators and import it back.",
    discussion: """
      Each TABLE is a bundled language (de, pt-BR, zh-Hant) or a table's JSON file; without one, every \
      bundled language. Prints `LANGUAGE: ok` or one line per finding (`problems.checkDigits: \
      lostPlaceholder {expected} in …`). The English table must have a note for every entry \
      (en.notes.json; for a file FILE.json, FILE.notes.json beside it when there is one).
      --export xliff TABLE writes the table as XLIFF 1.2 (English as source, the table's text as target, \
      the English notes as notes; a plural branch is a unit `KEY#NUMBER=BRANCH`, such as \
      `problems.digitsTooMany#count=one`) to standard output or --output FILE. --import FILE.xliff reads \
      one back and writes the table's JSON to standard output or --output FILE.
      Exit status: 0 when every table is complete (or the file was written), 1 when one has findings, 2 \
      when a table or XLIFF file cannot be read.
      """
  )

  @Argument(help: "Bundled languages or JSON files of tables (default: every bundled language).")
  var tables: [String] = []

  @Option(name: .customLong("export"), help: "Write the one TABLE given in this format: xliff.")
  var exportFormat: String?

  @Option(name: .customLong("import"), help: "Read this XLIFF file back into a table's JSON.")
  var importFile: String?

  @Option(help: "Write the exported or imported file here instead of standard output.")
  var output: String?

  func validate() throws {
    if let exportFormat {
      guard exportFormat.lowercased() == "xliff" else {
        throw ValidationError("--export takes the format xliff, not '\(exportFormat)'")
      }
      guard tables.count == 1, importFile == nil else {
        throw ValidationError("--export xliff takes one TABLE (a bundled language or a table's JSON file)")
      }
    } else if importFile != nil {
      guard tables.isEmpty else {
        throw ValidationError("--import takes no TABLE: its file names its language")
      }
    } else if output != nil {
      throw ValidationError("--output is for --export and --import")
    }
  }

  func run() throws { try run(output: OutputDescriptors.output) }

  /// Runs the command, writing the findings (or the exported or imported text) to file `descriptor`.
  func run(output descriptor: Int32) throws {
    if exportFormat != nil, let name = tables.first {
      try write(Self.reading(name) { try Self.exportXLIFF(named: name) }, to: descriptor)
    } else if let importFile {
      try write(Self.reading(importFile) { try Self.importXLIFF(importFile) }, to: descriptor)
    } else {
      try check(output: descriptor)
    }
  }

  /// The result of `body`, or exit status 2 with `maskkit: NAME: REASON` on standard error.
  private static func reading(_ name: String, _ body: () throws -> String) throws -> String {
    do {
      return try body()
    } catch {
      StandardOutput.error("maskkit: \(name): \(error)")
      throw ExitCode(2)
    }
  }

  /// Writes `text` to `--output`, or to `descriptor`.
  private func write(_ text: String, to descriptor: Int32) throws {
    if let output {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
      } catch {
        StandardOutput.error("maskkit: cannot write \(output): \(error.localizedDescription)")
        throw ExitCode(1)
      }
      return
    }
    var out = StandardOutput(descriptor: descriptor)
    out.writeBytes(Array(text.utf8))
    try out.flush()
  }

  /// Checks the tables, writing the findings to file `descriptor`.
  private func check(output descriptor: Int32) throws {
    var output = StandardOutput(descriptor: descriptor)
    var status: Int32 = 0
    for name in tables.isEmpty ? WordingTable.bundledLanguages : tables {
      let findings: [WordingTable.Finding]
      let table: WordingTable
      do {
        let source = try Self.source(named: name)
        table = source.table
        findings = table.check(notes: source.notes)
      } catch {
        output.writeLine("\(name): \(error)")
        status = 2
        continue
      }
      if findings.isEmpty {
        output.writeLine("\(table.language): ok")
      } else {
        for finding in findings { output.writeLine("\(table.language): \(finding)") }
        status = max(status, 1)
      }
    }
    try output.flush()
    if status != 0 { throw ExitCode(status) }
  }

  /// A table as `maskkit wording` reads it: the table, its JSON text (for the order of its keys) and
  /// the notes on its entries when a notes file is beside it (nil: the bundled notes of its language).
  struct Source {
    var table: WordingTable
    var json: String
    var notes: [String: WordingNote]?
  }

  /// The bundled table `name`, or the table in the file at `name`.
  static func table(named name: String) throws -> WordingTable { try source(named: name).table }

  /// The bundled table `name`, or the table in the file at `name` with the notes of `NAME.notes.json`
  /// beside it, if any.
  static func source(named name: String) throws -> Source {
    if let bundled = WordingTable.bundled(language: name), let json = WordingTable.bundledJSON(language: name)
    {
      return Source(table: bundled, json: json, notes: nil)
    }
    guard FileManager.default.fileExists(atPath: name) else {
      throw WordingTableError(
        reason:
          "neither a bundled language (\(WordingTable.bundledLanguages.joined(separator: ", "))) nor a file")
    }
    let json = try text(ofFile: name)
    let table = try WordingTable(json: Data(json.utf8))
    var notes: [String: WordingNote]?
    if name.hasSuffix(".json") {
      let notesFile = String(name.dropLast(".json".count)) + ".notes.json"
      if FileManager.default.fileExists(atPath: notesFile) {
        do {
          notes = try WordingNote.notes(json: Data(try text(ofFile: notesFile).utf8))
        } catch {
          throw WordingTableError(reason: "\(notesFile): \(error)")
        }
      }
    }
    return Source(table: table, json: json, notes: notes)
  }

  private static func text(ofFile path: String) throws(WordingTableError) -> String {
    do {
      return try readTextFile(path)
    } catch {
      throw WordingTableError(reason: "cannot be read: \(error.message)")
    }
  }

  /// The XLIFF of the table `name`, with the bundled English table's texts and notes.
  static func exportXLIFF(named name: String) throws -> String {
    let source = try source(named: name)
    let english = WordingTable.english
    let englishLayout = WordingTableLayout(json: WordingTable.bundledJSON(language: "en") ?? "")
    let notes =
      source.table.language == english.language ? source.notes ?? WordingNote.english : WordingNote.english
    return try WordingXLIFF.export(
      source.table, layout: WordingTableLayout(json: source.json), english: english,
      englishLayout: englishLayout,
      notes: notes)
  }

  /// The table JSON of the XLIFF file at `path`.
  static func importXLIFF(_ path: String) throws -> String {
    let imported = try WordingXLIFF.read(text(ofFile: path))
    return WordingTableJSON.text(imported.table, layout: imported.layout)
  }
}
