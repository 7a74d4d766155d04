extension BlockField {
  /// What one edit is about to do to one block: the slots it empties and the characters it writes.
  private struct PendingBlock {
    var start: Int
    var length: Int
    var characters: [Character] = []
  }

  /// The edit primitive: replaces the display range `[location, location + length)` with `string`.
  ///
  /// Blocks the range touches are emptied; the characters of `string` are routed into the slots from
  /// `location` on, skipping a literal they equal (or a space), jumping over a literal run to the next
  /// block otherwise, and stopping at the first character a slot rejects or past the last slot.
  /// Returns the event (nil when nothing happened) and leaves the caret after the last slot written.
  @discardableResult
  public mutating func replace(location: Int, length: Int, with string: String) -> BlockEvent? {
    lastEvent = nil
    guard let mask else { return nil }
    let total = mask.displayLength
    let start = min(max(location, 0), total)
    let end = start + min(max(length, 0), total - start)
    var pending = pendingBlocks(from: start, to: end, in: mask)
    var rejected = false
    var cursor = route(string, from: start, into: &pending, rejected: &rejected, in: mask)
    var written = 0
    var cleared = 0
    for index in pending.keys.sorted() {
      guard let change = pending[index] else { continue }
      let block = mask.blocks[index]
      guard let approved = approve(change, of: block, in: mask, rejected: &rejected) else { continue }
      let count = write(approved.characters, into: block, at: approved.start)
      if count > 0 {
        written += count
        cursor = block.templateRange.lowerBound + approved.start + count
      }
      let remaining = approved.length - count
      if remaining > 0 {
        clear(block, from: approved.start + count, count: remaining)
        cleared += remaining
      }
    }
    selection = .caret(showsPlaceholder ? 0 : jumpedBack(cursor, in: mask))
    let event: BlockEvent? =
      written > 0 ? (cleared > 0 ? .replace : .insert) : (cleared > 0 ? .delete : (rejected ? .error : nil))
    lastEvent = event
    if let event { hooks.didChange?(event) }
    return event
  }

  /// Step 1: every block the range overlaps, with the overlap relative to the block.
  private func pendingBlocks(from start: Int, to end: Int, in mask: BlockMask) -> [Int: PendingBlock] {
    var pending: [Int: PendingBlock] = [:]
    guard start < end else { return pending }
    let blocks = mask.blocks
    var index = firstBlock(endingAfter: start, in: blocks)
    while index < blocks.count, blocks[index].templateRange.lowerBound < end {
      let range = blocks[index].templateRange
      let lower = max(start, range.lowerBound)
      let upper = min(end, range.upperBound)
      if lower < upper {
        pending[index] = PendingBlock(start: lower - range.lowerBound, length: upper - lower)
      }
      index += 1
    }
    return pending
  }

  /// Step 2: routes the characters of `string` into the pending blocks; returns the cursor.
  private func route(
    _ string: String, from start: Int, into pending: inout [Int: PendingBlock], rejected: inout Bool,
    in mask: BlockMask
  ) -> Int {
    let layout = mask.layout
    var cursor = start
    var fallback = start
    for character in string {
      guard cursor < layout.cells.count else { break }
      var target = cursor
      if case .literal(let literal) = layout.cells[cursor] {
        if character == literal || character == " " {
          cursor += 1
          continue
        }
        fallback = cursor
        guard let next = layout.nextSlotPosition[cursor] else { break }
        target = next
      }
      guard case .slot(let slotIndex) = layout.cells[target] else { break }
      let slot = layout.slots[slotIndex]
      guard slot.symbol.accepts(character) else {
        cursor = fallback
        rejected = true
        break
      }
      pending[slot.block, default: PendingBlock(start: slot.indexInBlock, length: 0)].characters.append(
        character)
      cursor = target + 1
    }
    return cursor
  }

  /// Step 3a: asks `shouldChangeBlock`; a rewritten range is clamped to the block and a rewritten string
  /// is cut at the first character its slot rejects. Nil when the hook vetoes the change.
  private func approve(
    _ change: PendingBlock, of block: BlockMask.Block, in mask: BlockMask, rejected: inout Bool
  ) -> PendingBlock? {
    guard let hook = hooks.shouldChangeBlock else { return change }
    let original = String(change.characters)
    var request = BlockChange(
      blockIndex: block.index, range: change.start..<change.start + change.length, string: original,
      field: self, geometry: block)
    guard hook(&request) else { return nil }
    let range = request.range.clamped(to: 0..<block.length)
    var approved = PendingBlock(start: range.lowerBound, length: range.count, characters: change.characters)
    if request.string != original {
      approved.characters = []
      for (offset, character) in request.string.enumerated() {
        guard range.lowerBound + offset < block.length else { break }
        let slotIndex = block.firstSlot + range.lowerBound + offset
        guard mask.layout.slots[slotIndex].symbol.accepts(character) else {
          rejected = true
          break
        }
        approved.characters.append(character)
      }
    }
    return approved
  }

  /// Step 3b: overwrites the slots of `block` from `start`; returns how many were written.
  private mutating func write(_ characters: [Character], into block: BlockMask.Block, at start: Int) -> Int {
    let count = max(0, min(characters.count, block.length - start))
    for offset in 0..<count {
      let index = block.firstSlot + start + offset
      if entries[index] == nil { filledCount += 1 }
      entries[index] = characters[offset]
    }
    return count
  }

  /// Step 3c: empties `count` slots of `block` from `start`.
  private mutating func clear(_ block: BlockMask.Block, from start: Int, count: Int) {
    let lower = block.firstSlot + max(0, start)
    let upper = min(block.firstSlot + block.length, lower + count)
    guard lower < upper else { return }
    for index in lower..<upper where entries[index] != nil {
      entries[index] = nil
      filledCount -= 1
    }
  }

  /// Step 4: with `jumpsToPreviousBlock`, a caret at a block's start or in the literals before it moves
  /// to the end of the previous block.
  private func jumpedBack(_ cursor: Int, in mask: BlockMask) -> Int {
    guard jumpsToPreviousBlock else { return cursor }
    let blocks = mask.blocks
    var low = 0
    var high = blocks.count
    while low < high {
      let middle = (low + high) / 2
      if blocks[middle].templateRange.lowerBound < cursor { low = middle + 1 } else { high = middle }
    }
    guard low >= 1, low < blocks.count else { return cursor }
    let previousEnd = blocks[low - 1].templateRange.upperBound
    return cursor > previousEnd || cursor == blocks[low].templateRange.lowerBound ? previousEnd : cursor
  }

  /// The index of the first block that ends after `position`.
  private func firstBlock(endingAfter position: Int, in blocks: [BlockMask.Block]) -> Int {
    var low = 0
    var high = blocks.count
    while low < high {
      let middle = (low + high) / 2
      if blocks[middle].templateRange.upperBound <= position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
