extension BlockMask {
  /// `splicing` over standalone scalars (each one `Character`) on a mask with an ASCII table: the
  /// routing of `applyScalars` over `text`, then the scalars of `tail` at slot positions into the next
  /// slots until one refuses, the display written in order; every scalar of the text and value is
  /// standalone, so the result knows their counts (a display position and a slot each). The text and
  /// value reuse what they share with `text` and `before`, the field's value (`String(_:reusing:)`). Nil for other masks, and when a scalar
  /// either pass meets, or the one after the last it reads, is not a standalone character.
  func splicingScalars(_ text: String, _ tail: String, from offset: Int, value before: String = "")
    -> MaskResult?
  {
    guard let table = asciiTable, offset >= 0 else { return nil }
    var text = text
    var tail = tail
    var route = ScalarRoute()
    var move = ScalarMove()
    let verdicts = AcceptMemo()
    defer { verdicts.deallocate() }
    let valueCapacity = text.utf8.count + tail.utf8.count
    var value: [UInt8] = []
    let written = [UInt8](fillingCapacity: table.shown.count + 3 * table.symbols.count) {
      writtenBuffer, writtenCount in
      value = [UInt8](fillingCapacity: valueCapacity) { valueBuffer, valueCount in
        text.withBytes { bytes in
          tail.withBytes { tailBytes in
            table.shown.withReadBuffer { shown in
              table.slotAt.withReadBuffer { slotAt in
                table.symbols.withReadBuffer { symbols in
                  layout.nextSlotPosition.withReadBuffer { next in
                    layout.slots.withReadBuffer { slots in
                      route.run(
                        bytes, shown: shown, slotAt: slotAt, symbols: symbols, next: next,
                        written: writtenBuffer, value: valueBuffer, verdicts: verdicts)
                      guard !route.failed else { return }
                      move = ScalarMove(after: route)
                      move.run(
                        tailBytes, from: offset, shown: shown, slotAt: slotAt, symbols: symbols, slots: slots,
                        written: writtenBuffer, value: valueBuffer, verdicts: verdicts)
                    }
                  }
                }
              }
            }
          }
        }
        valueCount = route.failed || move.failed ? 0 : move.valueBytes
      }
      writtenCount = route.failed || move.failed ? 0 : move.writtenBytes
    }
    guard !route.failed, !move.failed else { return nil }
    let lastSlotEnd = move.filled == 0 ? 0 : layout.slots[move.filled - 1].position + 1
    let caret = min(route.writtenEnd ?? route.cursor, lastSlotEnd)
    let caretBytes = caret == lastSlotEnd ? move.caretBytes : move.routeCaretBytes
    let shown = String(written[...], reusing: text)
    var result = MaskResult(
      text: shown, caret: caret, value: String(value[...], reusing: before),
      isComplete: move.filled == table.symbols.count,
      tailPlaceholder: shown.scalarsAfter(utf8Offset: caretBytes))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: move.filled)
    return result
  }
}

/// The second pass of a scalar splice: the scalars of the tail that sit at slot positions go into the
/// slots after those the routing filled, and the rest of the display is written after them.
private struct ScalarMove {
  /// The slots filled.
  var filled = 0
  var valueBytes = 0
  var writtenBytes = 0
  /// The display positions written.
  var emitted = 0
  /// Where in the written bytes the display position the routing left the caret at starts.
  var routeCaretBytes = 0
  /// Where in the written bytes the position after the last filled slot starts.
  var caretBytes = 0
  /// Whether a scalar the pass met was not a standalone character.
  var failed = false

  init() {}

  init(after route: ScalarRoute) {
    filled = route.valueCount
    valueBytes = route.valueBytes
    writtenBytes = route.writtenBytes
    emitted = route.writtenEnd ?? 0
    routeCaretBytes = route.writtenEnd == nil ? route.cursor : route.writtenBytes
  }

  /// Moves the scalars of `tail` (the display from `offset` on, valid UTF-8) at slot positions into the
  /// next slots, then writes the rest of the empty display; `written` has room for the display with
  /// every slot holding a four-byte scalar.
  mutating func run(
    _ tail: ReadBuffer<UInt8>, from offset: Int, shown: ReadBuffer<UInt8>,
    slotAt: ReadBuffer<Int32>, symbols: ReadBuffer<BlockSymbol>,
    slots: ReadBuffer<BlockSlot>, written: WriteBuffer<UInt8>,
    value: WriteBuffer<UInt8>, verdicts: AcceptMemo
  ) {
    var index = 0
    var position = offset
    var filled = self.filled
    var valueBytes = self.valueBytes
    var writtenBytes = self.writtenBytes
    var emitted = self.emitted
    defer {
      self.filled = filled
      self.valueBytes = valueBytes
      self.writtenBytes = writtenBytes
      self.emitted = emitted
    }
    reading: while index < tail.count {
      guard position < shown.count else {
        failed = true
        return
      }
      let start = index
      let code = decodeScalar(tail, at: &index)
      guard slotAt[position] >= 0 else {
        if !Self.isStandalone(code) { failed = true }
        position &+= 1
        continue
      }
      guard filled < symbols.count else {
        if !Self.isStandalone(code) { failed = true }
        break reading
      }
      switch verdicts.verdict(code, symbols[filled]) {
      case AcceptMemo.accepted:
        let slot = slots[filled].position
        while emitted < slot {
          written[writtenBytes] = shown[emitted]
          writtenBytes &+= 1
          emitted &+= 1
        }
        var copied = start
        repeat {
          written[writtenBytes] = tail[copied]
          value[valueBytes] = tail[copied]
          writtenBytes &+= 1
          valueBytes &+= 1
          copied &+= 1
        } while copied < index
        emitted &+= 1
        filled &+= 1
        position &+= 1
      case AcceptMemo.refused:
        var following = index
        if index < tail.count, !Self.isStandalone(decodeScalar(tail, at: &following)) { failed = true }
        break reading
      default:
        failed = true
        break reading
      }
    }
    caretBytes = writtenBytes
    while emitted < shown.count {
      written[writtenBytes] = shown[emitted]
      writtenBytes &+= 1
      emitted &+= 1
    }
  }

  /// Whether the scalar `code` is a standalone character; an ASCII one (a literal) is unless it is a
  /// carriage return.
  private static func isStandalone(_ code: UInt32) -> Bool {
    code < 0x80 ? code != 0x0D : Unicode.Scalar(code)?.isStandaloneCharacter ?? false
  }
}
