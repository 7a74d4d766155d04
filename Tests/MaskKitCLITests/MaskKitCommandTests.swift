import ArgumentParser
import Testing

@testable import MaskKitCLI

/// The `maskkit` command itself: `--version`, `help` on unknown commands, usage errors per subcommand,
/// what `--preset`'s help says each command takes, and the completion script.
@Suite(.quietOutput) struct MaskKitCommandTests {
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
    #expect(failure(["check"]).message.contains("Usage: maskkit check"))
  }

  /// `--preset`'s help says what each command takes instead of "every positional argument".
  @Test func presetHelpSaysWhatEachCommandTakes() {
    let help = CheckCommand.helpMessage(columns: 200)
    #expect(!help.contains("every positional argument is a text"))
    #expect(help.contains("check one text"))
    #expect(help.contains("explain and prompt none"))
    #expect(failure(["check", "--preset", "card", "4242", "1"]).status == 64)
    let explain = failure(["explain", "--preset", "card", "4242"])
    #expect(explain.status == 64)
    #expect(explain.message.contains("explain takes no text with --preset or --spec"))
    #expect(failure(["prompt", "--preset", "card", "4242"]).status == 64)
  }

  @Test func bashCompletionOffersThePresetNames() {
    let script = MaskKitCommand.completionScript(for: .bash)
    #expect(script.contains("'phone'$'\\n''card'$'\\n''expiry'"))
    #expect(script.contains("'international'$'\\n''national'"))
  }

  /// Every line of an error message starts `maskkit:`, not ArgumentParser's `Error:`, with the command's
  /// usage after a usage error, and the exit status is kept; help and the version go to standard output.
  @Test(arguments: [
    (["check", "--preset", "amount", "--maximum", "0.001", "1"], 64, "the maximum '0.001' has 3 digits"),
    (["format"], 64, "Missing expected argument '<mask>'"),
    (["format", "--preset", "nope", "1"], 64, "unknown preset 'nope'"),
    (["format", "--no-such-option", "[0]", "1"], 64, "Unknown option '--no-such-option'"),
    (["help", "nosuch"], 64, "no command 'nosuch'"),
  ])
  func everyErrorLineStartsWithMaskkit(arguments: [String], status: Int32, message: String) {
    let error: any Error
    do {
      try MaskKitCommand.checkHelpTopic(arguments)
      _ = try MaskKitCommand.parseAsRoot(arguments)
      Issue.record("\(arguments) parsed")
      return
    } catch let caught {
      error = caught
    }
    let report = MaskKitCommand.report(for: error)
    #expect(report.toStandardError)
    #expect(report.status == status)
    #expect(report.text.hasPrefix("maskkit: ") && report.text.contains(message))
    let lines = report.text.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("Error") })
    let usage = lines.firstIndex { $0.hasPrefix("Usage: maskkit") } ?? lines.endIndex
    #expect(lines[..<usage].allSatisfy { $0.hasPrefix("maskkit: ") || $0.hasPrefix("Help: ") }, "\(lines)")
    #expect(usage < lines.endIndex, "no usage")
  }

  @Test func anErrorFromRunningACommandStartsWithMaskkitAndKeepsItsStatus() {
    let failure = MaskKitCommand.report(for: ValidationError("first\nsecond"))
    #expect(failure.text.hasPrefix("maskkit: first\nmaskkit: second\n"))
    #expect(failure.status == 64)
    struct Broken: Error, CustomStringConvertible { var description: String { "the disk is full" } }
    #expect(MaskKitCommand.report(for: Broken()) == ("maskkit: the disk is full", true, 1))
    #expect(MaskKitCommand.report(for: ExitCode(2)) == ("", true, 2))
  }

  @Test func helpAndTheVersionGoToStandardOutput() throws {
    let version = #expect(throws: (any Error).self) { try MaskKitCommand.parseAsRoot(["--version"]) }
    for error in [version, CleanExit.helpRequest(FormatCommand.self)] {
      let report = MaskKitCommand.report(for: try #require(error))
      #expect(!report.toStandardError && report.status == 0 && !report.text.isEmpty)
      #expect(!report.text.hasPrefix("maskkit: "))
    }
  }
}
