import Foundation
import MaskKit

/// The `delegate` field of blocks cases: `{"reject": [block…]}` vetoes changes of those blocks, and
/// `{"rewrite": {"block": i, "range"?: [loc, len], "string"?: S}}` rewrites the change of block `i`.
enum BlocksEvalDelegate {
  /// Hooks that record every `shouldChangeBlock` request in `log`, then answer as the case's delegate.
  static func hooks(_ testCase: EvalCase, log: BlockCallLog) throws(EvalError) -> BlockFieldHooks {
    let delegate = try hooks(testCase)
    return BlockFieldHooks(shouldChangeBlock: { change in
      log.record(change)
      return delegate.shouldChangeBlock?(&change) ?? true
    })
  }

  /// The case's delegate alone.
  private static func hooks(_ testCase: EvalCase) throws(EvalError) -> BlockFieldHooks {
    guard let value = testCase.fields["delegate"], !value.isNull else { return BlockFieldHooks() }
    guard let fields = value.objectValue else { throw .badCase("field \"delegate\" must be an object") }
    let delegate = EvalCase(fields)
    var rejected = Set<Int>()
    for element in try delegate.optionalArray("reject") ?? [] {
      guard let index = element.intValue else { throw .badCase("\"reject\" must hold block indices") }
      rejected.insert(index)
    }
    let rewrite = try self.rewrite(delegate)
    let vetoed = rejected
    return BlockFieldHooks(shouldChangeBlock: { change in
      if vetoed.contains(change.blockIndex) { return false }
      if let rewrite, rewrite.block == change.blockIndex {
        if let range = rewrite.range { change.range = range }
        if let string = rewrite.string { change.string = string }
      }
      return true
    })
  }

  private struct Rewrite: Sendable {
    let block: Int
    let range: Range<Int>?
    let string: String?
  }

  private static func rewrite(_ delegate: EvalCase) throws(EvalError) -> Rewrite? {
    guard let value = delegate.fields["rewrite"], !value.isNull else { return nil }
    guard let fields = value.objectValue else { throw .badCase("\"rewrite\" must be an object") }
    let rewrite = EvalCase(fields)
    var range: Range<Int>?
    if let pair = try rewrite.optionalArray("range") {
      guard pair.count == 2, let location = pair[0].intValue, let length = pair[1].intValue else {
        throw .badCase("\"rewrite.range\" must be [location, length]")
      }
      let start = min(max(location, 0), 1 << 40)
      range = start..<start + min(max(length, 0), 1 << 40)
    }
    return Rewrite(
      block: try rewrite.int("block"), range: range, string: try rewrite.optionalString("string"))
  }
}

/// The `shouldChangeBlock` requests of the last edit primitive, as `{"block", "range", "string"}`.
final class BlockCallLog: Sendable {
  private let calls = Locked<[JSONValue]>([])

  /// Forgets the calls recorded so far.
  func reset() { calls.withLock { $0 = [] } }

  /// Records one request, with its range as `[location, length]`.
  func record(_ change: BlockChange) {
    let call: JSONValue = .object([
      "block": .int(change.blockIndex),
      "range": .array([.int(change.range.lowerBound), .int(change.range.count)]),
      "string": .string(change.string),
    ])
    calls.withLock { $0.append(call) }
  }

  /// The recorded requests.
  var json: JSONValue { calls.withLock { .array($0) } }
}
