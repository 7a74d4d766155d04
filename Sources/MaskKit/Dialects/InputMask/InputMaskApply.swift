/// The result of applying an input mask, with the affinity used to choose among affine formats.
public struct InputMaskResult: Sendable, Hashable {
  /// The formatted text, caret, value, completeness and tail placeholder.
  public var result: MaskResult
  /// How well the text fits the mask: +1 per character the mask consumed, −1 per character it
  /// dropped or literal it had to insert.
  public var affinity: Int
  /// How many characters of the text the mask rejected and dropped.
  public var rejectedCount: Int

  /// A result from its parts (the adapters report a field's state as input-mask-ios's result).
  package init(result: MaskResult, affinity: Int, rejectedCount: Int) {
    self.result = result
    self.affinity = affinity
    self.rejectedCount = rejectedCount
  }
}

extension InputMask {
  /// Formats `input`, keeping the caret at the same logical position.
  public func apply(_ input: CaretText) -> MaskResult { applyWithAffinity(input).result }

  /// Formats `input` and reports the affinity between the text and the mask.
  ///
  /// One pass over the text and the slots: O(text + mask). Plain ASCII text is walked as bytes, text
  /// whose every scalar is a standalone character as scalars, any other text as `Character`s.
  public func applyWithAffinity(_ input: CaretText) -> InputMaskResult {
    if let walked = applyASCII(input) { return walked }
    if let walked = applyByScalars(input) { return walked }
    return applyByCharacters(input)
  }

  /// `applyWithAffinity` walking `Character`s, for any text; the fast paths must agree with it.
  /// Marks attached to a digit are dropped first (the fast paths never meet them).
  func applyByCharacters(_ input: CaretText) -> InputMaskResult {
    let input = input.droppingDigitAttachments
    return applyByUnits(input, Array(input.text)) { Array($0) }
  }

  /// `applyWithAffinity` walking scalars, when every scalar of the text and of the mask's literals is a
  /// standalone character (so scalars are `Character`s); nil otherwise.
  func applyByScalars(_ input: CaretText) -> InputMaskResult? {
    guard hasStandaloneLiterals, let scalars = input.text.standaloneScalars else { return nil }
    return applyByUnits(input, scalars) { $0.standaloneScalars ?? [] }
  }

  /// The walk over `units`, what `split` makes of the text; a right-to-left mask walks the split of
  /// the reversed text.
  private func applyByUnits<Unit: InputMaskUnit>(
    _ input: CaretText, _ units: [Unit], split: (String) -> [Unit]
  ) -> InputMaskResult {
    guard isRightToLeft else { return run(units, input, rightToLeft: false) }
    var mirrored = input
    mirrored.text = String(input.text.reversed())
    mirrored.caret = units.count - min(max(input.caret, 0), units.count)
    var output = run(split(mirrored.text), mirrored, rightToLeft: true)
    output.result.text = String(output.result.text.reversed())
    let outputCount = output.result.text.count
    output.result.caret = min(max(outputCount - output.result.caret, 0), outputCount)
    output.result.value = String(output.result.value.reversed())
    output.result.tailPlaceholder = String(output.result.tailPlaceholder.reversed())
    return output
  }

