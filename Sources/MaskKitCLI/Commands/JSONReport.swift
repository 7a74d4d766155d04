import MaskKit

extension CompiledMask {
  /// What `--json` prints for one input: `input`, `text`, `value`, `complete`, `status` and the
  /// `reason` when not complete, and a preset's findings (`country`, `e164`, `type`, `brand`, …).
  func report(_ input: String) -> JSONValue {
    let result = format(input)
    var object = facts(input)
    object["input"] = .string(input)
    object["text"] = .string(result.text)
    object["value"] = .string(result.value)
    let verdict = self.verdict(input)
    object["complete"] = .bool(verdict == .complete)
    switch verdict {
    case .complete: object["status"] = "complete"
    case .incomplete(let reason):
      object["status"] = "incomplete"
      object["reason"] = .string(reason)
    case .invalid(let reason):
      object["status"] = "invalid"
      object["reason"] = .string(reason)
    }
    return .object(object)
  }
}
