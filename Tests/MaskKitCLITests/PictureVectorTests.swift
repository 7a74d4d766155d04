import MaskKitCLI
import Testing

/// The NBPictureMaskField reference vectors, checked the way `conformance.py` checks them.
@Suite(.quietOutput) struct PictureVectorTests {
  /// Lines of `picture.jsonl` (1-based) where MaskKit deliberately differs (the picture article's Deviations).
  static let deviations: [Int: String] = [
    1873: "`~` lowers D to d; the original's table maps D to e",
    1874: "`~` lowers D to d; the original's table maps D to e",
    1875: "`~` lowers D to d; the original's table maps D to e",
    1929: "`~` lowers D to d; the original's table maps D to e",
    1930: "`~` lowers D to d; the original's table maps D to e",
    1935: "`!` upper-cases letters of every script (é → É); the original only knew a–z",
    1937: "`&` accepts letters of every script (ß); the original only knew a–z",
  ]

  static let cases = VectorFixtures.cases("picture")

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count == 2187)
  }

  @Test func agreesWithReferenceExceptDocumentedDeviations() {
    VectorFixtures.expectAgreement(
      Self.cases, dialect: .picture, deviations: Self.deviations, differences: Self.differences)
  }

  /// The fields `conformance.py` compares: values of status/output/autoFillOffset, presence of the
  /// messages, and the mask error position.
  static func differences(_ testCase: JSONValue, _ output: JSONValue) -> [String] {
    guard output["error"] == nil else { return ["unexpected error \(output.serialized)"] }
    var problems: [String] = []
    for key in ["status", "output", "autoFillOffset"] where output[key] != testCase[key] {
      problems.append("\(key): got \(output[key]?.serialized ?? "nothing")")
    }
    for key in ["maskError", "errMsg"] where (testCase[key]?.isNull ?? true) != (output[key]?.isNull ?? true)
    {
      problems.append("\(key): got \(output[key]?.serialized ?? "nothing")")
    }
    if !(testCase["maskError"]?.isNull ?? true), output["maskErrorIndex"] != testCase["maskErrorIndex"] {
      problems.append("maskErrorIndex: got \(output["maskErrorIndex"]?.serialized ?? "nothing")")
    }
    return problems
  }

  @Test func editsOutsideTheTextAreClamped() {
    let line = ####"{"mask":"###","text":"12","autofill":true,"range":[99,-5],"replacement":"3"}"####
    let output = Evaluator(defaultDialect: .picture).evaluate(line: line)
    #expect(output.contains(#""output":"123""#))
    #expect(output.contains(#""status":"ok""#))
  }

  @Test func malformedRangeIsABadCase() {
    let line = ####"{"mask":"###","text":"12","range":[1],"replacement":"3"}"####
    let output = Evaluator(defaultDialect: .picture).evaluate(line: line)
    #expect(output.contains("badCase"))
  }

  @Test func invalidMaskIsReportedInsideTheResult() {
    let output = Evaluator(defaultDialect: .picture).evaluate(line: ##"{"mask":"#{","text":"1"}"##)
    #expect(output.contains(#""maskErrorIndex":2"#))
    #expect(output.contains(#""status":"ok""#))
    #expect(!output.contains("badCase"))
  }
}
