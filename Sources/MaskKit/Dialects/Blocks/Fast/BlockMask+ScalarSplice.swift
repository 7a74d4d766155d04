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
    let (written, value) = [UInt8].filling(table.shown.count + 3 * table.symbols.count, valueCapacity) {
      written, value in
      text.withBytes { bytes in
        tail.withBytes { tailBytes in
          table.withViews(of: layout) { views in
            route.run(bytes, views, written: written, value: value, verdicts: verdicts)
            guard !route.failed else { return }
            move = ScalarMove(after: route)
            move.run(tailBytes, from: offset, views, written: written, value: value, verdicts: verdicts)
          }
        }
      }
      return route.failed || move.failed ? (0, 0) : (move.output.writtenBytes, move.output.valueBytes)
    }
    guard !route.failed, !move.failed else { return nil }
    let filled = move.output.filled
    let lastSlotEnd = filled == 0 ? 0 : layout.slots[filled - 1].position + 1
    let caret = min(route.writtenEnd ?? route.cursor, lastSlotEnd)
    let caretBytes = caret == lastSlotEnd ? move.caretBytes : move.routeCaretBytes
    let shown = String(written[...], reusing: text)
    var result = MaskResult(
      text: shown, caret: caret, value: String(value[...], reusing: before),
      isComplete: filled == table.symbols.count,
      tailPlaceholder: shown.scalarsAfter(utf8Offset: caretBytes))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: filled)
    return result
  }
}

/// The second pass of a scalar splice: the scalars of the tail that sit at slot positions go into the
/// slots after those the routing filled, and the rest of the display is written after them.
private struct ScalarMove {
  /// What the routing and this pass wrote.
  var output = ScalarOutput()
  /// Where in the written bytes the display position the routing left the caret at starts.
  var routeCaretBytes = 0
  /// Where in the written bytes the position after the last filled slot starts.
  var caretBytes = 0
  /// Whether a scalar the pass met was not a standalone character.
  var failed = false

  init() {}

  init(after route: ScalarRoute) {
    output = route.output
    routeCaretBytes = route.writtenEnd == nil ? route.cursor : route.output.writtenBytes
  }

  /// Moves the scalars of `tail` (the display from `offset` on, valid UTF-8) at slot positions into the
  /// next slots, then writes the rest of the empty display; `written` has room for the display with
  /// every slot holding a four-byte scalar.
  mutating func run(
    _ tail: ReadBuffer<UInt8>, from offset: Int, _ views: BlockTableViews, written: WriteBuffer<UInt8>,
    value: WriteBuffer<UInt8>, verdicts: AcceptMemo
  ) {
    let (shown, slotAt, symbols, slots) = (views.shown, views.slotAt, views.symbols, views.slots)
    var index = 0
    var position = offset
    var output = self.output
    defer { self.output = output }
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
      guard output.filled < symbols.count else {
        if !Self.isStandalone(code) { failed = true }
        break reading
      }
      switch verdicts.verdict(code, symbols[output.filled]) {
      case AcceptMemo.accepted:
        output.fill(
          slots[output.filled].position, with: tail, start..<index, shown: shown, written: written,
          value: value)
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
    caretBytes = output.writtenBytes
    written.copy(shown, from: &output.emitted, upTo: shown.count, at: &output.writtenBytes)
  }

  /// Whether the scalar `code` is a standalone character; an ASCII one (a literal) is unless it is a
  /// carriage return.
  private static func isStandalone(_ code: UInt32) -> Bool {
    code < 0x80 ? code != 0x0D : Unicode.Scalar(code)?.isStandaloneCharacter ?? false
  }
}
