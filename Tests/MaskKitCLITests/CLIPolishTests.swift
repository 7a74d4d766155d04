import ArgumentParser
import Testing

@testable import MaskKitCLI

/// `--version`, `help` on unknown commands, usage errors per subcommand, write failures and line endings.
@Suite struct CLIPolishTests {
  /// The message and exit status `maskkit` would print for `arguments` that fail to parse.
  private func failure(_ arguments: [String]) -> (message: String, status: Int32) {
    do {
      try MaskKitCommand.checkHelpTopic(arguments)
      _ = try MaskKitCommand.parseAsRoot(arguments)
      return ("", 0)
    } catch {
      return (MaskKitCommand.fullMessage(for: error), MaskKitCommand.exitCode(for: error).rawValue)
    }
  }

  /// The lines `LineSplitter` finds in `text` fed `chunk` bytes at a time.
  private func lines(_ text: String, chunk: Int) -> [String] {
    var splitter = LineSplitter()
    var lines: [String] = []
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: chunk) {
      splitter.feed(bytes[start..<min(start + chunk, bytes.count)]) { lines.append($0) }
    }
    if let last = splitter.finish() { lines.append(last) }
    return lines
  }

  @Test func versionPrintsTheUpcomingRelease() {
    let result = failure(["--version"])
    #expect(result.message == "0.1.0")
    #expect(result.status == 0)
  }

  @Test func helpOnAnUnknownCommandIsAUsageError() {
    let result = failure(["help", "nosuch"])
    #expect(result.status == 64)
    #expect(result.message.contains("no command 'nosuch'"))
    #expect(failure(["help", "format", "nosuch"]).status == 64)
    #expect(throws: Never.self) { try MaskKitCommand.checkHelpTopic(["help", "format"]) }
    #expect(throws: Never.self) { try MaskKitCommand.checkHelpTopic(["help"]) }
  }

  @Test func usageErrorsShowTheSubcommandsUsage() {
    let missing = failure(["format"])
    #expect(missing.status == 64)
    #expect(missing.message.contains("Missing expected argument '<mask>'"))
    #expect(missing.message.contains("Usage: maskkit format"))
    let strategy = failure(["format", "--strategy", "bogus", "[0]", "1"])
    #expect(strategy.status == 64)
    #expect(strategy.message.contains("'whole', 'prefix', 'capacity' or 'extractedValueCapacity'"))
    #expect(strategy.message.contains("Usage: maskkit format"))
    let notation = failure(["extract", "--notation", "c", "[0]"])
    #expect(notation.message.contains("Usage: maskkit extract"))
    #expect(failure(["check", "[0]"]).message.contains("Usage: maskkit check"))
  }

  @Test func aFailedWriteIsReportedByFlush() {
    var output = StandardOutput(descriptor: -1)
    output.writeLine("2065551234")
    #expect(throws: WriteFailure.self) { try output.flush() }
    output.writeLine("more")
    #expect(throws: WriteFailure.self) { try output.flush() }
    #expect(StandardOutput.send([0x0A], to: -1)?.description.hasPrefix("cannot write") == true)
  }

  @Test func aLoneCREndsALineLikeLFAndCRLF() {
    let text = "a\rb\r\nc\nd\r\re"
    for chunk in 1...4 {
      #expect(lines(text, chunk: chunk) == ["a", "b", "c", "d", "", "e"])
    }
    #expect(lines("a\r\n", chunk: 2) == ["a"])
    #expect(lines("", chunk: 1).isEmpty)
  }
}
