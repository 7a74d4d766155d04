extension BlockMask {
  /// The display up to the last filled slot. Slots fill in order, so the filled ones are the first `n`,
  /// one per character of `value`; the template characters after them were never entered, even where
  /// their slot would accept them (a `.` slot showing `_`).
  public func enteredLength(of text: String, value: String) -> Int? {
    enteredLength(of: text, value: value, valueCount: value.characterCount)
  }

  /// The display up to the last filled slot, for a value of `valueCount` characters.
  public func enteredLength(of text: String, value: String, valueCount: Int) -> Int? {
    let filled = min(valueCount, slotCount)
    return filled <= 0 ? 0 : layout.slots[filled - 1].position + 1
  }

  /// The field holding `value`: its characters fill the slots in order, with no routing (a literal or
  /// template character in `value` is an entered character); the first one its slot refuses and those
  /// after it are left out, and so are those past the last slot. The caret is after the last filled slot.
  ///
  /// Plain ASCII values are rendered from bytes and values of standalone scalars from scalars on masks
  /// with an ASCII table; `BlockEntriesTests` holds both to the `Character` path.
  public func rendering(ofValue value: String) -> MaskResult? {
    if let table = asciiTable {
      if value.isPlainASCII { return renderingASCII(ofValue: value, table: table) }
      if let scalars = value.standaloneScalars { return renderingScalars(scalars, of: value, table: table) }
    }
    return renderingByCharacters(ofValue: value)
  }

  /// The characters in the slots of `text`, the display from position `offset` on: plain ASCII text is
  /// read from bytes and text of standalone scalars from scalars on masks with an ASCII table
  /// (`BlockEntriesTests` holds both to the `Character` path).
  public func entries(shownIn text: String, from offset: Int) -> String? {
    guard let table = asciiTable, text.isPlainASCII else {
      guard asciiTable != nil, let scalars = text.standaloneScalars else {
        return entriesByCharacters(shownIn: text, from: offset)
      }
      let slots = zip(layout.cells.dropFirst(max(0, offset)), scalars).compactMap { cell, scalar in
        if case .slot = cell { return scalar } else { return nil }
      }
      return String(scalars: slots)
    }
    var text = text
    return text.withBytes { bytes in
      table.slotAt.withReadBuffer { slotAt in
        let end = min(bytes.count, max(0, slotAt.count - offset))
        guard offset >= 0, end > 0 else { return "" }
        return String.writingUTF8(capacity: end) { entries in
          var count = 0
          for index in 0..<end where slotAt[offset + index] >= 0 {
            entries[count] = bytes[index]
            count += 1
          }
          return count
        }
      }
    }
  }

  /// `entries(shownIn:from:)` for every mask and text.
  func entriesByCharacters(shownIn text: String, from offset: Int) -> String {
    var entries = ""
    for (cell, character) in zip(layout.cells.dropFirst(max(0, offset)), text) {
      if case .slot = cell { entries.append(character) }
    }
    return entries
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
    let text = render(entries)
    let caret = filled == 0 ? 0 : layout.slots[filled - 1].position + 1
    return MaskResult(
      text: text, caret: caret, value: kept, isComplete: filled == slotCount,
      tailPlaceholder: TextCharacters(text).suffix(from: caret))
  }

  /// `rendering(ofValue:)` over the bytes of a plain ASCII value.
  func renderingASCII(ofValue value: String, table: BlockASCIITable) -> MaskResult {
    var rendered = table.shown
    var filled = 0
    var caret = 0
    var text = value
    text.withBytes { bytes in
      rendered.withWriteBuffer { rendered in
        table.symbols.withReadBuffer { symbols in
          layout.slots.withReadBuffer { slots in
            for byte in bytes {
              guard filled < slots.count, symbols[filled].accepts(ascii: byte) else { break }
              rendered[slots[filled].position] = byte
              filled += 1
            }
            caret = filled == 0 ? 0 : slots[filled - 1].position + 1
          }
        }
      }
    }
    let kept = filled == value.utf8.count ? value : String(decoding: value.utf8.prefix(filled), as: UTF8.self)
    return MaskResult(
      text: String(decoding: rendered, as: UTF8.self), caret: caret, value: kept,
      isComplete: filled == table.symbols.count,
      tailPlaceholder: String(decoding: table.shown[caret...], as: UTF8.self))
  }

  /// `rendering(ofValue:)` over a value of standalone scalars (each one `Character`).
  func renderingScalars(_ scalars: [Unicode.Scalar], of value: String, table: BlockASCIITable) -> MaskResult {
    let verdicts = AcceptMemo()
    defer { verdicts.deallocate() }
    var written: [UInt8] = []
    written.reserveCapacity(table.shown.count + 3 * scalars.count)
    var filled = 0
    var caret = 0
    for scalar in scalars {
      guard let slot = layout.nextSlotPosition[caret],
        verdicts.verdict(scalar.value, table.symbols[Int(table.slotAt[slot])]) == AcceptMemo.accepted
      else { break }
      for position in caret..<slot { written.append(table.shown[position]) }
      written.appendUTF8(of: scalar)
      filled += 1
      caret = slot + 1
    }
    written.append(contentsOf: table.shown[caret...])
    return MaskResult(
      text: String(decoding: written, as: UTF8.self), caret: caret,
      value: filled == scalars.count ? value : String(scalars: Array(scalars.prefix(filled))),
      isComplete: filled == table.symbols.count,
      tailPlaceholder: String(decoding: table.shown[caret...], as: UTF8.self))
  }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of `scalar`.
  fileprivate mutating func appendUTF8(of scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      append(UInt8(value))
    case 0x80..<0x800:
      append(UInt8(0xC0 | value >> 6))
      append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      append(UInt8(0xE0 | value >> 12))
      append(UInt8(0x80 | value >> 6 & 0x3F))
      append(UInt8(0x80 | value & 0x3F))
    default:
      append(UInt8(0xF0 | value >> 18))
      append(UInt8(0x80 | value >> 12 & 0x3F))
      append(UInt8(0x80 | value >> 6 & 0x3F))
      append(UInt8(0x80 | value & 0x3F))
    }
  }
}
