extension FormatStringMask: Mask {
  /// Formats edited text: literals already in place are kept, characters a slot refuses are dropped,
  /// and the text ends after its last character (with `autocomplete`, after the literals that follow).
  ///
  /// The caret stays after the same typed character; `value` is the text without the format and
  /// `isComplete` means every slot holds a character that fits.
  public func apply(_ input: CaretText) -> MaskResult {
    applyASCII(input) ?? applyScalars(input) ?? applyByWalk(input)
  }

  /// `apply` through `FormatStringWalk`, for every text and format.
  /// Marks attached to a digit are dropped first (the fast paths never meet them).
  func applyByWalk(_ input: CaretText) -> MaskResult {
    let input = input.droppingDigitAttachments
    let length = input.text.count
    let caret = min(max(0, input.caret), length)
    var walk = FormatStringWalk(
      input.text, symbols: symbols, classes: classes, rules: .editing, caret: caret)
    let atEnd = caret == length
    var text = walk.text
    var caretOut = walk.writtenAtCaret
    if atEnd, input.gravity == .forward {
      if input.autocomplete { walk.appendFollowingLiterals(symbols) }
      text = walk.text
      caretOut = walk.written
    } else if atEnd, input.autoskip, walk.writtenAtLastSlot < walk.written {
      text = String(walk.text.prefix(walk.writtenAtLastSlot))
      caretOut = min(caretOut, walk.writtenAtLastSlot)
    }
    return MaskResult(
      text: text, caret: min(caretOut, text.count), value: walk.value,
      isComplete: walk.acceptedSlots == slotCount, tailPlaceholder: placeholder(from: walk.position))
  }

  /// The format with every slot drawn as its symbol and escapes removed: `\#0##` → `#0##`.
  public var placeholder: String { placeholder(from: 0) }

  /// The literals the format starts with, such as `+1 (`.
  public var literalPrefix: String {
    var prefix = ""
    for symbol in symbols {
      guard case .literal(let literal) = symbol else { break }
      prefix.append(literal)
    }
    return prefix
  }

  private func placeholder(from position: Int) -> String {
    var result = ""
    for symbol in symbols[min(position, symbols.count)...] {
      switch symbol {
      case .literal(let literal): result.append(literal)
      case .slot(let slot): result.append(slot.rawValue)
      }
    }
    return result
  }
}
