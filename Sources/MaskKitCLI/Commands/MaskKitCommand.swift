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
      PromptCommand.self, BenchCommand.self,
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
      exit(withError: error)
    }
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
