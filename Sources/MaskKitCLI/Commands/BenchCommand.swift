import ArgumentParser
import MaskKit
import MaskKitUI

/// `maskkit bench`: run one operation many times in process and report the time per operation.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure one operation on your own mask and text, like zstd -b.",
    discussion: """
      Runs the operation ITERATIONS times after a short warm-up and prints nanoseconds per operation \
      and the result once. Under valgrind --tool=callgrind, the difference between two iteration \
      counts divided by the extra iterations is the instruction count of one operation.
      Example: maskkit bench --op apply --format '+1 ([000]) [000]-[0000]' --text 2065551234
      --op cold measures a first use: the mask (or preset) is compiled and the text formatted once, with \
      nothing done before (--iterations 0: not at all), so under callgrind the count of --iterations 1 \
      less the count of --iterations 0 is what a fresh process spends on its first format, metadata \
      included.
      """
  )

  @OptionGroup var options: MaskOptions
  @Option(
    help: """
      The operation: apply (the mask's own apply), format (what `maskkit format` does: pasted layouts \
      read, digits normalised), compile, cached (a cache hit), check, keystroke, field-keystroke (the \
      same keystroke through TextFieldAdapter as UIKit drives it: the proposed change, then the \
      selection read back), or cold (the first compile and format in the process).
      """)
  var op: BenchOperation = .apply
  @Option(help: "The mask (not needed with --preset or --spec).") var format: String?
  @Option(help: "The text: applied, checked, or the field's text for keystroke.") var text: String = ""
  @Option(help: "Use TEXT repeated this many times (for long texts).") var `repeat`: Int = 1
  @Option(help: "keystroke: the caret, a Character offset into the formatted field (default: middle).")
  var caret: Int?
  @Option(help: "keystroke: the character typed at the caret.") var type: String = "5"
  @Option(help: "How many times to run the operation.") var iterations: Int = 100_000
  @Option(help: "How many unmeasured runs come first.") var warmup: Int = 100
  @Flag(help: "Print one JSON object: op, iterations, nsPerOp, result.") var json = false

  /// The most text (and repetitions) `--text` and `--repeat` may ask for: 100 MB.
  static let inputLimit = 100_000_000

  func validate() throws {
    guard format != nil || options.masksByOption else {
      throw ValidationError("Missing expected argument '--format <format>' (or --preset or --spec)")
    }
    try options.validate(mask: format ?? "")
    guard iterations > 0 || (op == .cold && iterations == 0) else {
      throw ValidationError("--iterations must be positive (0 is allowed with --op cold)")
    }
    guard warmup >= 0 else { throw ValidationError("--warmup must not be negative") }
    guard `repeat` > 0 else { throw ValidationError("--repeat must be positive") }
    let (bytes, overflow) = text.utf8.count.multipliedReportingOverflow(by: `repeat`)
    guard `repeat` <= Self.inputLimit, !overflow, bytes <= Self.inputLimit else {
      throw ValidationError("--repeat and --text may make at most \(Self.inputLimit) bytes of text")
    }
    guard type.count == 1 else { throw ValidationError("--type must be one character") }
  }

  func run() throws {
    let input = String(repeating: text, count: `repeat`)
    if op == .cold { return try runCold(input) }
    let body = try failOnMalformedMask { try makeBody(input) }
    for _ in 0..<warmup { blackHole(body()) }
    let clock = ContinuousClock()
    let start = clock.now
    var last = ""
    for _ in 0..<iterations { last = body() }
    let elapsed = start.duration(to: clock.now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    try report(nsPerOp: nanoseconds / Double(iterations), result: last)
  }

  /// A first use in the process: nothing is compiled, formatted or warmed up before it.
  private func runCold(_ input: String) throws {
    let clock = ContinuousClock()
    let start = clock.now
    var last = ""
    if iterations > 0 {
      last = try failOnMalformedMask { try options.compile(format ?? "") }.format(input).text
    }
    let elapsed = start.duration(to: clock.now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    try report(nsPerOp: nanoseconds, result: last)
  }

  /// One run of the operation, returning what it produced as text.
  func makeBody(_ input: String) throws -> () -> String {
    let format = self.format ?? ""
    switch op {
    case .apply:
      let mask = try options.compile(format).mask
      return { mask.apply(CaretText(input)).text }
    case .format:
      let compiled = try options.compile(format)
      return { compiled.format(input).text }
    case .check:
      let compiled = try options.compile(format)
      return { compiled.verdict(input).line }
    case .compile:
      if options.maskDialect == .inputmask, !options.masksByOption {
        let notations = try options.parsedNotations()
        let rightToLeft = options.rtl
        do {
          _ = try InputMask(format, notations: notations, rightToLeft: rightToLeft)
        } catch {
          throw MaskCompileFailure(source: format, error: error)
        }
        let source = format
        return { (try? InputMask(source, notations: notations, rightToLeft: rightToLeft))?.format ?? "" }
      }
      let source = format
      let chosen = options
      _ = try chosen.compile(source)
      return { (try? chosen.compile(source))?.mask.placeholder ?? "" }
    case .cached:
      let notations = try options.parsedNotations()
      let rightToLeft = options.rtl
      let source = format
      _ = try options.compile(source)
      return {
        (try? InputMask.cached(source, notations: notations, rightToLeft: rightToLeft))?.format ?? ""
      }
    case .cold:
      let compiled = try options.compile(format)
      return { compiled.format(input).text }
    case .keystroke:
      let compiled = try options.compile(format)
      var field = MaskedText(mask: compiled.mask, text: input)
      field.moveCaret(to: caret ?? field.text.count / 2)
      let typed = type
      return {
        var edited = field
        edited.type(typed)
        return edited.text
      }
    case .fieldKeystroke:
      return try fieldKeystroke(input)
    }
  }

  /// `--op keystroke` as UIKit drives a `MaskedTextFieldDelegate`: the field proposes the typed character
  /// at its selection (`shouldChangeCharacters`), shows the update, then reports the selection it now has
  /// (`textFieldDidChangeSelection`, read back through `textDidChange`). The adapter starts with the
  /// field shown, as after the keystroke before.
  private func fieldKeystroke(_ input: String) throws -> () -> String {
    let compiled = try options.compile(format ?? "")
    var model = MaskedText(mask: compiled.mask, text: input)
    model.moveCaret(to: caret ?? model.text.count / 2)
    let adapter = TextFieldAdapter(model: model)
    let shown = adapter.current
    let typed = type
    return {
      var edited = adapter
      let decision = edited.shouldChangeCharacters(
        in: shown.displaySelection, replacement: typed, fieldText: shown.displayText,
        selection: shown.displaySelection)
      // The update is moved out of the decision (nothing else of it is kept), not copied.
      guard case .show(let update) = consume decision else { return edited.text }
      _ = edited.textDidChange(to: update.displayText, selection: update.displaySelection)
      return edited.text
    }
  }

  private func report(nsPerOp: Double, result: String) throws {
    var output = StandardOutput()
    if json {
      let object: JSONValue = .object([
        "op": .string(op.rawValue), "iterations": .number(Double(iterations)),
        "nsPerOp": .number((nsPerOp * 10).rounded() / 10), "result": .string(result),
      ])
      output.writeLine(object.serialized)
    } else {
      output.writeLine("\(op.rawValue): \(iterations) iterations, \(Self.rounded(nsPerOp)) ns/op")
      output.writeLine("allocations: not measured here (swift package benchmark in Benchmarks/ counts them)")
      output.writeLine("result: \(Self.shortened(result))")
    }
    try output.flush()
  }

  private static func rounded(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Long results are cut in the middle so a 100,000-character text does not flood the terminal.
  private static func shortened(_ text: String) -> String {
    guard text.count > 120 else { return text }
    return "\(text.prefix(60))…\(text.suffix(40)) (\(text.count) characters)"
  }
}

/// The operations `maskkit bench` can measure.
enum BenchOperation: String, ExpressibleByArgument, CaseIterable {
  case apply, format, compile, cached, check, keystroke, cold
  case fieldKeystroke = "field-keystroke"
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
