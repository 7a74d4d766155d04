import ArgumentParser
import MaskKit
import Testing

@testable import MaskKitCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Issue 28: what a careful new user trips over on the command line — help that says what each
/// command takes, CSV records ended by a lone CR, lines that are not UTF-8, card brand lists, numeric
/// option messages, a spec file with a byte-order mark, completions and escaped eval ids.
@Suite struct NewUserEdgeTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  /// The message and exit status `maskkit` would print for `arguments` that fail to parse.
  private func failure(_ arguments: [String]) -> (message: String, status: Int32) {
    do {
      _ = try MaskKitCommand.parseAsRoot(arguments)
      return ("", 0)
    } catch {
      return (MaskKitCommand.fullMessage(for: error), MaskKitCommand.exitCode(for: error).rawValue)
    }
  }

  /// The `check` verdict of `text` under the command-line `options`.
  private func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let parsed = try PresetOptions.parse(options)
    let preset = try #require(try parsed.compile())
    return preset.verdict(text)
  }

  /// Item 4: `--preset`'s help says what each command takes instead of "every positional argument".
  @Test func presetHelpSaysWhatEachCommandTakes() {
    let help = CheckCommand.helpMessage(columns: 200)
    #expect(!help.contains("every positional argument is a text"))
    #expect(help.contains("check one text"))
    #expect(help.contains("explain and prompt none"))
    #expect(failure(["check", "--preset", "card", "4242", "1"]).status == 64)
    let explain = failure(["explain", "--preset", "card", "4242"])
    #expect(explain.status == 64)
    #expect(explain.message.contains("explain takes no text with --preset or --spec"))
    #expect(failure(["prompt", "--preset", "card", "4242"]).status == 64)
  }

  /// Item 5: a lone CR ends a CSV record, as it ends a line everywhere else, in any chunking.
  @Test func aLoneCREndsACSVRecord() throws {
    let phone = try #require(try PresetOptions.parse(["--preset", "phone", "--region", "US"]).compile())
    let csv = "name,phone\rAnn,2065551234\r\nBob,\"206\r555\"\rCy,2065550000\r"
    for chunk in 1...9 {
      var rewriter = CSVColumnRewriter(column: "phone") { cell in
        phone.verdict(cell) == .complete ? phone.format(cell).text : nil
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
      #expect(
        String(decoding: output, as: UTF8.self)
          == "name,phone\rAnn,+1 206-555-1234\r\nBob,\"206\r555\"\rCy,+1 206-555-0000\r")
    }
  }

  /// Item 5, as a law: on random bytes of CSV punctuation, however the input is cut into chunks, the
  /// records are the same and together they are the input, byte for byte.
  @Test func csvRecordsDoNotDependOnChunkingAndKeepEveryByte() {
    var state: UInt64 = 0x2028
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet: [UInt8] = Array("a,\"\r\n".utf8)
    for _ in 0..<300 {
      let bytes = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }
      var reference: [[UInt8]]?
      for chunk in 1...5 {
        var splitter = CSVRecordSplitter()
        var records: [[UInt8]] = []
        for start in stride(from: 0, to: bytes.count, by: chunk) {
          records += splitter.feed(bytes[start..<min(start + chunk, bytes.count)])
        }
        if let last = splitter.finish() { records.append(last) }
        #expect(records.flatMap { $0 } == bytes)
        if let reference { #expect(records == reference) } else { reference = records }
      }
    }
  }

  /// Item 7: a line that is not UTF-8 is answered in its place and the lines after it are read; the
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

  /// Item 9: an empty brand list is refused when given, `other:elo` (as eval prints it) is a brand, and
  /// a spec file or eval case may list brands as a JSON array.
  @Test func cardBrandListsAreReadAsEvalWritesThem() throws {
    #expect(throws: (any Error).self) {
      try verdict(["--preset", "card", "--brands", ","], "4242424242424242")
    }
    let empty = try answer(#"{"preset":"card","brands":"","text":"4242424242424242"}"#)
    #expect(empty["error"]?["kind"] == "invalidPresetOption")
    #expect(empty["error"]?["message"]?.stringValue?.hasPrefix("the accepted brands name no brand") == true)
    #expect(try verdict(["--preset", "card", "--brands", "other:elo,visa"], "4242424242424242") == .complete)
    let array = try answer(#"{"preset":"card","brands":["visa","mastercard"],"text":"378282246310005"}"#)
    #expect(array["complete"] == false)
    #expect(array["problem"] == "American Express is not accepted; only Visa, Mastercard")
    let spec = try MaskSpec(json: #"{"preset":"card","brands":["visa"]}"#)
    #expect(spec.preset?["brands"] == ["visa"])
  }

  /// Item 11: numeric options say what is allowed; a negative value after `--maximum` is its value. A
  /// number is read as written, as `--spec` reads it (issue 33): a huge one is exact, never rounded.
  @Test func numericOptionsSayWhatIsAllowed() throws {
    let huge = try answer(#"{"preset":"amount","maximum":999999999999999999,"text":"1"}"#)
    #expect(huge["error"]?["kind"] == "invalidPresetOption")
    #expect(huge["error"]?["message"]?.stringValue?.contains("9007199254740992") == false)
    #expect(
      huge["error"]?["message"]
        == "the maximum '999999999999999999' has 18 digits before the '.'; an amount has at most 15")
    let tooLong = try answer(#"{"preset":"amount","maximum":"999999999999999999","text":"1"}"#)
    #expect(
      tooLong["error"]?["message"]
        == "the maximum '999999999999999999' has 18 digits before the '.'; an amount has at most 15")
    let fraction = try answer(#"{"preset":"amount","maximum":999.99,"text":"999.99"}"#)
    #expect(fraction["complete"] == true)
    let fine = failure(["check", "--preset", "amount", "--maximum", "0.001", "1"])
    #expect(
      fine.message.contains("the maximum '0.001' has 3 digits after the '.'; this amount has at most 2"))
    let negative = failure(["check", "--preset", "amount", "--maximum", "-5", "1"])
    #expect(negative.status == 64)
    #expect(negative.message.contains("the maximum '-5' has a sign"))
    #expect(!negative.message.contains("Missing value"))
    #expect(try verdict(["--preset", "amount", "--signed", "--minimum", "-50"], "-60") != .complete)
    let mark = failure(["format", "--preset", "time", "--separator", "\u{301}", "1230"])
    #expect(mark.message.contains("the separator U+0301 is a combining mark"))
    #expect(!mark.message.contains("opens a block"))
  }

  /// Item 3: the bounds example of the Presets article, and what `check` says of `31/12/23`.
  @Test func theDateBoundsExampleHolds() throws {
    let year2024 = ["--preset", "date", "--min", "2024-01-01", "--max", "2024-12-31"]
    let reason = "date: no date from 2024-01-01 to 2024-12-31 can be completed from these digits"
    #expect(try verdict(year2024, "3112203") == .invalid(reason))
    #expect(try verdict(year2024, "31/12/23") == .invalid("date: the date needs a four-digit year"))
  }

  /// Item 13: a date with a time of day is refused whole, not shown with its digits reordered.
  @Test func aDateAndTimeIsRefusedWhole() throws {
    let date = try #require(try PresetOptions.parse(["--preset", "date"]).compile())
    #expect(date.format("2024-02-29T10:00:00Z").text == "")
    #expect(
      date.verdict("2024-02-29T10:00:00Z")
        == .invalid("date: this is a date with a time of day; paste the date alone"))
  }

  /// Item 14: a spec file may start with a byte-order mark; bash completion offers the preset names.
  @Test func aSpecFileWithAByteOrderMarkIsRead() throws {
    let path = "/tmp/maskkit-bom-\(getpid()).json"
    let file = try #require(fopen(path, "wb"))
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"preset":"card"}"#.utf8)
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    defer { unlink(path) }
    let compiled = try #require(try MaskOptions.parse(["--spec", path]).compileSpec())
    #expect(compiled.verdict("4242424242424242") == .complete)
    let error = #expect(throws: MaskSpecError.self) { try MaskSpec(json: "\u{FEFF}{\"preset\":1}") }
    #expect(error?.position == 11)
  }

  @Test func bashCompletionOffersThePresetNames() {
    let script = MaskKitCommand.completionScript(for: .bash)
    #expect(script.contains("'phone'$'\\n''card'$'\\n''expiry'"))
    #expect(script.contains("'international'$'\\n''national'"))
  }

  /// Item 15: an echoed id has U+0085, U+2028 and U+2029 escaped, like every other answer field.
  @Test func anEchoedIDEscapesLineSeparators() {
    let answer = evaluator.evaluate(
      line:
        "{\"id\":\"a\u{2028}b\u{2029}c\u{85}\",\"op\":\"apply\",\"dialect\":\"inputmask\",\"format\":\"[_]\",\"text\":\"x\"}"
    )
    #expect(answer.contains(#""id":"a\u2028b\u2029c\u0085""#))
    #expect(!answer.unicodeScalars.contains { ["\u{85}", "\u{2028}", "\u{2029}"].contains($0) })
  }
}
