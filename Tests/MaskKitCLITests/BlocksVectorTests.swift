import MaskKitCLI
import Testing

/// The AKMaskField reference vectors, checked the way `conformance.py` checks them.
@Suite(.quietOutput) struct BlocksVectorTests {
  /// Cases where MaskKit deliberately differs from AKMaskField (the blocks article's Deviations).
  static let deviations: [String: String] = [
    "A22": "setTemplate keeps the entered characters visible (12-##); the original showed ##-## while filled",
    "A27": "[ ] brackets work like any other pair; the original produced a dead, empty field",
  ]

  static let cases = VectorFixtures.cases("blocks")

  @Test func fixturesAreLoaded() {
    #expect(Self.cases.count == 62)
  }

  @Test(arguments: cases)
  func agreesWithReference(_ testCase: JSONValue) {
    let id = testCase["id"]?.stringValue ?? "?"
    let output = Evaluator(defaultDialect: .blocks).evaluate(testCase)
    guard let expected = testCase["expected"], expected["crash"] == nil else {
      #expect(output.objectValue != nil, "\(id): the original crashed; any answer is accepted")
      return
    }
    let problems = Self.differences(expected, output)
    if Self.deviations[id] != nil {
      #expect(!problems.isEmpty, "\(id) is listed as a deviation but agrees with the reference")
    } else {
      #expect(problems.isEmpty, "\(id): \(problems.joined(separator: "; "))")
    }
  }

  /// Every recorded intermediate step (the field, the event and the `shouldChangeBlock` requests after
  /// each edit primitive, caret move or setter), replayed as a prefix of the recorded calls (typing and backspace as raw edits of their ranges).
  @Test(arguments: cases)
  func everyRecordedStepAgrees(_ testCase: JSONValue) {
    let id = testCase["id"]?.stringValue ?? "?"
    guard testCase["crashed"] != true, Self.deviations[id] == nil else { return }
    var replay = testCase.objectValue ?? [:]
    var ops: [JSONValue] = []
    replay["initialText"] = nil
    for (index, step) in (testCase["steps"]?.arrayValue ?? []).enumerated() {
      let call = step["call"]?.objectValue ?? [:]
      switch call["op"]?.stringValue {
      case "setup": break
      case "initialText": replay["initialText"] = call["text"]
      case "caret", "select": ops.append(["op": "select", "range": call["range"] ?? nil])
      default:
        if let range = call["range"] {
          ops.append(["op": "edit", "range": range, "string": call["string"] ?? ""])
        } else {
          ops.append(.object(call.filter { $0.key != "opIndex" }))
        }
      }
      replay["ops"] = .array(ops)
      let output = Evaluator(defaultDialect: .blocks).evaluate(.object(replay))
      var problems = Self.differences(step, output)
      if output["events"] != step["events"] {
        problems.append("events: got \(output["events"]?.serialized ?? "nothing")")
      }
      let calls = step["shouldChangeBlockCalls"].flatMap { $0.isNull ? nil : $0 } ?? []
      if output["shouldChangeBlockCalls"] != calls {
        problems.append("calls: got \(output["shouldChangeBlockCalls"]?.serialized ?? "nothing")")
      }
      let charStatus: (JSONValue?) -> [JSONValue?] = { ($0?.arrayValue ?? []).map { $0["charStatus"] } }
      if charStatus(output["blocks"]) != charStatus(step["blocks"]) { problems.append("charStatus differs") }
      #expect(problems.isEmpty, "\(id) step \(index): \(problems.joined(separator: "; "))")
    }
  }

  /// The fields `conformance.py` compares: text, caret, status, and each block's index, status and text.
  static func differences(_ expected: JSONValue, _ output: JSONValue) -> [String] {
    guard output["error"] == nil else { return ["unexpected error \(output.serialized)"] }
    var problems: [String] = []
    for key in ["text", "caret", "status"] where output[key] != expected[key] {
      problems.append("\(key): got \(output[key]?.serialized ?? "nothing")")
    }
    let summary: (JSONValue?) -> [[JSONValue?]] = { blocks in
      (blocks?.arrayValue ?? []).map { [$0["index"], $0["status"], $0["text"]] }
    }
    if summary(output["blocks"]) != summary(expected["blocks"]) {
      problems.append("blocks: got \(output["blocks"]?.serialized ?? "nothing")")
    }
    return problems
  }
}
