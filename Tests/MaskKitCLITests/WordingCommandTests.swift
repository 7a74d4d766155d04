import ArgumentParser
import Foundation
import MaskKitUI
import Testing

@testable import MaskKitCLI

/// `maskkit wording` prints `WordingTable.check`'s findings and exits by them.
@Suite(.quietOutput) struct WordingCommandTests {
  @Test func everyBundledTableIsComplete() throws {
    let command = try #require(try MaskKitCommand.parseAsRoot(["wording"]) as? WordingCommand)
    let (text, error) = Pipes.output { try command.run(output: $0) }
    #expect(error == nil)
    let expected = WordingTable.bundledLanguages.map { "\($0): ok\n" }.joined()
    #expect(text == expected)
  }

  @Test func aTableWithFindingsExits1AndAnUnknownName2() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wording-\(UUID().uuidString).json")
    try Data(#"{"language": "eo", "problems": {"failsLuhn": "x {foo}"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let command = try #require(try MaskKitCommand.parseAsRoot(["wording", file.path]) as? WordingCommand)
    // The findings go to a pipe, not the test run's output: every entry but one is missing.
    let (text, error) = Pipes.output { try command.run(output: $0) }
    #expect(error as? ExitCode == ExitCode(1))
    #expect(text.contains("eo: problems.failsLuhn: unknownPlaceholder {foo}\n"))
    #expect(text.contains("eo: problems.ssnVoided: missing\n"))
    let table = try WordingCommand.table(named: file.path)
    #expect(table.check().contains { $0.description == "problems.failsLuhn: unknownPlaceholder {foo}" })
    let unknown = try #require(
      try MaskKitCommand.parseAsRoot(["wording", "no-such-language"]) as? WordingCommand)
    let (unknownText, unknownError) = Pipes.output { try unknown.run(output: $0) }
    #expect(unknownError as? ExitCode == ExitCode(2))
    #expect(unknownText.hasPrefix("no-such-language: neither a bundled language"))
  }
}
