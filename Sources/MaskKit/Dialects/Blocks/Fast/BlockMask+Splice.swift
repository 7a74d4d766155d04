extension BlockMask {
  /// `text` applied, then the entries shown in `tail` filling the slots after it as entered characters
  /// (no routing), the caret where applying `text` left it or after the last slot filled, whichever
  /// comes first.
  ///
  /// On masks with an ASCII table, plain ASCII text and tails are spliced in one pass over bytes and
  /// those of standalone scalars in one pass over scalars; `BlockSpliceTests` holds both to
  /// `splicingByParts`.
  public func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int) -> MaskResult? {
    splicing(text, beforeEntriesShownIn: tail, from: offset, value: "")
  }

  /// `splicing` in a field whose value is `value`: the value of a scalar splice copies the characters
  /// it shares with `value` instead of decoding them.
  public func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int, value: String)
    -> MaskResult?
  {
    splicingASCII(text, tail, from: offset) ?? splicingScalars(text, tail, from: offset, value: value)
      ?? splicingByParts(text, tail, from: offset)
  }

  /// `splicing` over bytes: the routing of `applyASCII` over `text`, then the bytes of `tail` at slot
  /// positions into the next slots until one refuses. Nil unless the mask has an ASCII table and `text`
  /// and `tail` are plain ASCII.
  func splicingASCII(_ text: String, _ tail: String, from offset: Int) -> MaskResult? {
    var text = text
    var tail = tail
    guard let table = asciiTable, offset >= 0, text.isPlainASCII, tail.isPlainASCII else { return nil }
    var pass = ByteSplice()
    let (rendered, value) = [UInt8].filling(table.shown.count, table.symbols.count) { rendered, value in
      text.withBytes { text in
        tail.withBytes { tail in
          table.withViews(of: layout) { views in
            _ = rendered.copy(from: views.shown)
            pass.route(text, views, rendered: rendered, value: value)
            pass.move(tail, from: offset, views, rendered: rendered, value: value)
          }
        }
      }
      return (table.shown.count, pass.filled)
    }
    let filled = pass.filled
    let lastSlotEnd = filled == 0 ? 0 : layout.slots[filled - 1].position + 1
    let caret = min(pass.writtenCaret, lastSlotEnd)
    var result = MaskResult(
      text: String(decoding: rendered, as: UTF8.self), caret: caret,
      value: String(decoding: value, as: UTF8.self), isComplete: filled == table.symbols.count,
      tailPlaceholder: String(decoding: rendered[caret...], as: UTF8.self))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: filled)
    return result
  }
}

/// The two passes of a blocks splice over bytes: the slots filled and where routing the text before
/// the tail left the caret. `BlockMask.applyASCII` is the first pass alone.
struct ByteSplice {
  var filled = 0
  var writtenCaret = 0

  /// Routes `bytes` as `BlockMask.applyASCII` does (literals typed or skipped, a jump over literals
  /// to the next slot, a stop at the first byte a slot refuses) into `rendered`, the empty display.
  mutating func route(
    _ bytes: ReadBuffer<UInt8>, _ views: BlockTableViews, rendered: WriteBuffer<UInt8>,
    value: WriteBuffer<UInt8>
  ) {
    let (shown, slotAt, symbols, next) = (views.shown, views.slotAt, views.symbols, views.next)
    var cursor = 0
    var fallback = 0
    var filled = 0
    var writtenEnd: Int?
    for byte in bytes {
      guard cursor < shown.count else { break }
      var target = cursor
      if slotAt[cursor] < 0 {
        if byte == shown[cursor] || byte == 0x20 {
          cursor += 1
          continue
        }
        fallback = cursor
        guard let slotPosition = next[cursor] else { break }
        target = slotPosition
      }
      guard symbols[filled].accepts(ascii: byte) else {
        cursor = fallback
        break
      }
      rendered[target] = byte
      value[filled] = byte
      filled += 1
      cursor = target + 1
      writtenEnd = cursor
    }
    self.filled = filled
    writtenCaret = writtenEnd ?? cursor
  }

  /// Moves the bytes of `tail` (the display from `offset` on) that sit at slot positions into the
  /// slots after the filled ones, in order, until a slot refuses one or no slot is left.
  mutating func move(
    _ tail: ReadBuffer<UInt8>, from offset: Int, _ views: BlockTableViews, rendered: WriteBuffer<UInt8>,
    value: WriteBuffer<UInt8>
  ) {
    let (slotAt, symbols, slots) = (views.slotAt, views.symbols, views.slots)
    let end = min(tail.count, max(0, slotAt.count - offset))
    var filled = self.filled
    defer { self.filled = filled }
    for index in 0..<end where slotAt[offset + index] >= 0 {
      let byte = tail[index]
      guard filled < symbols.count, symbols[filled].accepts(ascii: byte) else { return }
      rendered[slots[filled].position] = byte
      value[filled] = byte
      filled += 1
    }
  }
}
