import MaskKitCLI
import Testing

/// The input-mask-ios reference vectors, checked the way `conformance.py` checks them.
@Suite(.quietOutput) struct InputMaskVectorTests {
  /// Cases where MaskKit deliberately differs from input-mask-ios (Sources/MaskKit/MaskKit.docc/DEVIATIONS.md).
  static let deviations: [String: String] = [
    "invalid-format-0084": "an escaped backslash is a literal backslash; the following [ still opens a block"
  ]

  static let cases = VectorFixtures.cases("inputmask")

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count >= 1000)
  }

  @Test(arguments: cases)
  func agreesWithReference(_ testCase: JSONValue) {
    let id = testCase["id"]?.stringValue ?? "?"
    guard Self.deviations[id] == nil, let expect = testCase["expect"]?.objectValue else { return }
    let output = Evaluator(defaultDialect: .inputmask).evaluate(testCase)
    if expect["error"] != nil || testCase["source"]?.stringValue == "invalid-format" {
      if expect["error"] != nil {
        #expect(output["error"] != nil, "\(id): want a format error")
      }
      if output["error"] != nil { return }
    }
    for (key, want) in expect {
      #expect(output[key] == want, "\(id) \(key)")
    }
  }
}
