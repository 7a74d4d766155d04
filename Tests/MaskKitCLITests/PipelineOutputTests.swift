import ArgumentParser
import Testing

@testable import MaskKitCLI

/// `--json` and `--csv COLUMN` on format, extract and check.
@Suite(.quietOutput) struct PipelineOutputTests {
  private func phone() throws -> CompiledMask {
    try #require(try PresetOptions.parse(["--preset", "phone", "--region", "US"]).compile())
  }

  /// Runs CSV text through the column rewriter in chunks of `chunk` bytes, as standard input arrives.
  private func rewrite(
    _ csv: String, column: String, chunk: Int = 7, compiled: CompiledMask
  ) throws -> (output: String, rewriter: CSVColumnRewriter) {
    var rewriter = CSVColumnRewriter(column: column) { cell in
      compiled.verdict(cell) == .complete ? compiled.format(cell).text : nil
    }
    var splitter = CSVRecordSplitter()
    var output: [UInt8] = []
    let bytes = Array(csv.utf8)
    for start in stride(from: 0, to: bytes.count, by: chunk) {
      for record in splitter.feed(bytes[start..<min(start + chunk, bytes.count)]) {
        output += try rewriter.rewrite(record)
      }
    }
    if let last = splitter.finish() { output += try rewriter.rewrite(last) }
    return (String(decoding: output, as: UTF8.self), rewriter)
  }

  @Test func jsonReportsTheValueCompletenessAndThePresetsFindings() throws {
    let report = try phone().report("+12065551234")
    #expect(report["complete"] == true)
    #expect(report["value"] == "+12065551234")
    #expect(report["country"] == "US")
    #expect(report["e164"] == "+12065551234")
    #expect(report["text"] == "+1 206-555-1234")
    #expect(report["reason"] == nil)
    let short = try phone().report("206")
    #expect(short["complete"] == false)
    #expect(short["status"] == "incomplete")
    #expect(short["reason"]?.stringValue?.isEmpty == false)
    let card = try #require(try PresetOptions.parse(["--preset", "card"]).compile()).report(
      "4242424242424241")
    #expect(card["status"] == "invalid")
    #expect(card["brand"] == "visa")
  }

  @Test func jsonForAPlainMaskHasNoPresetFields() throws {
    let compiled = try MaskOptions.parse([]).compile("+1 ([000]) [000]-[0000]")
    let report = compiled.report("2065551234")
    #expect(report.objectValue?.keys.sorted() == ["complete", "input", "status", "text", "value"])
    #expect(report["value"] == "2065551234")
  }

  @Test func theIssuesExampleKeepsTheQuotedNameAndFormatsTheNumber() throws {
    let result = try rewrite("name,phone\n\"Ann, Jr.\",2065551234\n", column: "phone", compiled: phone())
    #expect(result.output == "name,phone\n\"Ann, Jr.\",+1 206-555-1234\n")
    #expect(result.rewriter.summary == nil)
  }

  @Test func crlfRowsQuotesShortRowsAndMisfitsKeepTheirBytes() throws {
    let csv =
      "\u{FEFF}id,phone,note\r\n1,2065551234,\"a, \"\"b\"\"\r\nline two\"\r\n2,12,x\r\nshort\r\n3,,y\r\n"
      + "4,\"206 555 1234\",z"
    let result = try rewrite(csv, column: "phone", compiled: phone())
    #expect(
      result.output
        == "\u{FEFF}id,phone,note\r\n1,+1 206-555-1234,\"a, \"\"b\"\"\r\nline two\"\r\n2,12,x\r\nshort\r\n3,,y\r\n"
        + "4,\"+1 206-555-1234\",z")
    #expect(result.rewriter.misfits == 1)
    #expect(result.rewriter.shortRows == 1)
    #expect(result.rewriter.rows == 5)
    #expect(result.rewriter.summary?.contains("2 of 5 row(s)") == true)
  }

  @Test func aCellThatIsNotUTF8IsLeftAsItWasAndCounted() throws {
    var rewriter = CSVColumnRewriter(column: "phone") { _ in "rewritten" }
    _ = try rewriter.rewrite(Array("name,phone\n".utf8))
    let bad = Array("Ann,206".utf8) + [0xFF] + Array("5551234\n".utf8)
    #expect(try rewriter.rewrite(bad) == bad)
    let quoted = Array("\"B\u{E9}a\",\"206\"\n".utf8)
    #expect(try rewriter.rewrite(quoted) == Array("\"B\u{E9}a\",\"rewritten\"\n".utf8))
    #expect(rewriter.notUTF8 == 1)
    #expect(rewriter.summary?.contains("1 cell(s) not UTF-8") == true)
  }

  @Test func aColumnIsANameOrA1BasedIndex() throws {
    let byIndex = try rewrite("a,b\nx,2065551234\n", column: "2", chunk: 1, compiled: phone())
    #expect(byIndex.output == "a,b\nx,+1 206-555-1234\n")
    #expect(throws: CSVColumnRewriter.UnknownColumn.self) {
      try rewrite("a,b\nx,y\n", column: "c", compiled: phone())
    }
    #expect(throws: CSVColumnRewriter.UnknownColumn.self) {
      try rewrite("a,b\nx,y\n", column: "3", compiled: phone())
    }
  }

  @Test func aNewCellIsQuotedWhenItNeedsTo() {
    let record = CSVRecord(Array("a,b\n".utf8))
    #expect(String(decoding: record.replacing(1, with: "1,5"), as: UTF8.self) == "a,\"1,5\"\n")
    #expect(
      String(decoding: record.replacing(0, with: "say \"hi\""), as: UTF8.self) == "\"say \"\"hi\"\"\",b\n")
  }

  @Test func theOptionsAreParsedAndExcludeEachOther() throws {
    let format = try FormatCommand.parse(["--preset", "phone", "--csv", "phone"])
    #expect(format.output.csv == "phone")
    #expect(try ExtractCommand.parse(["[00]", "--json"]).output.json)
    #expect(try CheckCommand.parse(["[00]", "1", "--json"]).json)
    #expect(throws: (any Error).self) { try FormatCommand.parse(["[00]", "--json", "--csv", "1"]) }
    let withText = try FormatCommand.parse(["[00]", "12", "--csv", "1"])
    #expect(throws: ValidationError.self) {
      try withText.output.run(try withText.options.compile("[00]"), texts: ["12"]) { $0 }
    }
  }
}
