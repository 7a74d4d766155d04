import ArgumentParser
import Foundation
import MaskKit
import MaskKitFoundation

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

/// Applies `transform` to each TEXT argument, or to each line of file `input` (standard input) when
/// there is none, writing the results to file `output` (standard output). A line that is not UTF-8 is
/// named on standard error (`maskkit: line 2 of standard input is not valid UTF-8`) and answered with
/// `unreadable(failure)` (an empty line unless told), so each input line keeps its output line; the
/// lines after it are read, and the command exits 1 at the end. Stops at a read or write that fails.
func forEachText(
  _ texts: [String], input: Int32 = 0, output descriptor: Int32 = OutputDescriptors.output,
  unreadable: (InputFailure) -> String = { _ in "" }, _ transform: (String) -> String
) throws {
  var output = StandardOutput(descriptor: descriptor)
  var sawUnreadableLine = false
  if texts.isEmpty {
    do {
      try forEachDecodedLine(from: input) { line in
        switch line {
        case .success(let text): output.writeLine(transform(text))
        case .failure(let failure):
          try output.flush()
          StandardOutput.error("maskkit: \(failure)")
          sawUnreadableLine = true
          output.writeLine(unreadable(failure))
        }
        try output.check()
      }
    } catch let failure as InputFailure {
      try output.flush()
      StandardOutput.error("maskkit: \(failure)")
      throw ExitCode(1)
    }
  } else {
    for text in texts { output.writeLine(transform(text)) }
  }
  try output.flush()
  if sawUnreadableLine { throw ExitCode(1) }
}

/// The JSON answer (`--json`) to a line of standard input that is not UTF-8: its `reasonCode` is
/// `notUTF8`, the one code that is not a `MaskProblem.code`.
func unreadableLineReport(_ failure: InputFailure) -> String {
  JSONValue.object([
    "complete": false, "status": "invalid", "reason": .string("\(failure)"), "reasonCode": "notUTF8",
  ]).serialized
}

/// What a command that prints one answer per text (format, extract) says and answers; its
/// ``TextPipelineCommand`` has the options, validation and run, written once.
protocol TextAnswer {
  /// The command's name.
  static var commandName: String { get }
  /// The command's abstract.
  static var abstract: String { get }
  /// The help of the texts argument.
  static var textsHelp: String { get }
  /// The answer to one text.
  static func answer(_ compiled: CompiledMask, _ text: String) -> String
}

/// A command that prints one answer per text, each TEXT or line of standard input, the answers of
/// `Answer`.
struct TextPipelineCommand<Answer: TextAnswer>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: Answer.commandName, abstract: Answer.abstract, discussion: exitStatus)
  }

  /// The exit statuses of a text pipeline, for its discussion.
  static var exitStatus: String {
    """
    Exit status: 0, 1 when a line of standard input is not UTF-8 or standard output cannot be \
    written, 2 when MASK is malformed.
    """
  }

  /// The mask's options.
  @OptionGroup var options: MaskOptions
  /// Where and how the answers are written.
  @OptionGroup var output: PipelineOptions
  /// The mask (with --preset or --spec, a text).
  @Argument(help: "The mask (with --preset or --spec, a text).") var mask: String?
  /// The texts; none reads standard input line by line.
  @Argument(help: ArgumentHelp(Answer.textsHelp)) var texts: [String] = []

  func validate() throws { try options.validate(mask: mask) }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    try output.run(compiled, texts: options.texts(mask, texts)) { Answer.answer(compiled, $0) }
  }
}

/// `maskkit format`: print each text formatted by the mask.
typealias FormatCommand = TextPipelineCommand<FormatAnswer>
/// `maskkit extract`: print the value of each text.
typealias ExtractCommand = TextPipelineCommand<ExtractAnswer>

/// What `maskkit format` answers: each text formatted by the mask.
enum FormatAnswer: TextAnswer {
  static let commandName = "format"
  static let abstract = "Print each TEXT formatted by MASK (or each line of standard input)."
  static let textsHelp = "Texts to format; none reads standard input line by line."

