extension BlockMask {
  /// `apply` for plain ASCII text on a mask with an ASCII table: the same routing as
  /// `BlockField.setText` (literals typed or skipped, a jump over literals to the next slot, a stop at
  /// the first character a slot refuses) over bytes, the first pass of a splice (`ByteSplice.route`).
  /// Nil when the text or the mask is not plain ASCII.
  ///
  /// `BlockMaskASCIIApplyTests` holds it to the general path.
  func applyASCII(_ input: CaretText) -> MaskResult? {
    guard let table = asciiTable else { return nil }
    var text = input.text
    guard text.isPlainASCII else { return nil }
    return text.withBytes { bytes in apply(bytes, table: table) }
  }

  private func apply(_ bytes: ReadBuffer<UInt8>, table: BlockASCIITable) -> MaskResult {
    var pass = ByteSplice()
    let (rendered, value) = [UInt8].filling(table.shown.count, min(bytes.count, table.symbols.count)) {
      rendered, value in
      table.withViews(of: layout) { views in
        _ = rendered.copy(from: views.shown)
        pass.route(bytes, views, rendered: rendered, value: value)
      }
      return (table.shown.count, pass.filled)
    }
    let caret = pass.writtenCaret
    var result = MaskResult(
      text: String(decoding: rendered, as: UTF8.self), caret: caret,
      value: String(decoding: value, as: UTF8.self), isComplete: value.count == table.symbols.count,
      tailPlaceholder: String(decoding: rendered[caret...], as: UTF8.self))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: value.count)
    return result
  }
}
