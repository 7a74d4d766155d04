/// One slot of an input mask in the compact form the ASCII fast path walks: a kind, a literal byte and
/// the set of ASCII bytes a value slot accepts, as a 128-bit table.
struct ASCIISlot: Sendable, Hashable {
  enum Kind: UInt8, Sendable { case free, fixed, required, optional, ellipsis }

  var kind: Kind
  var literal: UInt8 = 0
  var acceptsLow: UInt64 = 0
  var acceptsHigh: UInt64 = 0

  /// The compact slots for `slots`, or nil when a literal is not a one-byte ASCII character (or is a
  /// carriage return, which joins a following line feed into one `Character`).
  static func table(for slots: [InputMaskSlot]) -> [ASCIISlot]? {
    var table: [ASCIISlot] = []
    table.reserveCapacity(slots.count)
    // A custom notation's accept set takes 128 checks: work it out once per notation, not per slot.
    var customAccepts: [Character: (low: UInt64, high: UInt64)] = [:]
    func valueSlot(_ kind: Kind, _ rule: SlotRule) -> ASCIISlot {
      guard case .custom(let notation) = rule else { return ASCIISlot(kind: kind, rule: rule) }
      var slot = ASCIISlot(kind: kind, literal: 0)
      if let known = customAccepts[notation.character] {
        (slot.acceptsLow, slot.acceptsHigh) = known
      } else {
        slot = ASCIISlot(kind: kind, rule: rule)
        customAccepts[notation.character] = (slot.acceptsLow, slot.acceptsHigh)
      }
      return slot
    }
    for slot in slots {
      switch slot {
      case .free(let literal), .fixed(let literal):
        guard let byte = literal.asciiValue, byte != 0x0D, literal.utf8.count == 1 else { return nil }
        table.append(ASCIISlot(kind: slot.isInValue ? .fixed : .free, literal: byte))
      case .required(let rule): table.append(valueSlot(.required, rule))
      case .optional(let rule): table.append(valueSlot(.optional, rule))
      case .ellipsis(let rule): table.append(valueSlot(.ellipsis, rule))
      }
    }
    return table
  }

  init(kind: Kind, literal: UInt8) {
    self.kind = kind
    self.literal = literal
  }

  init(kind: Kind, rule: SlotRule) {
    self.kind = kind
    switch rule {
    case .digit: acceptsLow = Self.digits
    case .letter: acceptsHigh = Self.letters
    case .alphanumeric:
      acceptsLow = Self.digits
      acceptsHigh = Self.letters
    case .custom(let notation): (acceptsLow, acceptsHigh) = notation.asciiAccepts
    }
  }

  /// `0`…`9`: bits 48…57.
  private static let digits: UInt64 = 0x03FF_0000_0000_0000
  /// `A`…`Z` and `a`…`z`: bits 65…90 and 97…122, counted from 64.
  private static let letters: UInt64 = 0x07FF_FFFE_07FF_FFFE

  @inline(__always)
  func accepts(_ byte: UInt8) -> Bool {
    (byte < 64 ? acceptsLow : acceptsHigh) >> UInt64(byte & 63) & 1 != 0
  }

  var isLiteral: Bool { kind == .free || kind == .fixed }

  /// Whether the slot accepts exactly the ASCII digits.
  var acceptsOnlyDigits: Bool { acceptsLow == Self.digits && acceptsHigh == 0 }
}

