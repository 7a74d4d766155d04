import ArgumentParser
import MaskKit

/// `maskkit eval`: the JSON Lines conformance protocol.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Answer JSON Lines cases on standard input, one JSON object per line on standard output.",
    discussion: """
      Each input line is one case; each output line answers it, in order, flushed at once. \
      Lines that are not JSON (or not UTF-8) or name an unknown dialect or op get \
      {"error": {"kind": "badCase"}}. A line ends with LF, CRLF or a lone CR. \
      Exit status: 0 once all input was read, 1 when standard output cannot be written.
      """
  )

  @Option(
    help:
      "Dialect for lines without a \"dialect\" field: \(MaskSpec.Dialect.helpList).")
  var dialect: MaskSpec.Dialect?

  func run() throws {
    try Self.answer(Evaluator(defaultDialect: dialect))
  }

  /// Answers each line of file `input` on file `output`, flushed line by line; a line that is not
  /// UTF-8 gets a `badCase` answer naming it. Stops with `WriteFailure` when a write fails.
  static func answer(_ evaluator: Evaluator, input: Int32 = 0, output: Int32 = OutputDescriptors.output)
    throws
  {
    var failure: WriteFailure?
    var writer = JSONWriter { bytes in
      if failure == nil { failure = StandardOutput.send(bytes, to: output) }
    }
    try forEachDecodedLine(from: input) { line in
      switch line {
      case .success(let text): evaluator.evaluate(line: text, into: &writer)
      case .failure(let problem):
        writer.write(.object(["error": EvalError.badCase(problem.description).json]))
      }
      writer.raw("\n")
      writer.flush()
      if let failure { throw failure }
    }
  }
}
