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

  /// The layout of `source`.
  func layout(of source: String) throws(MaskSyntaxError) -> BlockLayout {
    var layout = BlockLayout()
    var openOffset: Int?
    var blockStart = 0
    var pattern = ""
    var patternLength = 0
    for (offset, character) in source.enumerated() {
      guard let start = openOffset else {
        if character == open {
          openOffset = offset
          blockStart = layout.cells.count
          pattern = ""
          patternLength = 0
        } else if character == close {
          throw MaskSyntaxError(
            .strayClosingBracket, at: offset, "The closing bracket \(close) is not part of any block.")
        } else {
          layout.cells.append(.literal(character))
        }
        continue
      }
      if character == close {
        guard patternLength > 0 else {
          throw MaskSyntaxError(.emptyBlock, at: start, "A block needs at least one pattern symbol.")
        }
        layout.blocks.append(
          BlockMask.Block(
            index: layout.blocks.count, pattern: pattern, patternRange: (start + 1)..<offset,
            templateRange: blockStart..<layout.cells.count, firstSlot: layout.slots.count - patternLength))
        openOffset = nil
      } else if character == open {
        throw MaskSyntaxError(
          .nestedBracket, at: offset, "A block cannot contain another opening bracket \(open).")
      } else if let symbol = BlockSymbol(rawValue: character) {
        layout.cells.append(.slot(layout.slots.count))
        layout.slots.append(
          BlockSlot(
            symbol: symbol, block: layout.blocks.count, indexInBlock: patternLength,
            position: layout.cells.count - 1, sourceOffset: offset))
        pattern.append(character)
        patternLength += 1
      } else {
        throw MaskSyntaxError(
          .unknownSymbol, at: offset,
          "\(character) is not a pattern symbol; a block may hold only d, D, W, a and the dot.")
      }
    }
    if let start = openOffset {
      throw MaskSyntaxError(.unclosedBlock, at: start, "The block opened here is never closed with \(close).")
    }
    guard !layout.blocks.isEmpty else {
      throw MaskSyntaxError(
        .noBlocks, at: 0, "The mask has no block; put the characters to type in brackets, such as {dd}.")
    }
    layout.indexSlots()
    return layout
  }
}
