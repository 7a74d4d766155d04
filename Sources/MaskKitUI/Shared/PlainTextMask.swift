import MaskKit

/// A mask that changes nothing: every text is complete and is its own value.
///
/// What a field shows before Interface Builder sets its format, and while a blocks field has no mask.
public struct PlainTextMask: Mask, Hashable {
  /// Creates the mask.
  public init() {}

  /// The text as it is, with the caret where it was.
  public func apply(_ input: CaretText) -> MaskResult {
    let caret = min(max(0, input.caret), input.text.count)
    return MaskResult(
      text: input.text, caret: caret, value: input.text, isComplete: true, tailPlaceholder: "")
  }

  /// Nothing: there are no slots to show.
  public var placeholder: String { "" }
}
