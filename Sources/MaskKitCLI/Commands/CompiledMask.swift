import ArgumentParser
import Foundation
import MaskKit
import MaskKitFoundation
import MaskKitTerminal

/// Why `check` does not call a text complete: the library's problem, named after the preset that
/// found it.
struct CheckReason: Equatable, CustomStringConvertible {
  /// The library's reason.
  var problem: MaskProblem
  /// The preset whose mask read the text, or nil.
  var preset: String?

  /// The reason as `check` prints it, after the preset's name (`expiry: month 13 does not exist`).
  var description: String { description(in: nil) }

  /// The reason after the preset's name, worded in `locale`'s language (`expiry: Monat 13 gibt es
  /// nicht`), or in English without one.
  func description(in locale: Locale?) -> String {
    (preset.map { "\($0): " } ?? "")
      + (locale.map { problem.localizedDescription(locale: $0) } ?? problem.description)
  }
}

/// What `check` concludes about a text.
enum CheckVerdict: Equatable {
  case complete
  case incomplete(CheckReason)
  case invalid(CheckReason)

  /// The verdict with its reason named after the preset `name` (`expiry: month 13 does not exist`).
  func named(_ name: String) -> CheckVerdict {
    switch self {
    case .complete: .complete
    case .incomplete(let reason): .incomplete(CheckReason(problem: reason.problem, preset: name))
    case .invalid(let reason): .invalid(CheckReason(problem: reason.problem, preset: name))
    }
  }

  /// The reason of an incomplete or invalid verdict, or nil.
  var reason: CheckReason? {
    switch self {
    case .complete: nil
    case .incomplete(let reason), .invalid(let reason): reason
    }
  }

  /// The line `check` prints: `complete`, `incomplete: REASON` or `invalid: REASON`.
  var line: String { line(in: nil) }

  /// The line `check` prints, its reason worded in `locale`'s language (`--language`).
  func line(in locale: Locale?) -> String {
    switch self {
    case .complete: "complete"
    case .incomplete(let reason): "incomplete: \(reason.description(in: locale))"
    case .invalid(let reason): "invalid: \(reason.description(in: locale))"
    }
  }
}

/// A whole text as a command reads it: the library's result, `check`'s verdict on it and a preset's
/// findings, turned into `--json`'s facts only when a report asks for them.
struct TextReading {
  /// `check`'s verdict on the result.
  var verdict: CheckVerdict
  /// The preset's report, which holds the result, or the result of another mask: kept once, not twice.
  private var reading: Reading

  private enum Reading {
    case report(PresetReport)
    case result(MaskResult)
  }

  /// A preset's report and the verdict on it.
  init(_ report: consuming PresetReport, verdict: CheckVerdict) {
    self.verdict = verdict
    reading = .report(report)
  }

  /// The result of a mask no preset made and the verdict on it.
  init(_ result: MaskResult, verdict: CheckVerdict) {
    self.verdict = verdict
    reading = .result(result)
  }

  /// The library's result.
  var result: MaskResult {
    switch reading {
    case .report(let report): report.result
    case .result(let result): result
    }
  }

  /// The preset's report, whose findings are worked out only when ``findings`` is read; nil for other
  /// masks.
  var report: PresetReport? {
    guard case .report(let report) = reading else { return nil }
    return report
  }

  /// The preset's findings (country, brand, e164, …), in its order; empty for other masks.
  var findings: [(name: String, value: PresetFinding)] { report?.findings ?? [] }

  /// The findings by name, as `--json` prints them (the first of a name counts).
  var facts: [String: JSONValue] {
    Dictionary(findings.map { ($0.name, JSONValue($0.value)) }, uniquingKeysWith: { first, _ in first })
  }
}

/// A mask compiled by the dialect a command asked for, with what each command needs from it.
struct CompiledMask {
  let mask: any Mask
  /// Describes the mask for `explain`; built only when asked, so compiling for other commands (and
  /// `bench --op compile`) does not pay for it.
  let explain: () -> String
  /// A whole text read once: the library's result, `check`'s verdict on it, and a preset's findings.
  let read: (String) -> TextReading
  /// ``Mask/format(_:autocomplete:)`` of the mask, its shortcut and reader looked up once for every text.
  private let formatText: (String) -> MaskResult

  init(mask: any Mask, explain: @escaping () -> String, read: @escaping (String) -> TextReading) {
    self.mask = mask
    self.explain = explain
    self.read = read
    formatText = mask.wholeTextFormatter()
  }

  /// What `check` concludes about `text`.
  func verdict(_ text: String) -> CheckVerdict { read(text).verdict }

  /// A preset's findings about `text`; empty for other masks.
  func facts(_ text: String) -> [String: JSONValue] { read(text).facts }