  private func run<Unit: InputMaskUnit>(_ characters: [Unit], _ input: CaretText, rightToLeft: Bool)
    -> InputMaskResult
  {
    let slots = self.slots
    let caret = min(max(input.caret, 0), characters.count)
    let autocomplete = input.gravity == .forward && input.autocomplete
    let autoskip = input.gravity == .backward && input.autoskip

    /// Whether a literal inserted before the character at `index` pushes the caret.
    func insertionMovesCaret(_ index: Int) -> Bool {
      rightToLeft || input.gravity == .forward ? index <= caret : index < caret
    }

    var text: [Unit] = []
    var value: [Unit] = []
    text.reserveCapacity(characters.count + slots.count)
    value.reserveCapacity(characters.count + slots.count)
    var newCaret = caret
    var affinity = 0
    var rejectedCount = 0
    var slotIndex = 0
    var skippable: [(step: InputMaskSlot.Step<Unit>, next: Int)] = []
    var index = 0
    // The slot at `slotIndex`, copied once per slot rather than once per character.
    var slot = slots.first
    var slotIsLiteral = slot?.isLiteral ?? false
    // Whether every character so far went through a value slot as it is (no literal, nothing dropped):
    // then the text and the value are the input itself.
    var copiesInput = true

    while index < characters.count {
      // A run of characters an ellipsis accepts goes over at once: each would be one accepting step.
      if case .ellipsis(let rule) = slot {
        var end = index
        while end < characters.count, characters[end].isAccepted(by: rule) { end += 1 }
        if end > index {
          if index < caret, !skippable.isEmpty { skippable.removeAll(keepingCapacity: true) }
          text.append(contentsOf: characters[index..<end])
          value.append(contentsOf: characters[index..<end])
          affinity += end - index
          index = end
          continue
        }
      }
      let character = characters[index]
      let beforeCaret = index < caret
      guard let step = slot?.accept(character) else {
        copiesInput = false
        if beforeCaret { newCaret -= 1 }
        index += 1
        affinity -= 1
        rejectedCount += 1
        continue
      }
      if beforeCaret {
        if slotIsLiteral, let literal = slot?.autocompletion(as: Unit.self) {
          skippable.append((literal, slotIndex + 1))
        } else if !skippable.isEmpty {
          skippable.removeAll(keepingCapacity: true)
        }
      }
      if let insert = step.insert { text.append(insert) }
      if let extracted = step.value { value.append(extracted) }
      if slotIsLiteral { copiesInput = false }
      if step.advances {
        slotIndex += 1
        slot = slotIndex < slots.count ? slots[slotIndex] : nil
        slotIsLiteral = slot?.isLiteral ?? false
      }
      if step.consumes {
        index += 1
        affinity += 1
      } else {
        if step.insert != nil, insertionMovesCaret(index) { newCaret += 1 }
        affinity -= 1
      }
    }

    if autocomplete, insertionMovesCaret(characters.count) {
      while slotIndex < slots.count, let literal = slots[slotIndex].autocompletion(as: Unit.self) {
        if let insert = literal.insert {
          text.append(insert)
          newCaret += 1
        }
        if let extracted = literal.value { value.append(extracted) }
        slotIndex += 1
      }
    }

    var tailStart = slotIndex
    var tailPrefix = ""
    if autoskip {
      while let (skip, next) = skippable.popLast() {
        if text.count == newCaret {
          if let insert = skip.insert, insert == text.last {
            text.removeLast()
            newCaret -= 1
          }
          if let extracted = skip.value, extracted == value.last { value.removeLast() }
        } else if skip.insert != nil {
          newCaret -= 1
        }
        tailStart = next
        if let insert = skip.insert { tailPrefix = Unit.string(CollectionOfOne(insert)) }
      }
    }

    let copied = copiesInput && text.count == characters.count && value.count == characters.count
    let formatted = copied ? input.text : Unit.string(text)
    let result = MaskResult(
      text: formatted,
      caret: min(
        Unit.characterCount(of: text, prefix: min(max(newCaret, 0), text.count)),
        Unit.characterCount(of: formatted, madeOf: text)),
      value: copied ? input.text : Unit.string(value),
      isComplete: noMandatorySlotLeft(from: slotIndex),
      tailPlaceholder: Self.placeholder(
        from: slots[min(tailStart, slots.count)...], reversed: false, prefix: tailPrefix)
    )
    return InputMaskResult(result: result, affinity: affinity, rejectedCount: rejectedCount)
  }

  func noMandatorySlotLeft(from start: Int) -> Bool {
    for slot in slots[min(start, slots.count)...] {
      switch slot {
      case .required, .fixed: return false
      case .ellipsis: return true
      case .free, .optional: continue
      }
    }
    return true
  }
}
