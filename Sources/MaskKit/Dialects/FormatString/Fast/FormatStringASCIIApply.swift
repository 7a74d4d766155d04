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
    var walk = ASCIIWalk()
    var value: [UInt8] = []
    let written = [UInt8](fillingCapacity: table.kinds.count) { writtenBuffer, writtenCount in
      value = [UInt8](fillingCapacity: min(bytes.count, slotCount)) { valueBuffer, valueCount in
        table.kinds.withReadBuffer { kinds in
          table.shown.withReadBuffer { shown in
            FormatStringASCIITable.fits.withReadBuffer { fits in
              walk.run(
                bytes, caret: caret, kinds: kinds, shown: shown, fits: fits, written: writtenBuffer,
                value: valueBuffer, fillsLiterals: fillsLiterals)
            }
          }
        }
        valueCount = walk.valueCount
      }
      writtenCount = walk.written
    }
    var end = written.count
    var caretOut = walk.writtenAtCaret
    if caret == bytes.count, input.gravity == .forward {
      caretOut = end
    } else if caret == bytes.count, input.autoskip, walk.writtenAtLastSlot < written.count {
      end = walk.writtenAtLastSlot
      caretOut = min(caretOut, end)
    }
    return MaskResult(
      text: String(decoding: written[..<end], as: UTF8.self), caret: min(caretOut, end),
      value: String(decoding: value, as: UTF8.self), isComplete: value.count == slotCount,
      tailPlaceholder: String(decoding: table.shown[walk.position...], as: UTF8.self))
  }
}

/// The editing walk of `FormatStringWalk` over bytes: where it stopped and what it wrote.
private struct ASCIIWalk {
  var position = 0
  var written = 0
  var valueCount = 0
  var writtenAtCaret = 0
  var writtenAtLastSlot = 0

  /// Walks `bytes` through the positions; `written` has room for one byte per position and `value`
  /// for one per text byte or slot, whichever is fewer.
  mutating func run(
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
          output[written] = literal
          written += 1
          position += 1
          if literal == byte { continue characters }
          continue
        }
        let fitted = fits[Int(kind) << 7 | Int(byte)]
        if fitted != FormatStringASCIITable.refused {
          output[written] = fitted
          written += 1
          value[valueCount] = fitted
          valueCount += 1
          position += 1
          writtenAtLastSlot = written
        }
        continue characters
      }
    }
    if caret >= bytes.count { writtenAtCaret = written }
    guard fillsLiterals else { return }
    while position < kinds.count, kinds[position] == FormatStringASCIITable.literal {
      output[written] = shown[position]
      written += 1
      position += 1
    }
  }
}
