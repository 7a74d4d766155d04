/// The result of applying an input mask, with the affinity used to choose among affine formats.
public struct InputMaskResult: Sendable, Hashable {
  /// The formatted text, caret, value, completeness and tail placeholder.
  public var result: MaskResult
  /// How well the text fits the mask: +1 per character the mask consumed, −1 per character it
  /// dropped or literal it had to insert.
  public var affinity: Int
  /// How many characters of the text the mask rejected and dropped.
  public var rejectedCount: Int
}

extension InputMask {
  /// Formats `input`, keeping the caret at the same logical position.
  public func apply(_ input: CaretText) -> MaskResult { applyWithAffinity(input).result }

  /// Formats `input` and reports the affinity between the text and the mask.
  ///
  /// One pass over the text and the slots: O(text + mask).
  public func applyWithAffinity(_ input: CaretText) -> InputMaskResult {
    applyASCII(input) ?? applyByCharacters(input)
  }

  /// `applyWithAffinity` walking `Character`s, for any text; the ASCII fast path must agree with it.
  func applyByCharacters(_ input: CaretText) -> InputMaskResult {
    guard isRightToLeft else { return run(input, rightToLeft: false) }
    let count = input.text.count
    var mirrored = input
    mirrored.text = String(input.text.reversed())
    mirrored.caret = count - min(max(input.caret, 0), count)
    var output = run(mirrored, rightToLeft: true)
    output.result.text = String(output.result.text.reversed())
    let outputCount = output.result.text.count
    output.result.caret = min(max(outputCount - output.result.caret, 0), outputCount)
    output.result.value = String(output.result.value.reversed())
    output.result.tailPlaceholder = String(output.result.tailPlaceholder.reversed())
    return output
  }

  private func run(_ input: CaretText, rightToLeft: Bool) -> InputMaskResult {
    let characters = Array(input.text)
    let caret = min(max(input.caret, 0), characters.count)
    let autocomplete = input.gravity == .forward && input.autocomplete
    let autoskip = input.gravity == .backward && input.autoskip

    /// Whether a literal inserted before the character at `index` pushes the caret.
    func insertionMovesCaret(_ index: Int) -> Bool {
      rightToLeft || input.gravity == .forward ? index <= caret : index < caret
    }

    var text: [Character] = []
    var value: [Character] = []
    text.reserveCapacity(characters.count + slots.count)
    value.reserveCapacity(characters.count + slots.count)
    var newCaret = caret
    var affinity = 0
    var rejectedCount = 0
    var slotIndex = 0
    var skippable: [(step: InputMaskSlot.Step, next: Int)] = []
    var index = 0

    while index < characters.count {
      let character = characters[index]
      let beforeCaret = index < caret
      guard slotIndex < slots.count, let step = slots[slotIndex].accept(character) else {
        if beforeCaret { newCaret -= 1 }
        index += 1
        affinity -= 1
        rejectedCount += 1
        continue
      }
      if beforeCaret {
        if let literal = slots[slotIndex].autocompletion {
          skippable.append((literal, slotIndex + 1))
        } else {
          skippable.removeAll(keepingCapacity: true)
        }
      }
      if let insert = step.insert { text.append(insert) }
      if let extracted = step.value { value.append(extracted) }
      if step.advances { slotIndex += 1 }
      if step.consumes {
        index += 1
        affinity += 1
      } else {
        if step.insert != nil, insertionMovesCaret(index) { newCaret += 1 }
        affinity -= 1
      }
    }

    if autocomplete, insertionMovesCaret(characters.count) {
      while slotIndex < slots.count, let literal = slots[slotIndex].autocompletion {
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
        if let insert = skip.insert { tailPrefix = String(insert) }
      }
    }

    // Accepted characters can join into one grapheme once the rejected ones between them are gone
    // (a combining mark, Hangul jamo), so the caret is counted in the string, not in the array.
    let formatted = String(text)
    let result = MaskResult(
      text: formatted,
      caret: min(String(text[..<min(max(newCaret, 0), text.count)]).count, formatted.count),
      value: String(value),
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
