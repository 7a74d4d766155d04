import ArgumentParser

/// `maskkit prompt`: a masked input field in the terminal.
struct PromptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt", abstract: "Read one masked line from the terminal (not implemented yet).")

  func run() throws {
    throw ValidationError("prompt is not implemented yet")
  }
}
