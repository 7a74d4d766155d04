extension BlockMask {
  /// The display up to the last filled slot. Slots fill in order, so the filled ones are the first `n`,
  /// one per character of `value`; the template characters after them were never entered, even where
  /// their slot would accept them (a `.` slot showing `_`).
  public func enteredLength(of text: String, value: String) -> Int? {
    let filled = min(value.characterCount, slotCount)
    return filled == 0 ? 0 : layout.slots[filled - 1].position + 1
  }

  /// The field holding `value`: its characters fill the slots in order, with no routing (a literal or
  /// template character in `value` is an entered character); the first one its slot refuses and those
  /// after it are left out, and so are those past the last slot. The caret is after the last filled slot.
  ///
  /// `BlockEntriesTests` holds the byte path to the `Character` path.
  public func rendering(ofValue value: String) -> MaskResult? {
    renderingASCII(ofValue: value) ?? renderingByCharacters(ofValue: value)
  }

  /// `rendering(ofValue:)` for every mask and value.
  func renderingByCharacters(ofValue value: String) -> MaskResult {
    var entries = [Character?](repeating: nil, count: slotCount)
    var kept = ""
    var filled = 0
    for character in value {
      guard filled < slotCount, layout.slots[filled].symbol.accepts(character) else { break }
      entries[filled] = character
      kept.append(character)
      filled += 1
    }
    return result(text: render(entries), value: kept, filled: filled)
  }

  /// `rendering(ofValue:)` over bytes, for a plain ASCII value on a mask with an ASCII table.
  private func renderingASCII(ofValue value: String) -> MaskResult? {
    guard let table = asciiTable, value.isPlainASCII else { return nil }
    var rendered = table.shown
    var filled = 0
    for byte in value.utf8 {
      guard filled < table.symbols.count, table.symbols[filled].accepts(ascii: byte) else { break }
      rendered[layout.slots[filled].position] = byte
      filled += 1
    }
    let kept = filled == value.utf8.count ? value : String(decoding: value.utf8.prefix(filled), as: UTF8.self)
    return result(text: String(decoding: rendered, as: UTF8.self), value: kept, filled: filled)
  }

  private func result(text: String, value: String, filled: Int) -> MaskResult {
    let caret = filled == 0 ? 0 : layout.slots[filled - 1].position + 1
    return MaskResult(
      text: text, caret: caret, value: value, isComplete: filled == slotCount,
      tailPlaceholder: String(text.dropFirst(caret)))
  }
}
