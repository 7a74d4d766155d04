import ArgumentParser
import Testing

@testable import MaskKitCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every subcommand that reads lines (format, extract, check, eval, prompt) ends a line at LF, CRLF or a
/// lone CR, names a line that is not UTF-8 instead of reading U+FFFD, and reports a failed write.
@Suite(.quietOutput) struct LineInputTests {
  private let phoneMask = "+1 ([000]) [000]-[0000]"
  /// Lines ended three ways, then a line with a byte that is not UTF-8, then a good line.
  private let mixed: [UInt8] =
    Array("2065551234\r206\r\n5551234\n".utf8) + [0x32, 0xFF, 0x0A] + Array("1\n".utf8)

  @Test func formatAnswersALineThatIsNotUTF8WithAnEmptyLineAndReadsOn() throws {
    let compiled = try MaskOptions.parse([]).compile(phoneMask)
    let input = Pipes.input(mixed)
    defer { close(input) }
    let result = Pipes.output { output in
      try forEachText([], input: input, output: output) { compiled.format($0).text }
    }
    #expect(result.text == "+1 (206) 555-1234\n+1 (206) \n+1 (555) 123-4\n\n+1 (1\n")
    #expect((result.error as? ExitCode)?.rawValue == 1)
    #expect(
      InputFailure(line: 4, reason: "is not valid UTF-8").description
        == "line 4 of standard input is not valid UTF-8")
  }

  @Test func theSplitterNamesTheBadLineAndGoesOn() {
    var splitter = LineSplitter()
    var lines: [Result<String, InputFailure>] = []
    splitter.feed([0x61, 0x0D, 0xC3, 0x0D, 0x0A, 0xC3, 0xA9]) { lines.append($0) }
    if let last = splitter.finish() { lines.append(last) }
    #expect(
      lines == [.success("a"), .failure(InputFailure(line: 2, reason: "is not valid UTF-8")), .success("é")])
  }

  /// Whether `bytes` are UTF-8, by the standard library's decoder: the reference for the splitter.
  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  @Test func theASCIIShortcutAgreesWithTheDecoderOnRandomLines() {
    var draws = SeededDraws(state: 0x2021)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("7".utf8), Array("é".utf8), Array("👍🏽".utf8), Array("中".utf8), [0xC3], [0xFF],
      [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBF, 0xBD], [0x80],
    ]
    for _ in 0..<2_000 {
      let line = (0..<draws.next(6)).flatMap { _ in pieces[draws.next(pieces.count)] }
      var splitter = LineSplitter()
      var result: Result<String, InputFailure>?
      splitter.feed(line + [0x0A]) { result = $0 }
      let decoded = try? result?.get()
      #expect((decoded != nil) == Self.isUTF8(line), "\(line)")
      if let decoded { #expect(Array(decoded.utf8) == line) }
    }
  }

  @Test func checkStreamsOneVerdictPerLineAndFailsWhenAnyIsNotComplete() throws {
    let compiled = try MaskOptions.parse([]).compile(phoneMask)
    var allComplete: Bool?
    let input = Pipes.input(Array("2065551234\r206\nabc\n".utf8))
    defer { close(input) }
    let result = Pipes.output { output in
      allComplete = try CheckCommand.checkLines(compiled, json: false, input: input, output: output)
    }
    #expect(result.error == nil)
    #expect(
      result.text
        == "complete\nincomplete: still needs 000-0000\ninvalid: 'a' does not fit the mask\n")
    #expect(allComplete == false)
    let good = Pipes.input(Array("2065551234\n(206) 555-1234".utf8))
    defer { close(good) }
    let json = Pipes.output { output in
      allComplete = try CheckCommand.checkLines(compiled, json: true, input: good, output: output)
    }
    #expect(allComplete == true)
    #expect(json.text.split(separator: "\n").count == 2)
    #expect(json.text.hasPrefix("{\"complete\":true,"))
  }

  @Test func checkWithoutATextReadsStandardInput() throws {
    let check = try CheckCommand.parse(["[00]"])
    #expect(check.options.textToCheck(check.mask, check.text) == nil)
    let preset = try CheckCommand.parse(["--preset", "card"])
    #expect(preset.options.textToCheck(preset.mask, preset.text) == nil)
  }

  @Test func checkLinesReportsAFailedWrite() throws {
    let compiled = try MaskOptions.parse([]).compile("[00]")
    let input = Pipes.input(Array("12\n".utf8))
    defer { close(input) }
    #expect(throws: WriteFailure.self) {
      _ = try CheckCommand.checkLines(compiled, json: false, input: input, output: -1)
    }
  }

  @Test func evalAnswersEveryLineAndNamesTheOneThatIsNotUTF8() throws {
    let case1 = #"{"dialect":"inputmask","op":"apply","format":"[00]","text":"12","id":1}"#
    let case2 = #"{"dialect":"inputmask","op":"apply","format":"[00]","text":"3","id":2}"#
    let input = Pipes.input(Array((case1 + "\r").utf8) + [0xFF, 0x0D, 0x0A] + Array(case2.utf8))
    defer { close(input) }
    let result = Pipes.output { output in
      try EvalCommand.answer(Evaluator(defaultDialect: nil), input: input, output: output)
    }
    #expect(result.error == nil)
    let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[0].contains("\"id\":1"))
    #expect(
      lines[1] == #"{"error":{"kind":"badCase","message":"line 2 of standard input is not valid UTF-8"}}"#)
    #expect(lines[2].contains("\"id\":2"))
    #expect(lines[3].isEmpty)
  }

  @Test func evalReportsAFailedWrite() {
    let input = Pipes.input(Array("{}\n{}\n".utf8))
    defer { close(input) }
    #expect(throws: WriteFailure.self) {
      try EvalCommand.answer(Evaluator(defaultDialect: nil), input: input, output: -1)
    }
  }

  @Test func promptWithoutATerminalReadsLoneCRLinesAndRefusesBadUTF8() throws {
    let prompt = try PromptCommand.parse(["[00]"])
    let compiled = try MaskOptions.parse([]).compile("[00]")
    let good = Pipes.input(Array("12\r34\r\n56".utf8))
    defer { close(good) }
    let result = Pipes.output { try prompt.formatLines(compiled, input: good, output: $0) }
    #expect(result.error == nil)
    #expect(result.text == "12\n34\n56\n")
    let bad = Pipes.input([0x31, 0x32, 0x0D, 0xC3, 0x0A])
    defer { close(bad) }
    let refused = Pipes.output { try prompt.formatLines(compiled, input: bad, output: $0) }
    #expect(refused.text == "12\n")
    #expect((refused.error as? ExitCode)?.rawValue == 1)
  }

  @Test func promptReportsAFailedWrite() throws {
    let prompt = try PromptCommand.parse(["[00]"])
    let compiled = try MaskOptions.parse([]).compile("[00]")
    let input = Pipes.input(Array("12\n".utf8))
    defer { close(input) }
    #expect(throws: WriteFailure.self) { try prompt.formatLines(compiled, input: input, output: -1) }
  }

  /// The splitter's path for chunks of an array (lines decoded where they lie) finds what its
  /// byte-by-byte path finds, on seeded streams of line endings, ASCII and broken UTF-8 cut at random.
  @Test func slicesSplitAsBytesOneByOneDo() {
    var draws = SeededDraws(state: 0x4D61_736B_4C53)
    let pieces: [[UInt8]] = [
      [0x0A], [0x0D], [0x0D, 0x0A], Array("ab".utf8), Array("é".utf8), [0xC3], [0xFF], [0x31],
    ]
    for _ in 0..<500 {
      let bytes = (0..<draws.next(25)).flatMap { _ in pieces[draws.next(pieces.count)] }
      let chunk = 1 + draws.next(8)
      var sliced = LineSplitter()
      var byByte = LineSplitter()
      var slicedLines: [Result<String, InputFailure>] = []
      var byByteLines: [Result<String, InputFailure>] = []
      for start in stride(from: 0, to: bytes.count, by: chunk) {
        let part = bytes[start..<min(start + chunk, bytes.count)]
        sliced.feed(part) { slicedLines.append($0) }
        byByte.feed(part.lazy.map { $0 }) { byByteLines.append($0) }
      }
      if let last = sliced.finish() { slicedLines.append(last) }
      if let last = byByte.finish() { byByteLines.append(last) }
      #expect(slicedLines == byByteLines, "\(bytes) by \(chunk)")
    }
  }

  /// The lines `LineSplitter` finds in `text` fed `chunk` bytes at a time.
  private func lines(_ text: String, chunk: Int) -> [String] {
    var splitter = LineSplitter()
    var lines: [String] = []
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: chunk) {
      splitter.feed(bytes[start..<min(start + chunk, bytes.count)]) { lines.append((try? $0.get()) ?? "?") }
    }
    if let last = splitter.finish() { lines.append((try? last.get()) ?? "?") }
    return lines
  }

  @Test func aLoneCREndsALineLikeLFAndCRLF() {
    let text = "a\rb\r\nc\nd\r\re"
    for chunk in 1...4 {
      #expect(lines(text, chunk: chunk) == ["a", "b", "c", "d", "", "e"])
    }
    #expect(lines("a\r\n", chunk: 2) == ["a"])
    #expect(lines("", chunk: 1).isEmpty)
  }

  /// A line that is not UTF-8 is answered in its place and the lines after it are read; the
  /// command exits 1 at the end.
  @Test func aLineThatIsNotUTF8IsReportedAndTheRestIsRead() throws {
    let compiled = try MaskOptions.parse([]).compile("[00]")
    let bytes: [UInt8] = Array("12\n".utf8) + [0xFF, 0x0A] + Array("34\n".utf8)
    let cases: [(unreadable: (InputFailure) -> String, expected: String)] = [
      ({ _ in "" }, "12\n\n34\n"),
      ({ "invalid: \($0)" }, "12\ninvalid: line 2 of standard input is not valid UTF-8\n34\n"),
    ]
    for (unreadable, expected) in cases {
      let input = Pipes.input(bytes)
      defer { close(input) }
      let result = Pipes.output { output in
        try forEachText([], input: input, output: output, unreadable: unreadable) { compiled.format($0).text }
      }
      #expect(result.text == expected)
      #expect((result.error as? ExitCode)?.rawValue == 1)
    }
    let input = Pipes.input(bytes)
    defer { close(input) }
    let checked = Pipes.output { output in
      let everyLineComplete = try CheckCommand.checkLines(compiled, json: true, input: input, output: output)
      #expect(!everyLineComplete)
    }
    let lines = checked.text.split(separator: "\n").map { try? JSONValue.parse(String($0)) }
    #expect(lines.count == 3)
    #expect(lines[1]?["status"] == "invalid")
    #expect(lines[1]?["reason"] == "line 2 of standard input is not valid UTF-8")
    #expect(lines[2]?["value"] == "34")
    #expect((checked.error as? ExitCode)?.rawValue == 1)
  }
}

/// Seeded draws below a bound (a linear congruential generator), so a failing case replays.
private struct SeededDraws {
  var state: UInt64

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
