import MaskKitCLI
import Testing

/// libphonenumber's answers for the phone preset (a quarter of the phone cases of
/// `../shared/vectors/presets.jsonl`: phonenumbers 9.0.43 `format_number`, `is_valid_number` and
/// `AsYouTypeFormatter`), checked the way `presets.py` checks them, against the issue's floors.
@Suite(.quietOutput) struct PhonePresetVectorTests {
  static let cases = VectorFixtures.cases("phone-presets")

  /// Agreement per check: (agreeing, total).
  static let agreement: [String: (agree: Int, total: Int)] = {
    let evaluator = Evaluator(defaultDialect: .inputmask)
    var tally: [String: (agree: Int, total: Int)] = [:]
    for testCase in cases {
      let output = evaluator.evaluate(testCase["eval"] ?? .null)
      let reference = testCase["reference"] ?? .null
      for check in testCase["checks"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
        for agrees in outcomes(of: check, output: output, reference: reference) {
          tally[check, default: (0, 0)].agree += agrees ? 1 : 0
          tally[check, default: (0, 0)].total += 1
        }
      }
    }
    return tally
  }()

  static func outcomes(of check: String, output: JSONValue, reference: JSONValue) -> [Bool] {
    let shown = output["formattedText"]?.stringValue ?? output["text"]?.stringValue
    let value = output["extractedValue"] ?? output["value"]
    switch check {
    case "groups": return [digitGroups(shown) == digitGroups(reference["text"]?.stringValue)]
    case "exact": return [shown == reference["text"]?.stringValue]
    case "value": return [value == reference["value"]]
    case "complete": return [(output["complete"] == true) == (reference["complete"] == true)]
    case "field:country": return [output["country"] == reference["country"]]
    case "trace_groups", "trace_exact", "trace_exact_rstrip":
      let trace = output["trace"]?.arrayValue?.map { $0["text"]?.stringValue } ?? []
      let wanted = reference["trace"]?.arrayValue?.map(\.stringValue) ?? []
      return wanted.enumerated().map { index, want in
        let got = index < trace.count ? trace[index] : nil
        return check == "trace_groups" ? got != nil && digitGroups(got) == digitGroups(want) : got == want
      }
    default: return [false]
    }
  }

  /// The runs of ASCII digits in `text`.
  static func digitGroups(_ text: String?) -> [String] {
    (text ?? "").split { !("0"..."9").contains($0) }.map(String.init)
  }

  static func percent(_ check: String) -> Double {
    guard let counts = agreement[check], counts.total > 0 else { return 0 }
    return 100 * Double(counts.agree) / Double(counts.total)
  }

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count > 3000)
  }

  @Test func digitGroupsValuesAndCompletenessAgreeWithLibphonenumber() {
    #expect(Self.percent("groups") >= 99, "\(Self.agreement["groups"].map { "\($0)" } ?? "")")
    #expect(Self.percent("exact") >= 95)
    #expect(Self.percent("value") >= 99.5)
    #expect(Self.percent("complete") >= 99)
    #expect(Self.percent("field:country") == 100)
  }

  @Test func asYouTypeGroupsAgreeWithLibphonenumber() {
    #expect(Self.percent("trace_groups") >= 97)
  }
}
