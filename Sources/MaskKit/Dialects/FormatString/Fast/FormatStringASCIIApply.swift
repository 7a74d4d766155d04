/// The byte form of a format whose literals are plain ASCII (no carriage return): one byte per position.
struct FormatStringASCIITable: Sendable, Hashable {
  /// For each position: the slot's index in `FormatStringSlot.allCases`, or `literal`.
  let kinds: [UInt8]
  /// For each position: the literal's byte, or the slot's symbol as the placeholder shows it.
  let shown: [UInt8]

  /// The kind of a literal position.
  static let literal: UInt8 = 0xFF
  /// `fits[kind << 7 | byte]`: what a slot of that kind writes for the ASCII byte, `refused` if nothing.
  static let fits: [UInt8] = FormatStringSlot.allCases.flatMap { slot in
    (0..<128).map { byte in slot.fit(ascii: UInt8(byte)) ?? refused }
  }
  /// No ASCII byte: the slot refuses the character.
  static let refused: UInt8 = 0xFF

  /// The table of `symbols`, nil when a literal is not a plain ASCII byte.
  init?(_ symbols: [FormatStringSymbol]) {
    var kinds: [UInt8] = []
    var shown: [UInt8] = []
    kinds.reserveCapacity(symbols.count)
    shown.reserveCapacity(symbols.count)
    for symbol in symbols {
      switch symbol {
      case .literal(let literal):
        guard let byte = literal.asciiValue, literal.utf8.count == 1, byte != 0x0D else { return nil }
        kinds.append(Self.literal)
        shown.append(byte)
      case .slot(let slot):
        kinds.append(UInt8(FormatStringSlot.allCases.firstIndex(of: slot) ?? 0))
        shown.append(slot.rawValue.asciiValue ?? 0x5F)
      }
    }
    self.kinds = kinds
    self.shown = shown
  }
}

extension FormatStringSlot {
  /// What the slot writes for one plain ASCII byte, nil when it does not fit. Both classes agree on
  /// ASCII: digits are `0`–`9`, letters `A`–`Z` and `a`–`z`.
  func fit(ascii byte: UInt8) -> UInt8? {
    let isDigit = (0x30...0x39).contains(byte)
    let isUpper = (0x41...0x5A).contains(byte)
    let isLower = (0x61...0x7A).contains(byte)
    switch self {
    case .optionalDigit, .fixedDigit: return isDigit ? byte : nil
    case .upperLetter: return isLower ? byte - 0x20 : (isUpper ? byte : nil)
    case .lowerLetter: return isUpper ? byte + 0x20 : (isLower ? byte : nil)
    case .letter: return isUpper || isLower ? byte : nil
    case .anyCharacter: return byte
    }
  }
}

extension FormatStringMask {
  /// `apply` for plain ASCII text on a format with an ASCII table: the editing walk over bytes (present
  /// literals kept, refused characters dropped). Nil when the text or the format is not plain ASCII.
  ///
  /// `FormatStringASCIIApplyTests` holds it to the general walk.
  func applyASCII(_ input: CaretText) -> MaskResult? {
    guard let table = asciiTable else { return nil }
    var text = input.text
    guard text.isPlainASCII else { return nil }
    return text.withBytes { bytes in apply(bytes, input: input, table: table) }
  }

  private func apply(_ bytes: ReadBuffer<UInt8>, input: CaretText, table: FormatStringASCIITable)
    -> MaskResult
  {
    let caret = min(max(0, input.caret), bytes.count)
    let fillsLiterals = caret == bytes.count && input.gravity == .forward && input.autocomplete
    var walk = FormatStringWalkMarks()
    let (written, value) = [UInt8].filling(table.kinds.count, min(bytes.count, slotCount)) { written, value in
      table.kinds.withReadBuffer { kinds in
        table.shown.withReadBuffer { shown in
          FormatStringASCIITable.fits.withReadBuffer { fits in
            walk.runASCII(
              bytes, caret: caret, kinds: kinds, shown: shown, fits: fits, written: written, value: value,
              fillsLiterals: fillsLiterals)
          }
        }
      }
      return (walk.written, walk.valueCount)
    }
    let (end, caretOut) = walk.shownEnd(of: written.count, caret: caret, textCount: bytes.count, input: input)
    return MaskResult(
      text: String(decoding: written[..<end], as: UTF8.self), caret: caretOut,
      value: String(decoding: value, as: UTF8.self), isComplete: value.count == slotCount,
      tailPlaceholder: String(decoding: table.shown[walk.position...], as: UTF8.self))
  }
}

/// Where a fast editing walk of `FormatStringWalk` (over bytes or scalars) stopped and what it wrote.
struct FormatStringWalkMarks {
  /// The position the walk stopped at.
  var position = 0
  /// The positions written.
  var written = 0
  /// The slots written.
  var valueCount = 0
  /// The positions written before the text's character at the caret.
  var writtenAtCaret = 0
  /// The positions written up to the last slot written.
  var writtenAtLastSlot = 0

  /// The end of the display to show of the `count` positions written, and its caret, after a walk over
  /// a text of `textCount` characters with the caret at `caret` (clamped to them) and `input`'s gravity
  /// and autoskip: a caret at the end is at the end of the display, or with autoskip the display ends
  /// after the last slot written.
  func shownEnd(of count: Int, caret: Int, textCount: Int, input: CaretText) -> (end: Int, caret: Int) {
    var end = count
    var caretOut = writtenAtCaret
    if caret == textCount, input.gravity == .forward {
      caretOut = end
    } else if caret == textCount, input.autoskip, writtenAtLastSlot < end {
      end = writtenAtLastSlot
      caretOut = min(caretOut, end)
    }
    return (end, min(caretOut, end))
  }
}

extension FormatStringWalkMarks {
  /// The editing walk over bytes: walks `bytes` through the positions; `written` has room for one byte
  /// per position and `value` for one per text byte or slot, whichever is fewer.
  mutating func runASCII(
    _ bytes: ReadBuffer<UInt8>, caret: Int, kinds: ReadBuffer<UInt8>,
    shown: ReadBuffer<UInt8>, fits: ReadBuffer<UInt8>,
    written output: WriteBuffer<UInt8>, value: WriteBuffer<UInt8>,
    fillsLiterals: Bool
  ) {
    characters: for index in 0..<bytes.count {
      let byte = bytes[index]
      if index == caret { writtenAtCaret = written }
      while position < kinds.count {
        let kind = kinds[position]
        guard kind != FormatStringASCIITable.literal else {
          let literal = shown[position]
          output.append(literal, at: &written)
          position += 1
          if literal == byte { continue characters }
          continue
        }
        let fitted = fits[Int(kind) << 7 | Int(byte)]
        if fitted != FormatStringASCIITable.refused {
          output.append(fitted, at: &written)
          value.append(fitted, at: &valueCount)
          position += 1
          writtenAtLastSlot = written
        }
        continue characters
      }
    }
    if caret >= bytes.count { writtenAtCaret = written }
    guard fillsLiterals else { return }
    while position < kinds.count, kinds[position] == FormatStringASCIITable.literal {
      output.append(shown[position], at: &written)
      position += 1
    }
  }
}
