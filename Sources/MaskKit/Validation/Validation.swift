/// What a validation rule says about a value a mask extracted.
///
/// An app's rule gives its reason in its own words (``invalid(reason:)``, ``refused(reason:)``: the
/// problem is ``MaskProblem/custom(_:)``) or as a typed ``MaskProblem`` (`.invalid(.amount(.underMinimum("10.00")))`).
public enum Validation: Sendable, Hashable {
  /// The value is acceptable.
  case valid
  /// The value is shown as it is but is not complete; the problem says why.
  case invalid(MaskProblem)
  /// The edit that led to this value is refused and the field stays as it was; the problem says why.
  case refused(MaskProblem)

  /// The value is shown as it is but is not complete; `reason`, in the app's words, says why
  /// (``MaskProblem/custom(_:)``).
  public static func invalid(reason: String) -> Validation { .invalid(.custom(reason)) }

  /// The edit that led to this value is refused and the field stays as it was; `reason`, in the app's
  /// words, says why (``MaskProblem/custom(_:)``).
  public static func refused(reason: String) -> Validation { .refused(.custom(reason)) }

  /// The problem of an invalid or refused value, or nil when it is valid.
  public var problem: MaskProblem? {
    switch self {
    case .valid: nil
    case .invalid(let problem), .refused(let problem): problem
    }
  }

  /// The sentence of an invalid or refused value's problem (its ``MaskProblem/description``), or nil
  /// when it is valid.
  public var reason: String? { problem?.description }
}

extension MaskResult {
  /// This result under `validation`: not complete, with the validation's problem as ``problem``, unless
  /// it is valid.
  public func validated(by validation: Validation) -> MaskResult {
    guard let problem = validation.problem else { return self }
    var result = self
    result.isComplete = false
    result.problem = problem
    return result
  }
}
