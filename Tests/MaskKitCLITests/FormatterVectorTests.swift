import MaskKitCLI
import Testing

/// The ADMaskedStringFormatter reference vectors, checked the way `conformance.py` checks them.
@Suite(.quietOutput) struct FormatterVectorTests {
  /// Lines of `formatter.jsonl` (1-based) where MaskKit deliberately differs (the formatter article,
  /// Deviations): applying the format to text that already carries it changes nothing.
  static let deviations: [Int: String] = [
    182: "already formatted: kept as it is; the original shifted it by its literals",
    183: "already formatted: kept as it is; the original shifted it by its literals",
    184: "already formatted: kept as it is; the original shifted it by its literals",
    185: "already formatted: kept, so valid; the original shifted it and found it invalid",
    186: "already formatted: kept as it is; the original shifted it by its literals",
    190: "already formatted: kept as it is; the original shifted it by its literals",
    191: "already formatted: kept as it is; the original shifted it by its literals",
    192: "already formatted: kept as it is; the original shifted it by its literals",
    193: "already formatted: kept as it is; the original shifted it by its literals",
    195: "already formatted: kept as it is; the original shifted it by its literals",
    196: "already formatted: kept as it is; the original shifted it by its literals",
    197: "already formatted: kept, so valid; the original shifted it and found it invalid",
    199: "already formatted: kept as it is; the original shifted it by its literals",
    200: "already formatted: kept as it is; the original shifted it by its literals",
    206: "already formatted: kept as it is; the original shifted it by its literals",
    207: "already formatted: kept as it is; the original shifted it by its literals",
    208: "already formatted: kept as it is; the original shifted it by its literals",
  ]

  static let cases = VectorFixtures.cases("formatter")

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count == 208)
  }

  @Test func agreesWithReferenceExceptDocumentedDeviations() {
    VectorFixtures.expectAgreement(
      Self.cases, dialect: .formatter, deviations: Self.deviations, differences: Self.differences)
  }

  @Test func alreadyFormattedTextIsKeptAsItIs() {
    let evaluator = Evaluator(defaultDialect: .formatter)
    let alreadyFormatted = Self.cases.filter {
      $0["category"]?.stringValue?.hasPrefix("already-formatted") ?? false
    }
    #expect(alreadyFormatted.count == 27)
    for testCase in alreadyFormatted {
      #expect(evaluator.evaluate(testCase)["formatted"] == testCase["text"])
    }
  }

  @Test func everyDeviationIsAnAlreadyFormattedCase() {
    for line in Self.deviations.keys {
      #expect(Self.cases[line - 1]["category"]?.stringValue?.hasPrefix("already-formatted") == true)
    }
  }

  /// The fields `conformance.py` compares.
  static func differences(_ testCase: JSONValue, _ output: JSONValue) -> [String] {
    guard output["error"] == nil else { return ["unexpected error \(output.serialized)"] }
    return ["formatted", "valid", "unformatted"].compactMap { key in
      output[key] == testCase[key] ? nil : "\(key): got \(output[key]?.serialized ?? "nothing")"
    }
  }

  @Test func tooLongTextIsReported() {
    let output = Evaluator(defaultDialect: .formatter).evaluate(line: ####"{"format":"##","text":"123"}"####)
    #expect(output.contains(#""overflow":"3""#))
    #expect(output.contains(#""valid":true"#))
    #expect(output.contains(#""complete":false"#))
  }

  @Test func malformedFormatIsCompiledAsTheOriginalDidAndReported() {
    let output = Evaluator(defaultDialect: .formatter).evaluate(
      line: ####"{"format":"##\\","text":"12"}"####)
    #expect(output.contains(#""formatted":"12""#))
    #expect(output.contains("formatError"))
    #expect(!output.contains("badCase"))
  }

  @Test func unicodeClassesOnRequest() {
    let line = ####"{"format":"###","text":"١٢٣","unicode":true}"####
    let output = Evaluator(defaultDialect: .formatter).evaluate(line: line)
    #expect(output.contains(#""formatted":"123""#))
  }

  @Test func missingTextIsABadCase() {
    let output = Evaluator(defaultDialect: .formatter).evaluate(line: ####"{"format":"##"}"####)
    #expect(output.contains("badCase"))
  }
}
