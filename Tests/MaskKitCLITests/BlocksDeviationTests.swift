import MaskKitCLI
import Testing

/// What MaskKit answers where AKMaskField crashed or misbehaved (the blocks article's Deviations).
@Suite(.quietOutput) struct BlocksDeviationTests {
  /// A case line and the output fields it must produce.
  struct Expectation: Sendable, CustomTestStringConvertible {
    let line: String
    let want: [String: JSONValue]
    var testDescription: String { line }
  }

  static let outcomes: [Expectation] = [
    Expectation(
      line: #"{"mask":"({ddd})","template":"(___)","initialText":"1234"}"#,
      want: ["text": "(123)", "caret": [4, 4], "status": "complete", "events": ["insert"]]),
    Expectation(
      line: #"{"mask":"({ddd})","ops":[{"op":"caret","at":1},{"op":"type","chars":"1234"}]}"#,
      want: ["text": "(123)", "caret": [4, 4], "status": "complete", "events": []]),
    Expectation(
      line: #"{"mask":"({ddd})","template":"(___)","ops":[{"op":"edit","range":[4,0],"string":"1"}]}"#,
      want: ["text": "(___)", "caret": [4, 4], "status": "clear", "events": []]),
    Expectation(
      line: #"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"edit","range":[9,0],"string":"1"}]}"#,
      want: ["text": "__-__", "caret": [5, 5], "status": "clear", "events": []]),
    Expectation(
      line:
        #"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"1"}],"#
        + #""delegate":{"rewrite":{"block":0,"string":"123"}}}"#,
      want: ["text": "12-__", "caret": [2, 2], "status": "incomplete", "events": ["insert"]]),
    Expectation(
      line:
        #"{"mask":"{dd}-{dd}","template":"_","initialText":"1234","#
        + #""ops":[{"op":"select","range":[3,1]},{"op":"backspace","count":1}],"#
        + #""delegate":{"rewrite":{"block":1,"range":[0,5]}}}"#,
      want: ["text": "12-__", "caret": [3, 3], "status": "incomplete", "events": ["delete"]]),
    Expectation(
      line: #"{"mask":"{dd}-{dd}","template":"😀","ops":[{"op":"type","chars":"12"}]}"#,
      want: ["text": "12-😀😀", "caret": [2, 2], "status": "incomplete", "events": ["insert"]]),
    Expectation(
      line: #"{"mask":"{...}","template":"_","ops":[{"op":"type","chars":"😀ab"}]}"#,
      want: ["text": "😀ab", "caret": [3, 3], "status": "complete", "events": ["insert"]]),
    Expectation(
      line: #"{"mask":"😀{dd}","template":"_","ops":[{"op":"type","chars":"12"}]}"#,
      want: ["text": "😀12", "caret": [3, 3], "status": "complete", "events": ["insert"]]),
    Expectation(
      line: #"{"mask":"e\u0301{dd}","template":"_","ops":[{"op":"type","chars":"12"}]}"#,
      want: ["text": "é12", "caret": [3, 3], "status": "complete", "events": ["insert"]]),
    Expectation(
      line:
        ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},{"op":"setTemplate","template":"#"}]}"##,
      want: ["text": "12-##", "caret": [3, 3], "status": "incomplete", "events": []]),
    Expectation(
      line: #"{"mask":"[dd]-[dd]","brackets":["[","]"],"template":"_","ops":[{"op":"type","chars":"1234"}]}"#,
      want: ["text": "12-34", "caret": [5, 5], "status": "complete", "events": ["insert"]]),
  ]

  @Test(arguments: outcomes)
  func producesTheDocumentedOutcome(_ expectation: Expectation) throws {
    let output = try JSONValue.parse(Evaluator(defaultDialect: .blocks).evaluate(line: expectation.line))
    for (key, want) in expectation.want {
      #expect(output[key] == want, "\(key)")
    }
  }

  static let maskErrors: [(mask: String, kind: String, position: Int)] = [
    ("dd-dd", "noBlocks", 0),
    ("", "noBlocks", 0),
    ("{}-{dd}", "emptyBlock", 0),
    ("{dx}", "unknownSymbol", 2),
    ("{A}", "unknownSymbol", 1),
    ("{dd}}-{dd}", "strayClosingBracket", 4),
    ("{dd}-{d", "unclosedBlock", 5),
    ("{d{d}}", "nestedBracket", 2),
  ]

  @Test(arguments: maskErrors)
  func crashingMasksAreTypedErrors(_ mask: String, kind: String, position: Int) throws {
    let output = Evaluator(defaultDialect: .blocks).evaluate(.object(["mask": .string(mask)]))
    #expect(output["error"]?["kind"] == .string(kind))
    #expect(output["error"]?["position"] == .int(position))
  }

  @Test func rejectedSetMaskIsReportedAndKeepsTheField() throws {
    let line =
      #"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},"#
      + #"{"op":"setMask","mask":"dd"},{"op":"type","chars":"3"}]}"#
    let output = try JSONValue.parse(Evaluator(defaultDialect: .blocks).evaluate(line: line))
    #expect(output["text"] == "12-3_")
    #expect(output["opErrors"]?.arrayValue?.first?["kind"] == "noBlocks")
  }

  @Test func unknownOpIsABadCase() {
    let output = Evaluator(defaultDialect: .blocks).evaluate(line: #"{"mask":"{d}","ops":[{"op":"fly"}]}"#)
    #expect(output.contains("badCase"))
  }
}
