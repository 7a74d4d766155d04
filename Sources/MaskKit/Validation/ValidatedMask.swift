/// Any mask with a validation rule attached: the rule sees each extracted value and can mark it invalid
/// with a reason (shown, never complete) or refuse the edit that produced it.
///
/// `ValidatedMask(try InputMask("[000]")) { Int($0).map { $0 <= 255 } == false ? .invalid(reason: "over 255") : .valid }`
/// — the rule runs on every result, so ``MaskedText`` reports ``EditEvent/becameInvalid(reason:)``
/// and the result's ``MaskResult/problem`` carries the reason, while a ``Validation/refused(reason:)``
/// verdict makes the field refuse the keystroke or paste.
public struct ValidatedMask: Mask {
  /// The mask that formats the text.
  public let base: any Mask
  /// The rule applied to each extracted value; it must be pure (the same value, the same verdict).
  public let rule: @Sendable (String) -> Validation

  /// Attaches `rule` to `base`.
  public init(_ base: any Mask, rule: @escaping @Sendable (String) -> Validation) {
    self.base = base
    self.rule = rule
  }

  /// Formats `input` with the base mask and applies the rule's verdict to the result.
  public func apply(_ input: CaretText) -> MaskResult {
    let result = base.apply(input)
    return result.validated(by: validation(of: result))
  }

  /// The rule's verdict on `result`'s value; an empty value is always valid (nothing typed yet).
  public func validation(of result: MaskResult) -> Validation {
    result.value.isEmpty ? .valid : rule(result.value)
  }

  /// The base mask's abilities, so a rule added to a preset keeps how it reads pastes, typed runs and
  /// whole texts, describes its slots and reports its findings (whose result carries the rule's verdict).
  public var abilities: MaskAbilities {
    let rule = rule
    return base.abilities.adjusted { result in
      result.validated(by: result.value.isEmpty ? .valid : rule(result.value))
    }
  }

  /// The base mask's placeholder.
  public var placeholder: String { base.placeholder }

  /// The base mask's literal prefix.
  public var literalPrefix: String { base.literalPrefix }

  /// The base mask's entered part of a rendering.
  public func enteredLength(of text: String, value: String) -> Int? {
    base.enteredLength(of: text, value: value)
  }

  /// The base mask's entered part of a rendering of a value of `valueCount` characters.
  public func enteredLength(of text: String, value: String, valueCount: Int) -> Int? {
    base.enteredLength(of: text, value: value, valueCount: valueCount)
  }

  /// The base mask's rendering of `value`, with the rule's verdict.
  public func rendering(ofValue value: String) -> MaskResult? {
    base.rendering(ofValue: value).map { $0.validated(by: validation(of: $0)) }
  }

  /// The characters the base mask's slots hold in a part of a rendering.
  public func entries(shownIn text: String, from offset: Int) -> String? {
    base.entries(shownIn: text, from: offset)
  }
}
