extension InputMask {
  /// `applyWithAffinity` on the UTF-8 bytes of a plain ASCII text, where every byte is one `Character`.
  ///
  /// Follows the same steps as the `Character` walk; returns nil (and the caller takes that walk) when
  /// the mask has non-ASCII literals or the text has a byte above 127 or a carriage return.
  func applyASCII(_ input: CaretText) -> InputMaskResult? {
    guard let table = slots.ascii else { return nil }
    let answer = input.text.utf8.withContiguousReadBuffer { bytes -> InputMaskResult? in
      guard isPlainASCII(bytes) else { return nil }
      return table.slots.withReadBuffer { slots in
        table.acceptSets.withReadBuffer { sets in
          runASCII(bytes, input, ASCIIWalk.Slots(slots: slots, sets: sets))
        }
      }
    }
    guard case .some(.some(let result)) = answer else { return nil }
    return result
  }

  /// The walk over `bytes`; for a right-to-left mask over the reversed bytes, its result reversed back.
  @inline(__always)
  private func runASCII(
    _ bytes: ReadBuffer<UInt8>, _ input: CaretText, _ slots: ASCIIWalk.Slots
  ) -> InputMaskResult? {
    guard isRightToLeft else { return runASCII(bytes, input, slots, rightToLeft: false) }
    return WriteBuffer.withScratch(of: UInt8.self, capacity: bytes.count) { reversed in
      for (offset, byte) in bytes.reversed().enumerated() { reversed[offset] = byte }
      var mirrored = input
      mirrored.caret = bytes.count - min(max(input.caret, 0), bytes.count)
      guard var output = runASCII(reversed.reading, mirrored, slots, rightToLeft: true)
      else { return nil }
      output.result.text = String(decoding: output.result.text.utf8.reversed(), as: UTF8.self)
      let count = output.result.text.utf8.count
      output.result.caret = min(max(count - output.result.caret, 0), count)
      output.result.value = String(output.result.value.reversed())
      output.result.tailPlaceholder = String(output.result.tailPlaceholder.reversed())
      return output
    }
  }

  @inline(__always)
  private func runASCII(
    _ characters: ReadBuffer<UInt8>, _ input: CaretText, _ slots: ASCIIWalk.Slots,
    rightToLeft: Bool
  ) -> InputMaskResult? {
    let count = characters.count
    let caret = min(max(input.caret, 0), count)
    let autocomplete = input.gravity == .forward && input.autocomplete
    let autoskip = input.gravity == .backward && input.autoskip
    // The index up to which an inserted literal pushes the caret (see `insertionMovesCaret`).
    let pushLimit = rightToLeft || input.gravity == .forward ? caret : caret - 1
    let capacity = count + slots.slots.count

    var value = ""
    var outcome: ASCIIWalk.Outcome?
    let text = String.writingUTF8(capacity: capacity) { text in
      WriteBuffer.withScratch(of: UInt8.self, capacity: capacity) { valueBytes in
        var state = ASCIIWalk(
          characters: characters, slots: slots, text: text, value: valueBytes, caret: caret,
          pushLimit: pushLimit)
        state.walk()
        if autocomplete, count <= pushLimit { state.autocomplete() }
        state.tailStart = state.slotIndex
        if autoskip { state.skipLiteralsBeforeCaret() }
        // A value that is the whole text (digits typed into a digit mask) shares the text's storage.
        value =
          !rightToLeft && state.valueIsWholeText
          ? input.text
          : valueBytes.reading.rebased(0..<state.valueCount).string
        outcome = state.outcome
        return state.textCount
      }
    }
    guard let outcome else { return nil }
    let tailPlaceholder =
      outcome.tailStart >= self.slots.count && outcome.tailPrefix == nil
      ? ""
      : Self.placeholder(
        from: self.slots[min(outcome.tailStart, self.slots.count)...], reversed: false,
        prefix: outcome.tailPrefix.map { String(Character(Unicode.Scalar($0))) } ?? "")
    return InputMaskResult(
      result: MaskResult(
        text: text, caret: min(max(outcome.caret, 0), outcome.textCount), value: value,
        isComplete: outcome.isComplete, tailPlaceholder: tailPlaceholder),
      affinity: outcome.affinity, rejectedCount: outcome.rejectedCount)
  }
}

