import ArgumentParser
import Foundation
import Testing

@testable import MaskKitCLI

/// `maskkit wording` prints `WordingTable.check`'s findings and exits by them.
@Suite struct WordingCommandTests {
  @Test func everyBundledTableIsComplete() throws {
    var command = try #require(try MaskKitCommand.parseAsRoot(["wording"]) as? WordingCommand)
    try command.run()
  }

  @Test func aTableWithFindingsExits1AndAnUnknownName2() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wording-\(UUID().uuidString).json")
    try Data(#"{"language": "eo", "problems": {"failsLuhn": "x {foo}"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var command = try #require(try MaskKitCommand.parseAsRoot(["wording", file.path]) as? WordingCommand)
    #expect(throws: ExitCode(1)) { try command.run() }
    let table = try WordingCommand.table(named: file.path)
    #expect(table.check().contains { $0.description == "problems.failsLuhn: unknownPlaceholder {foo}" })
    var unknown = try #require(
      try MaskKitCommand.parseAsRoot(["wording", "no-such-language"]) as? WordingCommand)
    #expect(throws: ExitCode(2)) { try unknown.run() }
  }
}