extension InputMask {
  /// `applyWithAffinity` on the UTF-8 bytes of a plain ASCII text, where every byte is one `Character`.
  ///
  /// Follows the same steps as the `Character` walk; returns nil (and the caller takes that walk) when
  /// the mask has non-ASCII literals or the text has a byte above 127 or a carriage return.
  func applyASCII(_ input: CaretText) -> InputMaskResult? {
    guard let table = asciiSlots else { return nil }
    let answer = input.text.utf8.withContiguousStorageIfAvailable { bytes -> InputMaskResult? in
      guard isPlainASCII(bytes) else { return nil }
      return table.withUnsafeBufferPointer { slots in
        guard isRightToLeft else { return runASCII(bytes, input, slots, rightToLeft: false) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { reversed in
          for (offset, byte) in bytes.reversed().enumerated() { reversed[offset] = byte }
          var mirrored = input
          mirrored.caret = bytes.count - min(max(input.caret, 0), bytes.count)
          guard var output = runASCII(UnsafeBufferPointer(reversed), mirrored, slots, rightToLeft: true)
          else { return nil }
          output.result.text = String(decoding: output.result.text.utf8.reversed(), as: UTF8.self)
          let count = output.result.text.utf8.count
          output.result.caret = min(max(count - output.result.caret, 0), count)
          output.result.value = String(output.result.value.reversed())
          output.result.tailPlaceholder = String(output.result.tailPlaceholder.reversed())
          return output
        }
      }
    }
    return answer ?? nil
  }

  private func runASCII(
    _ characters: UnsafeBufferPointer<UInt8>, _ input: CaretText, _ slots: UnsafeBufferPointer<ASCIISlot>,
    rightToLeft: Bool
  ) -> InputMaskResult? {
    let count = characters.count
    let caret = min(max(input.caret, 0), count)
    let autocomplete = input.gravity == .forward && input.autocomplete
    let autoskip = input.gravity == .backward && input.autoskip
    // The index up to which an inserted literal pushes the caret (see `insertionMovesCaret`).
    let pushLimit = rightToLeft || input.gravity == .forward ? caret : caret - 1
    let capacity = count + slots.count

    var value = ""
    var walk: ASCIIWalk?
    let text = String(unsafeUninitializedCapacity: capacity) { text in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { valueBytes in
        guard let textBase = text.baseAddress, let valueBase = valueBytes.baseAddress else { return 0 }
        var state = ASCIIWalk(
          characters: characters, slots: slots, text: textBase, value: valueBase, caret: caret,
          pushLimit: pushLimit)
        state.walk()
        if autocomplete, count <= pushLimit { state.autocomplete() }
        state.tailStart = state.slotIndex
        if autoskip { state.skipLiteralsBeforeCaret() }
        value = String(
          decoding: UnsafeBufferPointer(start: valueBase, count: state.valueCount), as: UTF8.self)
        walk = state
        return state.textCount
      }
    }
    guard let walk else { return nil }
    let result = MaskResult(
      text: text,
      caret: min(max(walk.newCaret, 0), text.utf8.count),
      value: value,
      isComplete: noMandatorySlotLeft(from: walk.slotIndex),
      tailPlaceholder: Self.placeholder(
        from: self.slots[min(walk.tailStart, self.slots.count)...], reversed: false,
        prefix: walk.tailPrefix.map { String(Character(Unicode.Scalar($0))) } ?? "")
    )
    return InputMaskResult(result: result, affinity: walk.affinity, rejectedCount: walk.rejectedCount)
  }
}

/// One walk of the ASCII fast path over the text bytes and the slots, writing the text and the value.
///
/// The same steps as the `Character` walk of `InputMask.run`, with the state in one value so the
/// optimizer keeps it in registers.
private struct ASCIIWalk {
  let characters: UnsafeBufferPointer<UInt8>
  let slots: UnsafeBufferPointer<ASCIISlot>
  let text: UnsafeMutablePointer<UInt8>
  let value: UnsafeMutablePointer<UInt8>
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

  init(
    characters: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<ASCIISlot>,
    text: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>, caret: Int, pushLimit: Int
  ) {
    self.characters = characters
    self.slots = slots
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
  private mutating func take(_ slot: ASCIISlot) {
    let character = characters[index]
    let beforeCaret = index < caret
    if slot.accepts(character) {
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
    let split = min(max(caret, index), characters.count)
    let keptBeforeCaret = copyAccepted(by: slot, in: index..<split)
    let kept = keptBeforeCaret + copyAccepted(by: slot, in: split..<characters.count)
    let dropped = characters.count - index - kept
    if keptBeforeCaret > 0 { skippableEnd = skippableStart }
    affinity &+= kept - dropped
    rejectedCount &+= dropped
    newCaret &-= split - index - keptBeforeCaret
    index = characters.count
  }

  /// Copies the characters of `range` that `slot` accepts to the text and the value; returns how many.
  ///
  /// Runs of accepted characters are copied at once; digit runs are found eight bytes at a time.
  private mutating func copyAccepted(by slot: ASCIISlot, in range: Range<Int>) -> Int {
    guard let base = characters.baseAddress else { return 0 }
    var offset = range.lowerBound
    var kept = 0
    while offset < range.upperBound {
      let runEnd = endOfAcceptedRun(by: slot, from: offset, to: range.upperBound)
      let length = runEnd &- offset
      (text + textCount).update(from: base + offset, count: length)
      (value + valueCount).update(from: base + offset, count: length)
      textCount &+= length
      valueCount &+= length
      kept &+= length
      offset = runEnd
      while offset < range.upperBound, !slot.accepts(base[offset]) { offset &+= 1 }
    }
    return kept
  }

  /// The end of the run of characters from `start` that `slot` accepts.
  @inline(__always)
  private func endOfAcceptedRun(by slot: ASCIISlot, from start: Int, to end: Int) -> Int {
    guard let base = characters.baseAddress else { return start }
    var offset = start
    if slot.acceptsOnlyDigits {
      let raw = UnsafeRawPointer(base)
      while offset &+ 8 <= end, Self.allDigits(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
        offset &+= 8
      }
    }
    while offset < end, slot.accepts(base[offset]) { offset &+= 1 }
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
  private mutating func write(_ slot: ASCIISlot) {
    text[textCount] = slot.literal
    textCount &+= 1
    if slot.kind == .fixed {
      value[valueCount] = slot.literal
      valueCount &+= 1
    }
  }
}