/// One walk of the ASCII fast path over the text bytes and the slots, writing the text and the value.
///
/// The same steps as the `Character` walk of `InputMask.run`, with the state in one value so the
/// optimizer keeps it in registers.
private struct ASCIIWalk {
  /// The slots of an ``ASCIISlotTable`` and the accept sets they number.
  struct Slots {
    let slots: ReadBuffer<ASCIISlot>
    let sets: ReadBuffer<ASCIIAcceptSet>
  }

  let characters: ReadBuffer<UInt8>
  let slots: ReadBuffer<ASCIISlot>
  let sets: ReadBuffer<ASCIIAcceptSet>
  let text: WriteBuffer<UInt8>
  let value: WriteBuffer<UInt8>
  let caret: Int
  let pushLimit: Int
  var textCount = 0
  var valueCount = 0
  var index = 0
  var slotIndex = 0
  var newCaret: Int
  var affinity = 0
  var rejectedCount = 0
  // Literal slots filled before the caret since the last value slot: autoskip may take them back.
  var skippableStart = 0
  var skippableEnd = 0
  var tailStart = 0
  var tailPrefix: UInt8?
  var valueHasLiterals = false

  init(
    characters: ReadBuffer<UInt8>, slots: Slots,
    text: WriteBuffer<UInt8>, value: WriteBuffer<UInt8>, caret: Int, pushLimit: Int
  ) {
    self.characters = characters
    self.slots = slots.slots
    self.sets = slots.sets
    self.text = text
    self.value = value
    self.caret = caret
    self.pushLimit = pushLimit
    self.newCaret = caret
  }

  mutating func walk() {
    while index < characters.count {
      guard slotIndex < slots.count else {
        rejectRest()
        return
      }
      let slot = slots[slotIndex]
      switch slot.kind {
      case .free, .fixed: fill(slot)
      case .required, .optional: take(slot)
      case .ellipsis:
        takeRest(slot)
        return
      }
    }
  }

  /// A literal slot: written, and the character consumed when it is that literal.
  @inline(__always)
  private mutating func fill(_ slot: ASCIISlot) {
    if index < caret {
      if skippableStart == skippableEnd { skippableStart = slotIndex }
      skippableEnd = slotIndex &+ 1
    }
    write(slot)
    slotIndex &+= 1
    if characters[index] == slot.literal {
      index &+= 1
      affinity &+= 1
    } else {
      if index <= pushLimit { newCaret &+= 1 }
      affinity &-= 1
    }
  }

  /// A required or optional value slot.
  @inline(__always)
  private mutating func take(_ slot: ASCIISlot) {
    let character = characters[index]
    let beforeCaret = index < caret
    if sets[Int(slot.rule)].accepts(character) {
      if beforeCaret { skippableEnd = skippableStart }
      text[textCount] = character
      value[valueCount] = character
      textCount &+= 1
      valueCount &+= 1
      slotIndex &+= 1
      index &+= 1
      affinity &+= 1
    } else if slot.kind == .optional {
      if beforeCaret { skippableEnd = skippableStart }
      slotIndex &+= 1
      affinity &-= 1
    } else {
      if beforeCaret { newCaret &-= 1 }
      index &+= 1
      affinity &-= 1
      rejectedCount &+= 1
    }
  }

  /// The ellipsis takes every remaining character it accepts and drops the others.
  private mutating func takeRest(_ slot: ASCIISlot) {
    let set = sets[Int(slot.rule)]
    let split = min(max(caret, index), characters.count)
    let keptBeforeCaret = copyAccepted(by: set, in: index..<split)
    let kept = keptBeforeCaret + copyAccepted(by: set, in: split..<characters.count)
    let dropped = characters.count - index - kept
    if keptBeforeCaret > 0 { skippableEnd = skippableStart }
    affinity &+= kept - dropped
    rejectedCount &+= dropped
    newCaret &-= split - index - keptBeforeCaret
    index = characters.count
  }

