import MaskKitCLI
import Testing

/// Issue 18: `eval` answers hostile lines in bounded time and memory; these hold the outcomes.
@Suite(.quietOutput) struct BoundedEvalTests {
  let evaluator = Evaluator(defaultDialect: .inputmask)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func manyEscapesInOneStringParse() throws {
    let escapes = String(repeating: #"\n"#, count: 200_000)
    let value = try JSONValue.parse(#"{"junk":"\#(escapes)\u00e9\ud83d\ude00","x":"\u0041\/"}"#)
    #expect(value["junk"]?.stringValue == String(repeating: "\n", count: 200_000) + "é😀")
    #expect(value["x"] == "A/")
    let line = #"{"format":"[0]","text":"1","junk":"\#(escapes)"}"#
    #expect(try answer(line)["formattedText"] == "1")
  }

  @Test func lineSeparatorsAreEscaped() {
    let written = JSONValue.string("a\u{2028}b\u{2029}c\u{85}d\u{1}\"\\").serialized
    #expect(written == #""a\u2028b\u2029c\u0085d\u0001\"\\""#)
    let output = evaluator.evaluate(line: #"{"format":"[…]","text":"a\u2028\u2029\u0085"}"#)
    #expect(!output.unicodeScalars.contains { ["\u{2028}", "\u{2029}", "\u{85}", "\n"].contains($0) })
  }

  @Test func writerDrainsInChunks() {
    var chunks: [[UInt8]] = []
    var writer = JSONWriter { chunks.append($0) }
    let long = String(repeating: "é\n", count: 100_000)
    writer.write(.array([.string(long), .string(long)]))
    writer.flush()
    #expect(chunks.count > 2)
    #expect(chunks.allSatisfy { $0.count < 1 << 17 })
    let text = String(decoding: chunks.joined(), as: UTF8.self)
    #expect(text == JSONValue.array([.string(long), .string(long)]).serialized)
  }

  @Test func streamedSessionsAnswerLikeParsedOnes() throws {
    let lines = [
      #"{"id":7,"op":"session","format":"[00]-[00]","steps":[{"type":"12"},{"type":"3x"},{"backspace":2},{"undo":1},{"setFormat":"[0]"}]}"#,
      #"{"op":"session","dialect":"blocks","mask":"{dd}-{dd}","steps":[{"type":"1234"},{"delete":9},{"undo":1},{"redo":1}]}"#,
      #"{"op":"session","preset":"date","steps":[{"type":"3112"}]}"#,
      #"{"op":"session","format":"[0]","steps":[]}"#,
    ]
    for line in lines {
      let streamed = try answer(line)
      let parsed = evaluator.evaluate(try JSONValue.parse(line))
      #expect(streamed == parsed, "\(line)")
      #expect(streamed["trace"]?.arrayValue != nil)
    }
  }

  @Test(arguments: [
    #"{"op":"session","format":"[00]","steps":[{"type":"1"},{"fly":1}]}"#,
    #"{"op":"session","format":"[00]","steps":[{"type":"1"},{"setFormat":"[0"}]}"#,
    #"{"op":"session","dialect":"blocks","mask":"{dd}","steps":[{"type":"1"},{"setFormat":"d}"}]}"#,
    #"{"op":"session","format":"[00]","steps":[{"type":"1"},{"select":[1]}]}"#,
  ])
  func aBadStepAnywhereIsAnErrorWithoutATrace(_ line: String) throws {
    let output = try answer(line)
    #expect(output["error"] != nil)
    #expect(output["trace"] == nil)
  }

  @Test func blocksForwardDeleteEmptiesEverySlot() throws {
    let mask = String(repeating: "{dddd}-", count: 1_000)
    let line =
      #"{"op":"session","dialect":"blocks","mask":"\#(mask)","initial":{"text":"\#(String(repeating: "1234", count: 1_000))","selection":[0,0]},"steps":[{"delete":4000},{"delete":1}]}"#
    let output = try answer(line)
    #expect(output["value"] == "")
    #expect(output["text"]?.stringValue == String(repeating: "****-", count: 1_000))
  }

  @Test func blocksUndoKeepsTheLastThousandSteps() throws {
    let steps = (0..<1_100).map { #"{"setText":"\#($0)"}"# }.joined(separator: ",")
    let line = #"{"op":"session","dialect":"blocks","mask":"{dddd}","steps":[\#(steps),{"undo":5000}]}"#
    let output = try answer(line)
    #expect(output["value"] == "99")
  }

  @Test func blocksUndoIsBoundedBySize() throws {
    let mask = String(repeating: "{dddd}-", count: 12_500)
    let steps = (0..<100).map { #"{"setText":"\#($0)"}"# }.joined(separator: ",")
    let line = #"{"op":"session","dialect":"blocks","mask":"\#(mask)","steps":[\#(steps),{"undo":500}]}"#
    let output = try answer(line)
    // 50,000 slots a state and 4,000,000 slots kept: the 80 latest states before an edit survive.
    #expect(output["value"] == "19")
  }
}
