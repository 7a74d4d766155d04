import ArgumentParser
import MaskKit
import MaskKitTerminal

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `prompt` prints once a text is accepted.
enum PromptPrint: String, ExpressibleByArgument, CaseIterable {
  case formatted, value
}

/// `maskkit prompt`: a masked input field in the terminal.
struct PromptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Read one masked line from the terminal and print it.",
    discussion: """
      Keys: type, paste, Backspace, Delete, ←/→, Home/End (Ctrl-A/Ctrl-E), Ctrl-Z undo, Ctrl-Y redo. \
      Enter accepts a complete text (any text with --allow-incomplete); Esc or Ctrl-C aborts. \
      Without a terminal on standard input, each line is pasted into an empty field and printed; \
      the first line that does not fit (or is incomplete, or is not UTF-8) ends the command. \
      Exit status: 0 accepted, 1 a line does not fit (no terminal), 2 malformed mask, 130 aborted.
      """
  )

  @OptionGroup var options: MaskOptions
  @Argument(help: "The mask (left out with --preset or --spec).") var mask: String?
  @Option(help: "Text shown before the field.") var label: String = ""
  @Option(name: .customLong("print"), help: "Print the formatted text or the extracted value.")
  var printing: PromptPrint = .formatted
  @Flag(help: "Let Enter accept a text that does not fill the mask yet.")
  var allowIncomplete = false
  @Option(
    name: .customLong("template-char"), help: "Draw this character in every empty slot (+1 (206) ___-____).")
  var templateCharacter: String?
  @Option(help: "Show only the last N value characters; the others are drawn as •.")
  var obscure: Int?

  func validate() throws {
    if options.masksByOption, let mask {
      throw ValidationError("prompt takes no text with --preset or --spec, not '\(mask)'")
    }
    try options.validate(mask: mask)
    if let templateCharacter, templateCharacter.count != 1 {
      throw ValidationError("--template-char takes one character.")
    }
    if let obscure, obscure < 0 { throw ValidationError("--obscure takes a count of 0 or more.") }
  }

  func run() throws {
    let compiled = try failOnMalformedMask { try options.compile(mask ?? "") }
    guard TerminalPrompt.isAvailable else { return try formatLines(compiled) }
    let prompt = TerminalPrompt(
      mask: compiled.mask, label: label, allowsIncomplete: allowIncomplete, usesColor: Self.usesColor,
      display: DisplayOptions(template: templateCharacter?.first, obscure: obscure))
    let result: TerminalPrompt.Result
    do {
      result = try prompt.run()
    } catch {
      StandardOutput.error("maskkit: \(error)")
      throw ExitCode(1)
    }
    switch result {
    case .accepted(let field):
      var output = StandardOutput()
      output.writeLine(printing == .value ? field.value : field.text)
      try output.flush()
    case .aborted: throw ExitCode(130)
    case .interrupted(let signal): throw ExitCode(128 + signal)
    }
  }

  /// Reads each line of file `input` whole, as a paste into the prompt's empty field reads it
  /// (``Mask/format(_:autocomplete:)``, the reading `check` uses), and prints the result on file
  /// `output`; stops with status 1 and `check`'s verdict at the first line the mask refuses (or leaves
  /// incomplete) or that is not UTF-8.
  func formatLines(
    _ compiled: CompiledMask, input: Int32 = 0, output descriptor: Int32 = OutputDescriptors.output
  ) throws {
    var output = StandardOutput(descriptor: descriptor)
    var number = 0
    do {
      try forEachInputLine(from: input) { line in
        number += 1
        let reading = compiled.read(line)
        let (result, verdict) = (reading.result, reading.verdict)
        let problem: String? =
          switch verdict {
          case .complete: nil
          case .invalid(let reason): "invalid: \(reason)"
          case .incomplete(let reason): allowIncomplete ? nil : "incomplete: \(reason)"
          }
        if let problem {
          try output.flush()
          StandardOutput.error("maskkit: line \(number): \(problem)")
          throw ExitCode(1)
        }
        output.writeLine(printing == .value ? result.value : result.text)
        try output.flush()
      }
    } catch let failure as InputFailure {
      StandardOutput.error("maskkit: \(failure)")
      throw ExitCode(1)
    }
  }

  /// Colours unless `NO_COLOR` is set or the terminal is dumb.
  private static var usesColor: Bool {
    guard getenv("NO_COLOR") == nil, let term = getenv("TERM") else { return false }
    return String(cString: term) != "dumb"
  }
}
