extension BlockMask: Mask {
  /// Distributes `input.text` into the blocks as setting a field's text does; the caret ends after the
  /// last slot written, the value is the entered characters, and the mask is complete when every slot is.
  public func apply(_ input: CaretText) -> MaskResult {
    applyASCII(input) ?? applyScalars(input) ?? applyByField(input)
  }

  /// `apply` through a `BlockField`, for every text and mask.
  /// Marks attached to a digit are dropped first (the fast paths never meet them).
  func applyByField(_ input: CaretText) -> MaskResult {
    let input = input.droppingDigitAttachments
    var field = BlockField(mask: self)
    field.setText(input.text)
    let caret = field.selection.end
    let shown = field.maskText
    return MaskResult(
      text: shown, caret: caret, value: field.value, isComplete: field.status == .complete,
      tailPlaceholder: String(shown.dropFirst(caret)))
  }

  /// The template rendering: every slot shows its template character.
  public var placeholder: String {
    asciiTable.map { String(decoding: $0.shown, as: UTF8.self) } ?? templateText
  }

  /// The literals shown before the first block.
  public var literalPrefix: String {
    var prefix = ""
    for cell in layout.cells {
      guard case .literal(let character) = cell else { break }
      prefix.append(character)
    }
    return prefix
  }
}
