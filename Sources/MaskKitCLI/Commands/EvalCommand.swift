import ArgumentParser

/// `maskkit eval`: the JSON Lines conformance protocol.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Answer JSON Lines cases on standard input, one JSON object per line on standard output.",
    discussion: """
      Each input line is one case; each output line answers it, in order, flushed at once. \
      Lines that are not JSON or name an unknown dialect or op get {"error": {"kind": "badCase"}}. \
      Exit status: 0 once all input was read.
      """
  )

  @Option(help: "Dialect for lines without a \"dialect\" field: inputmask, picture, formatter or blocks.")
  var dialect: String?

  func run() throws {
    let evaluator = Evaluator(defaultDialect: dialect)
    var writer = JSONWriter { StandardOutput.send($0) }
    while let line = readLine(strippingNewline: true) {
      evaluator.evaluate(line: line, into: &writer)
      writer.raw("\n")
      writer.flush()
    }
  }
}
