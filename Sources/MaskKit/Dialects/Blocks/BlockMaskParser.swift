/// Reads a blocks mask into its layout in one pass, rejecting malformed masks with the offending offset.
struct BlockMaskParser {
  let open: Character
  let close: Character

  /// Checks the bracket pair: two different characters, neither of them a pattern symbol.
  init(brackets: (Character, Character)) throws(MaskSyntaxError) {
    let (open, close) = brackets
    guard open != close, BlockSymbol(rawValue: open) == nil, BlockSymbol(rawValue: close) == nil else {
      throw MaskSyntaxError(
        .invalidBrackets, at: 0,
        "The brackets must be two different characters that are not pattern symbols (d D W a .).")
    }
    self.open = open
    self.close = close
  }

  /// The layout of `source`. A plain ASCII mask with ASCII brackets is read byte by byte, any other one
  /// `Character` by `Character`; both go through the same `layout(of:open:close:symbol:character:)`.
  func layout(of source: String) throws(MaskSyntaxError) -> BlockLayout {
    if source.isPlainASCII, let openByte = open.asciiValue, let closeByte = close.asciiValue,
      open.utf8.count == 1, close.utf8.count == 1
    {
      let bytes = Array(source.utf8)
      let characters = Self.asciiCharacters
      var layout = try layout(
        of: bytes, open: openByte, close: closeByte, symbol: BlockSymbol.init(ascii:),
        character: { characters[Int($0)] })
      layout.literalBytes = Self.literalBytes(of: bytes, open: openByte, close: closeByte)
      return layout
    }
    return try layout(of: source, open: open, close: close, symbol: BlockSymbol.init(rawValue:)) { $0 }
  }

  /// Each display position's literal byte, `BlockLayout.slotByte` for a slot, of a well-formed mask
  /// given as bytes.
  private static func literalBytes(of bytes: [UInt8], open: UInt8, close: UInt8) -> [UInt8] {
    [UInt8](fillingCapacity: bytes.count) { literals, count in
      var inBlock = false
      count = 0
      for byte in bytes {
        if byte == open {
          inBlock = true
        } else if byte == close {
          inBlock = false
        } else {
          literals[count] = inBlock ? BlockLayout.slotByte : byte
          count += 1
        }
      }
    }
  }

  /// Each ASCII byte as a `Character`, built once.
  private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// The layout of a mask given as `units` (bytes or characters), one displayed character each.
  private func layout<Units: Sequence>(
    of units: Units, open: Units.Element, close: Units.Element, symbol: (Units.Element) -> BlockSymbol?,
    character: (Units.Element) -> Character
  ) throws(MaskSyntaxError) -> BlockLayout where Units.Element: Equatable {
    var layout = BlockLayout()
    var openOffset: Int?
    var blockStart = 0
    var pattern: [UInt8] = []
    // Masks repeat their blocks, so the last pattern's string is reused when the next one matches.
    var lastPattern: (bytes: [UInt8], string: String) = ([], "")
    var patternLength = 0
    layout.cells.reserveCapacity(units.underestimatedCount)
    layout.slots.reserveCapacity(units.underestimatedCount)
    layout.blocks.reserveCapacity(units.underestimatedCount / 3)
    for (offset, unit) in units.enumerated() {
      guard let start = openOffset else {
        if unit == open {
          openOffset = offset
          blockStart = layout.cells.count
          pattern.removeAll(keepingCapacity: true)
          patternLength = 0
        } else if unit == close {
          throw MaskSyntaxError(
            .strayClosingBracket, at: offset, "The closing bracket \(self.close) is not part of any block.")
        } else {
          let literal = character(unit)
          guard literal.canStandAlone else {
            throw MaskSyntaxError(
              .joiningLiteral, at: offset,
              "The literal U+\(literal.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? "")"
                + " would join the character beside it into one; a literal must stand alone.")
          }
          layout.cells.append(.literal(literal))
        }
        continue
      }
      if unit == close {
        guard patternLength > 0 else {
          throw MaskSyntaxError(.emptyBlock, at: start, "A block needs at least one pattern symbol.")
        }
        if pattern != lastPattern.bytes { lastPattern = (pattern, String(decoding: pattern, as: UTF8.self)) }
        layout.blocks.append(
          BlockMask.Block(
            index: layout.blocks.count, pattern: lastPattern.string, patternRange: (start + 1)..<offset,
            templateRange: blockStart..<layout.cells.count, firstSlot: layout.slots.count - patternLength))
        openOffset = nil
      } else if unit == open {
        throw MaskSyntaxError(
          .nestedBracket, at: offset, "A block cannot contain another opening bracket \(self.open).")
      } else if let symbol = symbol(unit) {
        layout.cells.append(.slot(layout.slots.count))
        layout.slots.append(
          BlockSlot(
            symbol: symbol, block: layout.blocks.count, indexInBlock: patternLength,
            position: layout.cells.count - 1, sourceOffset: offset))
        pattern.append(symbol.asciiByte)
        patternLength += 1
      } else {
        throw MaskSyntaxError(
          .unknownSymbol, at: offset,
          "\(character(unit)) is not a pattern symbol; a block may hold only d, D, W, a and the dot.")
      }
    }
    if let start = openOffset {
      throw MaskSyntaxError(
        .unclosedBlock, at: start, "The block opened here is never closed with \(self.close).")
    }
    guard !layout.blocks.isEmpty else {
      throw MaskSyntaxError(
        .noBlocks, at: 0, "The mask has no block; put the characters to type in brackets, such as {dd}.")
    }
    layout.indexSlots()
    return layout
  }
}
