import ArgumentParser
import Testing

@testable import MaskKitCLI

/// Options that do not apply to the selected mask, bad templates and bad presets are usage errors that
/// name the option and show the subcommand's usage.
@Suite(.quietOutput) struct OptionApplicabilityTests {
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
