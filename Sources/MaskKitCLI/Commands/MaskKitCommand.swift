import ArgumentParser

/// The `maskkit` command line tool.
public struct MaskKitCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "maskkit",
    abstract: "Format, check and edit text against input masks of four dialects.",
    discussion: """
      Example: maskkit format '+1 ([000]) [000]-[0000]' 2065551234
      Exit status: 0 on success, 1 when text is incomplete or invalid (check), 2 when a mask is malformed, \
      64 on a usage error.
      """,
    version: version,
    subcommands: [
      DemoCommand.self, FormatCommand.self, ExtractCommand.self, CheckCommand.self, ExplainCommand.self,
      EvalCommand.self,
      PromptCommand.self, BenchCommand.self, WordingCommand.self,
    ]
  )

  /// The version `maskkit --version` prints.
  public static let version = "0.1.0"

  public init() {}

  /// Runs the command line `arguments` (the process's own without them) and exits with its status.
  public static func main(_ arguments: [String]? = nil) {
    let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
    do {
      try checkHelpTopic(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let report = report(for: error)
      guard report.toStandardError else { exit(withError: error) }
      if !report.text.isEmpty { StandardOutput.error(report.text) }
      exit(withError: ExitCode(report.status))
    }
  }

  /// What `maskkit` prints for `error` that ended it, where, and its exit status: help, the version and
  /// completion scripts go to standard output as ArgumentParser writes them; any other message goes to
  /// standard error with each of its lines starting `maskkit:` (not ArgumentParser's `Error:`),
  /// followed by the command's usage when the error is a usage error (status 64).
  static func report(for error: any Error) -> (text: String, toStandardError: Bool, status: Int32) {
    let status = exitCode(for: error).rawValue
    let full = fullMessage(for: error)
    guard status != ExitCode.success.rawValue else { return (full, false, status) }
    let message = message(for: error)
    guard !message.isEmpty else { return (full, true, status) }
    var usage = ""
    if let range = full.firstRange(of: message) {
      usage = String(full[range.upperBound...].drop { $0 == "\n" })
    }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { "maskkit: \($0)" }
    return ((lines + (usage.isEmpty ? [] : [usage])).joined(separator: "\n"), true, status)
  }

  /// Throws a usage error when `arguments` ask for `help` on a command that does not exist.
  static func checkHelpTopic(_ arguments: [String]) throws {
    guard arguments.first == "help" else { return }
    var commands = configuration.subcommands
    for name in arguments.dropFirst() where !name.hasPrefix("-") {
      guard let command = commands.first(where: { $0.configuration.commandName == name }) else {
        throw ValidationError("no command '\(name)'; see 'maskkit help'")
      }
      commands = command.configuration.subcommands
    }
  }
}