  /// Copies the characters of `range` that `set` accepts to the text and the value; returns how many.
  ///
  /// Runs of accepted characters are copied at once; digit runs are found eight bytes at a time.
  private mutating func copyAccepted(by set: ASCIIAcceptSet, in range: Range<Int>) -> Int {
    var offset = range.lowerBound
    var kept = 0
    while offset < range.upperBound {
      let runEnd = endOfAcceptedRun(by: set, from: offset, to: range.upperBound)
      let length = runEnd &- offset
      characters.copy(offset..<runEnd, into: text, at: textCount)
      characters.copy(offset..<runEnd, into: value, at: valueCount)
      textCount &+= length
      valueCount &+= length
      kept &+= length
      offset = runEnd
      while offset < range.upperBound, !set.accepts(characters[offset]) { offset &+= 1 }
    }
    return kept
  }

  /// The end of the run of characters from `start` that `set` accepts.
  @inline(__always)
  private func endOfAcceptedRun(by set: ASCIIAcceptSet, from start: Int, to end: Int) -> Int {
    var offset = start
    if set.isOnlyDigits {
      while offset &+ 8 <= end, Self.allDigits(characters.word(at: offset)) {
        offset &+= 8
      }
    }
    while offset < end, set.accepts(characters[offset]) { offset &+= 1 }
    return offset
  }

  /// Whether all eight bytes of `word` are ASCII digits: high nibble 3 and low nibble at most 9.
  @inline(__always)
  private static func allDigits(_ word: UInt64) -> Bool {
    word & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030
      && ((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0 == 0
  }

  /// Past the last slot every character is dropped.
  private mutating func rejectRest() {
    let rest = characters.count - index
    rejectedCount &+= rest
    affinity &-= rest
    if index < caret { newCaret &-= caret - index }
    index = characters.count
  }

  /// What the walk leaves for the result besides the bytes it wrote.
  struct Outcome {
    let textCount: Int
    let caret: Int
    let isComplete: Bool
    let tailStart: Int
    let tailPrefix: UInt8?
    let affinity: Int
    let rejectedCount: Int
  }

  /// The outcome of the walk so far.
  var outcome: Outcome {
    Outcome(
      textCount: textCount, caret: newCaret, isComplete: noMandatorySlotLeft(), tailStart: tailStart,
      tailPrefix: tailPrefix, affinity: affinity, rejectedCount: rejectedCount)
  }

  /// Whether the value written is every byte of the text, in order: as many bytes, none a literal.
  ///
  /// The value's other bytes are characters taken in order from the text, so with no literal among
  /// them and as many as the text has, they are the text.
  var valueIsWholeText: Bool { !valueHasLiterals && valueCount == characters.count }

  /// Whether no required or `{}` slot is left from the current slot on (up to an ellipsis).
  func noMandatorySlotLeft() -> Bool {
    for slot in slots[slotIndex...] {
      switch slot.kind {
      case .required, .fixed: return false
      case .ellipsis: return true
      case .free, .optional: continue
      }
    }
    return true
  }

  /// Appends the literals that follow the last character.
  mutating func autocomplete() {
    while slotIndex < slots.count, slots[slotIndex].isLiteral {
      write(slots[slotIndex])
      newCaret &+= 1
      slotIndex &+= 1
    }
  }

  /// Takes back the literals filled just before the caret (autoskip with backward gravity).
  mutating func skipLiteralsBeforeCaret() {
    while skippableEnd > skippableStart {
      skippableEnd &-= 1
      let skip = slots[skippableEnd]
      if textCount == newCaret {
        if textCount > 0, text[textCount - 1] == skip.literal {
          textCount &-= 1
          newCaret &-= 1
        }
        if skip.kind == .fixed, valueCount > 0, value[valueCount - 1] == skip.literal {
          valueCount &-= 1
        }
      } else {
        newCaret &-= 1
      }
      tailStart = skippableEnd &+ 1
      tailPrefix = skip.literal
    }
  }

  /// Writes a literal slot to the text, and to the value when it is a `{}` literal.
  @inline(__always)
  private mutating func write(_ slot: ASCIISlot) {
    text[textCount] = slot.literal
    textCount &+= 1
    if slot.kind == .fixed {
      value[valueCount] = slot.literal
      valueCount &+= 1
      valueHasLiterals = true
    }
  }
}