  static func answer(_ compiled: CompiledMask, _ text: String) -> String { compiled.format(text).text }
}

/// What `maskkit extract` answers: the value of each text.
enum ExtractAnswer: TextAnswer {
  static let commandName = "extract"
  static let abstract = "Print the value MASK extracts from each TEXT (or each line of standard input)."
  static let textsHelp = "Texts; none reads standard input line by line."

  static func answer(_ compiled: CompiledMask, _ text: String) -> String { compiled.format(text).value }
}

/// `maskkit check`: tell whether a text completely fills the mask.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check whether TEXT (or each line of standard input) completely and validly fills MASK.",
    discussion: """
      Prints the formatted text and a verdict; without TEXT, one verdict per line of standard input. \
      Exit status: 0 complete (every line), 1 incomplete or invalid (any line), or standard input not \
      UTF-8, 2 malformed mask (the mask is printed with a ^ under the error).
      """
  )

  @OptionGroup var options: MaskOptions
  @Flag(
    help: "Print one JSON object per text: text, value, complete, status, reason and a preset's findings.")
  var json = false
  @Option(
    help: """
      Word the reasons in LANGUAGE (de, pt-BR, ja, …: a language MaskKit has a table for); the verdict       words and --json's reason stay English, --json adds localizedReason.
      """)
  var language: String?
  @Argument(help: "The mask (with --preset or --spec, the text).") var mask: String?
  @Argument(help: "The text to check; none reads standard input line by line.") var text: String?

  func validate() throws {
    try options.validate(mask: mask)
    if options.masksByOption, text != nil {
      throw ValidationError("check takes one TEXT (or none, to read standard input)")
    }
    if let language, WordingTable.bundled(for: Locale(identifier: language)).language == "en",
      !language.lowercased().hasPrefix("en")
    {
      throw ValidationError(
        "no wording in '\(language)'; languages: \(WordingTable.bundledLanguages.joined(separator: ", "))")
    }
  }

  /// The locale `--language` names, or nil.
  private var locale: Locale? { language.map { Locale(identifier: $0) } }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    guard let text = options.textToCheck(mask, text) else {
      if try !Self.checkLines(compiled, json: json, language: locale) { throw ExitCode(1) }
      return
    }
    var output = StandardOutput()
    let reading = compiled.read(text)
    let verdict = reading.verdict
    if json {
      output.writeLine(compiled.report(text, reading, language: locale).serialized)
    } else {
      output.writeLine(reading.result.text)
      output.writeLine(verdict.line(in: locale))
    }
    try output.flush()
    if verdict != .complete { throw ExitCode(1) }
  }

  /// Writes one verdict (or JSON report) per line of file `input` to file `output`, as lines arrive;
  /// returns whether every line was complete.
  static func checkLines(
    _ compiled: CompiledMask, json: Bool, language: Locale? = nil, input: Int32 = 0,
    output: Int32 = OutputDescriptors.output
  ) throws -> Bool {
    var allComplete = true
    let unreadable = { (failure: InputFailure) in
      json ? unreadableLineReport(failure) : "invalid: \(failure)"
    }
    try forEachText([], input: input, output: output, unreadable: unreadable) { line in
      let reading = compiled.read(line)
      if reading.verdict != .complete { allComplete = false }
      return json
        ? compiled.report(line, reading, language: language).serialized : reading.verdict.line(in: language)
    }
    return allComplete
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
  @Argument(help: "The mask (left out with --preset or --spec).") var mask: String?

  func validate() throws {
    if options.masksByOption, let mask {
      throw ValidationError("explain takes no text with --preset or --spec, not '\(mask)'")
    }
    try options.validate(mask: mask)
  }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(options.maskArgument(mask)) }
    var output = StandardOutput()
    output.writeLine(compiled.explanation)
    try output.flush()
  }
}
