import Foundation
import MaskKit

extension CompiledMask {
  /// What `--json` prints for one input: `input`, `text`, `value`, `complete`, `status`, and the
  /// `reason` when not complete with its `reasonCode` (the library's `MaskProblem.code`, a stable
  /// name such as `checkDigits`), and a preset's findings (`country`, `e164`, `type`, `brand`, …).
  func report(_ input: String) -> JSONValue {
    report(input, read(input))
  }

  /// ``report(_:)`` of `input` already read as `reading`.
  func report(
    _ input: String, _ reading: TextReading, language: Locale? = nil
  ) -> JSONValue {
    let (result, verdict) = (reading.result, reading.verdict)
    var object = reading.facts
    object["input"] = .string(input)
    object["text"] = .string(result.text)
    object["value"] = .string(result.value)
    object["complete"] = .bool(verdict == .complete)
    switch verdict {
    case .complete: object["status"] = "complete"
    case .incomplete(let reason):
      object["status"] = "incomplete"
      object["reason"] = .string(reason.description)
      object["reasonCode"] = .string(reason.problem.code)
    case .invalid(let reason):
      object["status"] = "invalid"
      object["reason"] = .string(reason.description)
      object["reasonCode"] = .string(reason.problem.code)
    }
    if let language, let reason = verdict.reason {
      object["localizedReason"] = .string(reason.description(in: language))
    }
    return .object(object)
  }
}
