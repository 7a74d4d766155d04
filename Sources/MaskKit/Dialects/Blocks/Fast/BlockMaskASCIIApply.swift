extension BlockMask {
  /// `apply` for plain ASCII text on a mask with an ASCII table: the same routing as
  /// `BlockField.setText` (literals typed or skipped, a jump over literals to the next slot, a stop at
  /// the first character a slot refuses) over bytes. Nil when the text or the mask is not plain ASCII.
  ///
  /// `BlockMaskASCIIApplyTests` holds it to the general path.
  func applyASCII(_ input: CaretText) -> MaskResult? {
    guard let table = asciiTable else { return nil }
    var text = input.text
    guard text.isPlainASCII else { return nil }
    return text.withBytes { bytes in apply(bytes, table: table) }
  }

  private func apply(_ bytes: ReadBuffer<UInt8>, table: BlockASCIITable) -> MaskResult {
    let next = layout.nextSlotPosition
    var rendered = table.shown
    var value: [UInt8] = []
    value.reserveCapacity(min(bytes.count, table.symbols.count))
    var cursor = 0
    var fallback = 0
    var writtenEnd: Int?
    for byte in bytes {
      guard cursor < rendered.count else { break }
      var target = cursor
      if table.slotAt[cursor] < 0 {
        if byte == table.shown[cursor] || byte == 0x20 {
          cursor += 1
          continue
        }
        fallback = cursor
        guard let slotPosition = next[cursor] else { break }
        target = slotPosition
      }
      guard table.symbols[Int(table.slotAt[target])].accepts(ascii: byte) else {
        cursor = fallback
        break
      }
      rendered[target] = byte
      value.append(byte)
      cursor = target + 1
      writtenEnd = cursor
    }
    let caret = writtenEnd ?? cursor
    var result = MaskResult(
      text: String(decoding: rendered, as: UTF8.self), caret: caret,
      value: String(decoding: value, as: UTF8.self), isComplete: value.count == table.symbols.count,
      tailPlaceholder: String(decoding: rendered[caret...], as: UTF8.self))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: value.count)
    return result
  }
}
