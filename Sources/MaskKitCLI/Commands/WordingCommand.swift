import ArgumentParser
import Foundation
import MaskKitFoundation

/// `maskkit wording`: checks wording tables against the English one with `WordingTable.check(against:)`.
struct WordingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wording",
    abstract: "Check wording tables: every entry translated, placeholders kept, plural forms complete.",
    discussion: """
      Each TABLE is a bundled language (de, pt-BR, zh-Hant) or a table's JSON file; without one, every \
      bundled language. Prints `LANGUAGE: ok` or one line per finding (`problems.checkDigits: \
      lostPlaceholder {expected} in …`).
      Exit status: 0 when every table is complete, 1 when one has findings, 2 when one cannot be read.
      """
  )

  @Argument(help: "Bundled languages or JSON files of tables (default: every bundled language).")
  var tables: [String] = []

  func run() throws { try run(output: 1) }

  /// Checks the tables, writing the findings to file `descriptor`.
  func run(output descriptor: Int32) throws {
    var output = StandardOutput(descriptor: descriptor)
    var status: Int32 = 0
    for name in tables.isEmpty ? WordingTable.bundledLanguages : tables {
      let table: WordingTable
      do {
        table = try Self.table(named: name)
      } catch {
        output.writeLine("\(name): \(error)")
        status = 2
        continue
      }
      let findings = table.check()
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

  /// The bundled table `name`, or the table in the file at `name`.
  static func table(named name: String) throws -> WordingTable {
    if let bundled = WordingTable.bundled(language: name) { return bundled }
    guard FileManager.default.fileExists(atPath: name) else {
      throw WordingTableError(
        reason:
          "neither a bundled language (\(WordingTable.bundledLanguages.joined(separator: ", "))) nor a file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: name))
    } catch {
      throw WordingTableError(reason: "cannot be read: \(error.localizedDescription)")
    }
    return try WordingTable(json: data)
  }
}
