import MaskKit
import Testing

@testable import MaskKitCLI

/// Issue 33 (amount lines of parts 2, 5 and 6): `check`, `format`, `eval` apply and an `eval` paste read a
/// whole amount as the library's whole-text reading does (`Fixtures/amount-readings.jsonl`), and the
/// separators are options of one kind, whose edge values (a padded `12.`, a signed `-0`, cents) complete.
@Suite(.quietOutput) struct AmountReadingCLITests {
  static let cases = VectorFixtures.cases("amount-readings")

  @Test func theFixtureIsThere() {
    #expect(Self.cases.count >= 30)
  }

  @Test(arguments: cases)
  func everyPathGivesTheFixturesReading(_ testCase: JSONValue) throws {
    let text = try #require(testCase["text"]?.stringValue)
    let options = (testCase["options"]?.arrayValue ?? []).compactMap(\.stringValue)
    let compiled = try #require(try PresetOptions.parse(["--preset", "amount"] + options).compile())
    #expect(compiled.verdict(text).line == testCase["check"]?.stringValue)
    #expect(compiled.format(text).text == testCase["format"]?.stringValue)
    var apply = testCase["eval"]?.objectValue ?? [:]
    apply["preset"] = .string("amount")
    apply["text"] = .string(text)
    apply["caret"] = .int(text.count)
    apply["autocomplete"] = .bool(true)
    let evaluator = Evaluator(defaultDialect: nil)
    let answer = try JSONValue.parse(evaluator.evaluate(line: JSONValue.object(apply).serialized))
    let complete = testCase["check"]?.stringValue == "complete"
    #expect(answer["complete"]?.boolValue == complete)
    if complete {
      #expect(answer["formattedText"]?.stringValue == testCase["format"]?.stringValue)
      var session = testCase["eval"]?.objectValue ?? [:]
      session["op"] = .string("session")
      session["preset"] = .string("amount")
      session["steps"] = .array([.object(["paste": .string(text)])])
      let pasted = try JSONValue.parse(evaluator.evaluate(line: JSONValue.object(session).serialized))
      #expect(pasted["text"]?.stringValue == testCase["format"]?.stringValue)
    }
  }

  @Test func anEmptyGroupingOrDecimalIsAnOptionError() {
    for (option, name) in [("--grouping", "grouping"), ("--decimal", "decimal")] {
      #expect {
        try PresetOptions.parse(["--preset", "amount", option, ""]).compile()
      } throws: { error in
        "\(error)".contains("the \(name) must be exactly one character")
      }
    }
    #expect(throws: Never.self) {
      try PresetOptions.parse(["--preset", "amount", "--grouping", "none"]).compile()
    }
  }

  private func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.verdict(text)
  }

  @Test(arguments: [
    (["--preset", "amount", "--pad-fraction"], "12."),
    (["--preset", "amount", "--signed"], "-0"),
    (["--preset", "amount", "--entry", "cents"], "0"),
    (["--preset", "amount", "--entry", "cents"], "000123"),
  ])
  func theseAmountsAreComplete(options: [String], text: String) throws {
    #expect(try verdict(options, text) == .complete)
  }

  @Test func aPaddedAmountEndingInTheSeparatorIsExtractedPadded() throws {
    let compiled = try #require(try PresetOptions.parse(["--preset", "amount", "--pad-fraction"]).compile())
    #expect(compiled.format("12.").value == "12.00")
  }

  @Test func aPrefixThatIsTheDecimalSeparatorIsAnOptionError() {
    #expect(throws: (any Error).self) {
      try PresetOptions.parse(["--preset", "amount", "--prefix", "."]).compile()
    }
  }
}