  /// What `explain` prints.
  var explanation: String { explain() }

  /// Reads a whole text given at once (``Mask/format(_:autocomplete:)``): the one reading the library
  /// gives `check`, paste, typed runs, `eval` and CSV.
  func format(_ text: String) -> MaskResult {
    formatText(text)
  }
}

extension CheckVerdict {
  /// The verdict the library's whole-text reading gives: invalid with the reader's refusal or the
  /// value's problem (a wrong check digit, a month that does not exist), complete, or incomplete with
  /// what is still missing.
  init(_ result: borrowing MaskResult) {
    if let refusal = result.refusal {
      self = .invalid(CheckReason(problem: refusal))
    } else if result.isComplete {
      self = .complete
    } else if let problem = result.problem {
      self = .invalid(CheckReason(problem: problem))
    } else {
      self = .incomplete(CheckReason(problem: result.reason ?? .moreCharactersNeeded))
    }
  }
}

/// A mask that does not compile, remembered with its source so it can be shown with a caret.
struct MaskCompileFailure: Error {
  /// The mask (or affine format) that failed.
  let source: String
  let error: MaskSyntaxError

  /// The source as a terminal shows it on one line (controls made visible) and the line that puts a
  /// `^` under the error, indented by display columns so wide characters keep it in place.
  var display: (source: String, caret: String) {
    let columns = source.prefix(error.position).reduce(0) { $0 + $1.terminalSafe.terminalColumns }
    return (String(source.map(\.terminalSafe)), String(repeating: " ", count: columns) + "^")
  }
}

extension CompiledMask {
  /// Wraps a mask of any dialect or preset, such as one a mask description built. A preset's mask
  /// (one with a reporter, ``MaskAbilities/reporter``, wrapped or not) is judged by its report, read once
  /// per text, its reasons named after the preset (`expiry: month 13 does not exist`).
  init(_ mask: any Mask) {
    let abilities = mask.abilities
    if let reporter = abilities.reporter, let reportText = mask.wholeTextReporter() {
      let explanation =
        "preset \(reporter.explanation)\nplaceholder: \(mask.placeholder)\nfield: \(mask.fieldTraits)"
      // The abilities are asked once for the mask, not again for every text (each ask is a dynamic cast).
      let name = reporter.presetName
      self.init(mask: mask, explain: { explanation }) {
        text in
        let report = reportText(text)
        let verdict = CheckVerdict(report).named(name)
        return TextReading(consume report, verdict: verdict)
      }
      return
    }
    // As the mask's dialect explains it (its kind in the registry), else its placeholder.
    let explain = { Kinds.explanation(of: mask) ?? "placeholder: \(mask.placeholder)" }
    // Its shortcut and reader looked up once, as for `format`, not again for every text.
    let formatText = mask.wholeTextFormatter()
    self.init(mask: mask, explain: explain) { text in
      let result = formatText(text)
      return TextReading(result, verdict: CheckVerdict(result))
    }
  }
}

extension CheckVerdict {
  /// The verdict of a preset's report: invalid with the refusal or problem, complete, or incomplete
  /// with what the preset says is still missing (``PresetReport/reason``).
  init(_ report: borrowing PresetReport) {
    let verdict = CheckVerdict(report.result)
    if case .incomplete = verdict, let reason = report.reason {
      self = .incomplete(CheckReason(problem: reason))
    } else {
      self = verdict
    }
  }
}

extension JSONValue {
  /// A preset's finding as JSON; an integer beyond what a double holds exactly as a string of its digits.
  init(_ finding: PresetFinding) {
    switch finding {
    case .none: self = .null
    case .text(let text): self = .string(text)
    case .flag(let on): self = .bool(on)
    case .integer(let value): self = value.magnitude < 1 << 53 ? .int(value) : .string(String(value))
    case .integers(let values): self = .array(values.map { .int($0) })
    }
  }
}

extension MaskOptions {
  /// Compiles `source` in the selected dialect, or the preset or mask description the options name.
  func compile(_ source: String) throws -> CompiledMask {
    if let compiled = try preset.compile() { return compiled }
    if let compiled = try compileSpec() { return compiled }
    let spec = MaskSpec(
      dialect: maskDialect, format: source, notations: try parsedNotations(), rightToLeft: rtl,
      affine: affineFormats, strategy: strategy ?? .whole, template: template)
    let mask: any Mask
    do {
      mask = try spec.makeDialectMask(cached: true)
    } catch {
      throw MaskCompileFailure(source: error.format, error: error.error)
    }
    if template != nil, let blocks = mask as? BlockMask, let diagnostic = blocks.templateDiagnostic {
      throw ValidationError("--template \(Self.reason(diagnostic))")
    }
    return CompiledMask(mask)
  }
}
