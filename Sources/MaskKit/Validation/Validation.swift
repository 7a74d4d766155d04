/// What a validation rule says about a value a mask extracted.
public enum Validation: Sendable, Hashable {
  /// The value is acceptable.
  case valid
  /// The value is shown as it is but is not complete; `reason` says why.
  case invalid(reason: String)
  /// The edit that led to this value is refused and the field stays as it was; `reason` says why.
  case refused(reason: String)

  /// The reason of an invalid or refused value, or nil when it is valid.
  public var reason: String? {
    switch self {
    case .valid: nil
    case .invalid(let reason), .refused(let reason): reason
    }
  }
}

extension MaskResult {
  /// This result under `validation`: not complete, with the reason as ``problem``, unless it is valid.
  public func validated(by validation: Validation) -> MaskResult {
    guard let reason = validation.reason else { return self }
    var result = self
    result.isComplete = false
    result.problem = reason
    return result
  }
}
