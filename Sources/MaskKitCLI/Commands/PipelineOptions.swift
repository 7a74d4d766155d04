import ArgumentParser
import MaskKit

/// `--json` and `--csv COLUMN`, the output forms of format and extract for pipelines.
struct PipelineOptions: ParsableArguments {
  @Flag(
    help: "Print one JSON object per text: text, value, complete, status, reason and a preset's findings.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Read CSV on standard input and rewrite column COLUMN (a header name or a 1-based index).",
      discussion: """
        Every other byte of each row stays as it was (RFC 4180 quoting, CRLF or LF), as do the header, \
        empty cells, cells that do not fit completely or are not UTF-8 and rows without the column; \
        those rows are counted on standard error.
        """, valueName: "COLUMN"))
  var csv: String?

  func validate() throws {
    if json, csv != nil { throw ValidationError("--json and --csv cannot be used together") }
  }

  /// Writes `line(text)` for each text (or line of standard input), the JSON report with `--json`, or
  /// rewrites the CSV column with `line` for the cells that fit with `--csv`.
  func run(_ compiled: CompiledMask, texts: [String], line: @escaping (String) -> String) throws {
    if let csv {
      guard texts.isEmpty else { throw ValidationError("--csv reads standard input; give no TEXT") }
      try rewriteCSVColumn(csv) { cell in compiled.verdict(cell) == .complete ? line(cell) : nil }
    } else if json {
      try forEachText(texts, unreadable: unreadableLineReport) { compiled.report($0).serialized }
    } else {
      try forEachText(texts, line)
    }
  }
}
