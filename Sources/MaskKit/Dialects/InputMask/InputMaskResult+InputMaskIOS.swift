// input-mask-ios's names for the parts of its `Mask.Result`, on ``InputMaskResult`` (``InputMask/Result``).

extension InputMaskResult {
  /// input-mask-ios's formatted text with its caret (``MaskResult/text`` and ``MaskResult/caret``).
  public var formattedText: CaretText { CaretText(result.text, caret: result.caret) }

  /// input-mask-ios's name for the extracted value (``MaskResult/value``).
  public var extractedValue: String { result.value }

  /// input-mask-ios's name for whether the mask is filled (``MaskResult/isComplete``).
  public var complete: Bool { result.isComplete }

  /// What the rest of the mask looks like after the text (``MaskResult/tailPlaceholder``).
  public var tailPlaceholder: String { result.tailPlaceholder }
}
