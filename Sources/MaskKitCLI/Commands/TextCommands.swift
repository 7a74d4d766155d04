import ArgumentParser
import MaskKit

/// Reports a malformed mask on standard error, with a caret under the offending character, and exits 2.
func failOnMalformedMask<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let failure as MaskCompileFailure {
    StandardOutput.error("maskkit: malformed mask: \(failure.error.message) (\(failure.error.kind))")
    let display = failure.display
    StandardOutput.error("  " + display.source)
    StandardOutput.error("  " + display.caret)
    throw ExitCode(2)
  }
}

/// Applies `transform` to each TEXT argument, or to each line of standard input when there is none.
func forEachText(_ texts: [String], _ transform: (String) -> String) throws {
  var output = StandardOutput()
  if texts.isEmpty {
    forEachStandardInputLine { output.writeLine(transform($0)) }
  } else {
    for text in texts { output.writeLine(transform(text)) }
  }
  try output.flush()
}

/// `maskkit format`: print each text formatted by the mask.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Print each TEXT formatted by MASK (or each line of standard input).",
    discussion: "Exit status: 0, or 2 when MASK is malformed."
  )

  @OptionGroup var options: MaskOptions
  @OptionGroup var output: PipelineOptions
  @Argument(help: "The mask (with --preset or --spec, a text).") var mask: String?
  @Argument(help: "Texts to format; none reads standard input line by line.") var texts: [String] = []

  func validate() throws { _ = try options.maskArgument(mask) }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    try output.run(compiled, texts: options.texts(mask, texts)) { compiled.format($0).text }
  }
}

/// `maskkit extract`: print the value of each text.
struct ExtractCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "extract",
    abstract: "Print the value MASK extracts from each TEXT (or each line of standard input).",
    discussion: "Exit status: 0, or 2 when MASK is malformed."
  )

  @OptionGroup var options: MaskOptions
  @OptionGroup var output: PipelineOptions
  @Argument(help: "The mask (with --preset or --spec, a text).") var mask: String?
  @Argument(help: "Texts; none reads standard input line by line.") var texts: [String] = []

  func validate() throws { _ = try options.maskArgument(mask) }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    try output.run(compiled, texts: options.texts(mask, texts)) { compiled.format($0).value }
  }
}

/// `maskkit check`: tell whether a text completely fills the mask.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check whether TEXT completely and validly fills MASK.",
    discussion: """
      Prints the formatted text and a verdict. Exit status: 0 complete, 1 incomplete or invalid, \
      2 malformed mask (the mask is printed with a ^ under the error).
      """
  )

  @OptionGroup var options: MaskOptions
  @Flag(help: "Print one JSON object: text, value, complete, status, reason and a preset's findings.")
  var json = false
  @Argument(help: "The mask (with --preset or --spec, the text).") var mask: String?
  @Argument(help: "The text to check.") var text: String?

  func validate() throws {
    _ = try options.maskArgument(mask)
    _ = try options.textToCheck(mask, text)
  }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    let text = try options.textToCheck(mask, text)
    var output = StandardOutput()
    let verdict = compiled.verdict(text)
    if json {
      output.writeLine(compiled.report(text).serialized)
      try output.flush()
      if verdict != .complete { throw ExitCode(1) }
      return
    }
    output.writeLine(compiled.format(text).text)
    switch verdict {
    case .complete: output.writeLine("complete")
    case .incomplete(let reason): output.writeLine("incomplete: \(reason)")
    case .invalid(let reason): output.writeLine("invalid: \(reason)")
    }
    try output.flush()
    if verdict != .complete { throw ExitCode(1) }
  }
}

/// `maskkit explain`: describe the compiled mask.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Describe how MASK compiles: its slots or tree, placeholder and lengths.",
    discussion: "Exit status: 0, or 2 when MASK is malformed."
  )

  @OptionGroup var options: MaskOptions
  @Argument(help: "The mask (not needed with --preset).") var mask: String?

  func validate() throws { _ = try options.maskArgument(mask) }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    var output = StandardOutput()
    output.writeLine(compiled.explanation)
    try output.flush()
  }
}
