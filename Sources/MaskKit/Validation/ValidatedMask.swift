/// Any mask with a validation rule attached: the rule sees each extracted value and can mark it invalid
/// with a reason (shown, never complete) or refuse the edit that produced it.
///
/// `ValidatedMask(try InputMask("[000]")) { Int($0).map { $0 <= 255 } == false ? .invalid(reason: "over 255") : .valid }`
/// — the rule runs on every result, so ``MaskedText`` reports ``EditEvent/becameInvalid(reason:)``
/// and the result's ``MaskResult/problem`` carries the reason, while a ``Validation/refused(reason:)``
/// verdict makes the field refuse the keystroke or paste.
///
/// It forwards every requirement of ``Mask`` to its base by being a ``MaskWrapping``.
public struct ValidatedMask: MaskWrapping {
  /// The mask that formats the text.
  public let base: any Mask
  /// The rule applied to each extracted value; it must be pure (the same value, the same verdict).
  public let rule: @Sendable (String) -> Validation

  /// Attaches `rule` to `base`.
  public init(_ base: any Mask, rule: @escaping @Sendable (String) -> Validation) {
    self.base = base
    self.rule = rule
  }

  /// The rule's verdict on `result`'s value; an empty value is always valid (nothing typed yet).
  public func validation(of result: MaskResult) -> Validation {
    result.value.isEmpty ? .valid : rule(result.value)
  }

  /// `result` with the rule's verdict.
  public func adjusted(_ result: MaskResult) -> MaskResult {
    result.validated(by: validation(of: result))
  }
}
