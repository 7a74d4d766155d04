import Foundation
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
