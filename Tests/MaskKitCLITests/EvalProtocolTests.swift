import MaskKitCLI
import Testing

/// The framing rules of `maskkit eval`: one answer per line, ids echoed, bad cases reported, never a crash.
@Suite(.quietOutput) struct EvalProtocolTests {
  let evaluator = Evaluator(defaultDialect: .inputmask)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test(arguments: [
    "not json", "[1,2]", "{\"op\":\"apply\"}", "{\"format\":\"[00]\",\"text\":\"1\",\"op\":\"nope\"}",
    "{\"dialect\":\"zzz\",\"format\":\"[0]\"}", "{\"format\":\"[00]\",\"text\":5}",
    String(repeating: "[", count: 10_000),
  ])
  func badLinesGetABadCaseError(_ line: String) throws {
    #expect(try answer(line)["error"]?["kind"] == "badCase")
  }

  @Test(arguments: [
    "", "   ", "\t", #"{"format":"[00]","text":"1","caret":+1}"#, #"{"format":"[00]","text":"1","caret":01}"#,
    #"{"format":"[00]","text":"1","caret":1.}"#, #"{"format":"[00]","text":"1","caret":.5}"#,
    #"{"op":"bogus","format":"[00","text":"1"}"#,
    ###"{"dialect":"picture","op":"bogus","mask":"##","text":"1"}"###,
    ###"{"dialect":"formatter","op":"apply","format":"##","text":"1"}"###,
    #"{"dialect":"blocks","op":"properties","mask":"{dd}","template":"_"}"#,
    #"{"preset":"phone","op":"bogus","text":"1"}"#, #"{"preset":"phone","dialect":"klingon","text":"1"}"#,
  ])
  func blankLinesStrictNumbersAndUnknownOpsAreBadCases(_ line: String) throws {
    #expect(try answer(line)["error"]?["kind"] == "badCase")
  }

  @Test(arguments: [#"12345678901234567890"#, #""\uD800""#, #"1.5e3"#, #"[1, {"a": null}]"#, #"-0.10"#])
  func idsAreEchoedAsWritten(_ id: String) {
    let output = evaluator.evaluate(line: #"{"id":\#(id),"format":"[00]","text":"1"}"#)
    #expect(output.contains(#""id":\#(id)"#))
  }

  @Test(arguments: ["9000000000000000", "1e300", "-1e300"])
  func hugeCaretsAreClampedNotRefused(_ caret: String) throws {
    let output = try answer(#"{"format":"[00]","text":"12","caret":\#(caret)}"#)
    #expect(output["formattedText"] == "12")
  }

  @Test func idsAreEchoed() throws {
    #expect(try answer(#"{"id":42,"format":"[00]","text":"1"}"#)["id"] == 42)
    #expect(try answer(#"{"id":"x","format":"[","text":"1"}"#)["id"] == "x")
  }

  @Test func malformedMasksReportKindAndPosition() throws {
    let error = try answer(#"{"format":"+1 [0X]","text":"1"}"#)["error"]
    #expect(error?["kind"] == "unknownSymbol")
    #expect(error?["position"] == 5)
  }

  @Test func aLineOwnDialectWins() throws {
    let output = try answer(#"{"dialect":"inputmask","format":"[00]","text":"123"}"#)
    #expect(output["formattedText"] == "12")
  }

  @Test func sessionsReplayEditsAndTraceEachStep() throws {
    let line = #"""
      {"op":"session","dialect":"inputmask","format":"+1 ([000]) [000]-[0000]",
       "initial":{"text":"","selection":[0,0]},
       "steps":[{"type":"206"},{"backspace":1},{"paste":"12065551234"},{"undo":1},{"select":[0,3]},{"caret":99},
                {"setText":"425"},{"redo":5},{"setFormat":"[000]-[000]-[0000]"},{"delete":1}]}
      """#
    let output = try answer(line.split(separator: "\n").joined())
    #expect(output["trace"]?.arrayValue?.count == 10)
    #expect(output["trace"]?.arrayValue?.first?["text"] == "+1 (206) ")
    #expect(output["text"] == "425-")
    #expect(output["value"] == "425")
    #expect(output["complete"] == false)
    #expect(output["selection"] == [4, 4])
  }

  @Test func sessionWithUnknownStepIsABadCase() throws {
    let output = try answer(#"{"op":"session","dialect":"inputmask","format":"[0]","steps":[{"jump":1}]}"#)
    #expect(output["error"]?["kind"] == "badCase")
  }

  /// An echoed id has U+0085, U+2028 and U+2029 escaped, like every other answer field.
  @Test func anEchoedIDEscapesLineSeparators() {
    let answer = Evaluator(defaultDialect: nil).evaluate(
      line:
        "{\"id\":\"a\u{2028}b\u{2029}c\u{85}\",\"op\":\"apply\",\"dialect\":\"inputmask\",\"format\":\"[_]\",\"text\":\"x\"}"
    )
    #expect(answer.contains(#""id":"a\u2028b\u2029c\u0085""#))
    #expect(!answer.unicodeScalars.contains { ["\u{85}", "\u{2028}", "\u{2029}"].contains($0) })
  }
}

@Suite(.quietOutput) struct BlocksSessionTests {
  @Test func blocksSessionsEditInPlaceAndUndo() throws {
    let line =
      #"{"op":"session","dialect":"blocks","mask":"{dddd}-{dddd}","template":"*","#
      + #""steps":[{"type":"12"},{"backspace":1},{"undo":1},{"redo":1},{"setText":"12345678"}]}"#
    let output = try JSONValue.parse(Evaluator(defaultDialect: nil).evaluate(line: line))
    let trace = output["trace"]?.arrayValue?.compactMap { $0["text"]?.stringValue }
    #expect(trace == ["12**-****", "1***-****", "12**-****", "1***-****", "1234-5678"])
    #expect(output["complete"] == true)
    #expect(output["value"] == "12345678")
  }
}
