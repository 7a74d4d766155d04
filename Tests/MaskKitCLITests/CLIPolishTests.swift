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
      splitter.feed(bytes[start..<min(start + chunk, bytes.count)]) { lines.append((try? $0.get()) ?? "?") }
    }
    if let last = splitter.finish() { lines.append((try? last.get()) ?? "?") }
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
    #expect(failure(["check"]).message.contains("Usage: maskkit check"))
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

/// Options that do not apply to the selected mask, bad templates and bad presets are usage errors that
/// name the option and show the subcommand's usage.
@Suite struct OptionApplicabilityTests {
  private func failure(_ arguments: [String]) -> (message: String, status: Int32) {
    do {
      _ = try MaskKitCommand.parseAsRoot(arguments)
      return ("", 0)
    } catch {
      return (MaskKitCommand.fullMessage(for: error), MaskKitCommand.exitCode(for: error).rawValue)
    }
  }

  @Test(arguments: [
    (
      ["format", "--dialect", "picture", "--rtl", "###", "1"],
      "--rtl applies only to the inputmask dialect, not picture"
    ),
    (
      ["format", "--dialect", "formatter", "--affine", "x", "###", "1"],
      "--affine applies only to the inputmask"
    ),
    (
      ["extract", "--dialect", "blocks", "--notation", "c=ab", "{dd}", "1"],
      "--notation applies only to the inputmask"
    ),
    (
      ["format", "--dialect", "picture", "--template", "_", "###", "1"],
      "--template applies only to the blocks dialect"
    ),
    (["format", "--strategy", "prefix", "[00]", "1"], "--strategy chooses among --affine formats"),
    (["format", "--preset", "phone", "--dialect", "picture", "1"], "--dialect does not apply with --preset"),
    (["check", "--preset", "card", "--rtl", "1"], "--rtl does not apply with --preset"),
    (["format", "--spec", "x.json", "--template", "_", "1"], "--template does not apply with --spec"),
    (["format", "--preset", "card", "--spec", "x.json", "1"], "--preset and --spec cannot be used together"),
    (
      ["format", "--preset", "card", "--region", "US", "1"],
      "--region applies only with --preset phone or --preset postal, not with --preset card"
    ),
    (["format", "--region", "US", "[00]", "1"], "--region applies only with --preset phone"),
    (
      ["explain", "--preset", "date", "--clock", "12"],
      "--clock applies only with --preset time, not with --preset date"
    ),
    (
      ["format", "--preset", "card", "--style", "international", "1"],
      "--style applies only with --preset phone, not with --preset card"
    ),
    (["format", "--order", "DMY", "[00]", "1"], "--order applies only with --preset date"),
  ])
  func anOptionThatDoesNotApplyIsAUsageError(arguments: [String], message: String) {
    let result = failure(arguments)
    #expect(result.status == 64)
    #expect(result.message.contains(message))
    #expect(result.message.contains("Usage: maskkit \(arguments[0])"))
  }

  @Test func optionsThatApplyStillParse() {
    #expect(failure(["format", "--rtl", "[00]", "1"]).status == 0)
    #expect(failure(["format", "--affine", "[000]", "--strategy", "prefix", "[00]", "1"]).status == 0)
    #expect(failure(["format", "--dialect", "blocks", "--template", "_", "{dd}", "1"]).status == 0)
    #expect(failure(["format", "--preset", "date", "--separator", "-", "1"]).status == 0)
    #expect(failure(["format", "--preset", "time", "--separator", ".", "1"]).status == 0)
  }

  @Test func aBadTemplateIsAUsageErrorWithTheLibrarysReason() throws {
    let long = failure(["format", "--dialect", "blocks", "--template", "ab", "{dd}-{dd}", "1234"])
    #expect(long.status == 64)
    #expect(long.message.contains("--template has 2 characters but must have 1 or 5"))
    #expect(long.message.contains("Usage: maskkit format"))
    let joining = failure(["check", "--dialect", "blocks", "--template", "\u{301}", "{dd}", "12"])
    #expect(joining.message.contains("--template character at 0 cannot stand alone"))
    #expect(
      failure(["format", "--dialect", "blocks", "--template", "", "{dd}", "1"]).message.contains("is empty"))
    let options = try MaskOptions.parse(["--dialect", "blocks", "--template", "abc"])
    #expect(throws: ValidationError.self) { try options.compile("{dd}") }
  }

  @Test func anUnknownPresetAndBenchWithoutAFormatShowTheSubcommandsUsage() {
    let preset = failure(["format", "--preset", "nope", "1"])
    #expect(preset.status == 64)
    #expect(preset.message.contains("unknown preset 'nope'"))
    #expect(preset.message.contains("Usage: maskkit format"))
    let order = failure(["check", "--preset", "date", "--order", "XYZ", "1"])
    #expect(order.message.contains("Usage: maskkit check"))
    let bench = failure(["bench", "--text", "12"])
    #expect(bench.status == 64)
    #expect(bench.message.contains("Missing expected argument '--format <format>'"))
    #expect(bench.message.contains("Usage: maskkit bench"))
    #expect(failure(["bench", "--preset", "card", "--text", "4242"]).status == 0)
    let extra = failure(["check", "--preset", "card", "4242424242424242", "1"])
    #expect(extra.message.contains("check takes one TEXT"))
  }
}
