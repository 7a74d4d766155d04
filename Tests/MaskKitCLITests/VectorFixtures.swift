import Foundation
import MaskKit
import MaskKitCLI
import Testing

/// Reference vectors copied from `../shared/vectors` into `Fixtures/`, so `swift test` runs them offline.
enum VectorFixtures {
  /// The cases of `Fixtures/<name>.jsonl`, one parsed object per line.
  static func cases(_ name: String) -> [JSONValue] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name).jsonl")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
  }
}

extension JSONValue {
  /// The member `key` of an object, or nil.
  subscript(key: String) -> JSONValue? { objectValue?[key] }
}

extension JSONValue: CustomTestStringConvertible {
  /// Names a vector case by its id in test output.
  public var testDescription: String { self["id"]?.stringValue ?? serialized.prefix(80).description }
}

extension VectorFixtures {
  /// Runs every case of `cases` through `eval` in process and records an issue for each case that
  /// differs without being a listed deviation (by 1-based line), and for each deviation that now agrees.
  static func expectAgreement(
    _ cases: [JSONValue], dialect: MaskSpec.Dialect, deviations: [Int: String],
    differences: (_ testCase: JSONValue, _ output: JSONValue) -> [String]
  ) {
    let evaluator = Evaluator(defaultDialect: dialect)
    var differing: [Int: [String]] = [:]
    for (offset, testCase) in cases.enumerated() {
      let problems = differences(testCase, evaluator.evaluate(testCase))
      if !problems.isEmpty { differing[offset + 1] = problems }
    }
    for (line, problems) in differing.sorted(by: { $0.key < $1.key }) where deviations[line] == nil {
      Issue.record("line \(line): \(problems.joined(separator: "; "))")
    }
    for line in deviations.keys.sorted() where differing[line] == nil {
      Issue.record("line \(line) is listed as a deviation but agrees with the reference")
    }
  }
}
