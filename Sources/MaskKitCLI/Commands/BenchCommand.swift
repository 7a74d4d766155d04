import ArgumentParser

/// `maskkit bench`: measure one operation in process.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench", abstract: "Measure an operation on your own mask (not implemented yet).")

  func run() throws {
    throw ValidationError("bench is not implemented yet")
  }
}
