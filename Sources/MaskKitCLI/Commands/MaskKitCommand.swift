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
    subcommands: [
      DemoCommand.self, FormatCommand.self, ExtractCommand.self, CheckCommand.self, ExplainCommand.self,
      EvalCommand.self,
      PromptCommand.self, BenchCommand.self,
    ]
  )

  public init() {}
}
