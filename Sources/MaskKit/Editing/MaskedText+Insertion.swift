extension MaskedText {
  /// Types `string` at the selection, one keystroke per character, as one undo step.
  ///
  /// Characters the mask refuses are dropped and reported in one `inputRejected` event; the text they
  /// would have changed stays as it was. Digits of every script are typed as ASCII digits.
  @discardableResult
  public mutating func type(_ string: String) -> [EditEvent] {
    let before = snapshot
    var rejected = ""
    asOneEdit { field in
      for character in string where !field.typeKeystroke(character) {
        rejected.append(character)
      }
    }
    var events = Self.events(from: before, to: snapshot)
    if !rejected.isEmpty { events.append(.inputRejected(rejected)) }
    return events
  }

  /// Pastes `string` at the selection, accepting whole AutoFill strings such as `+1 (206) 555-1234`.
  ///
  /// The string is tried as pasted, without separators and the mask's own literals, and without a
  /// country code the mask already shows; the reading that completes the mask, else the one that keeps
  /// the most value characters, wins. When nothing of it fits, the state is unchanged.
  @discardableResult
  public mutating func paste(_ string: String) -> [EditEvent] {
    let characters = TextCharacters(text)
    let range = insertionRange(in: characters)
    let prefix = characters.prefix(range.start)
    let suffix = characters.suffix(from: range.end)
    var best: MaskResult?
    for candidate in PasteCandidates.of(
      string, literalPrefix: mask.literalPrefix, placeholder: mask.placeholder)
    where InputFilter.insertsWholeCharacters(
      candidate, after: characters.character(before: range.start), before: characters.character(at: range.end)
    ) {
      let result = format(
        prefix + candidate + suffix, caret: range.start + candidate.count, gravity: .forward)
      if let current = best, !Self.fitsBetter(result, than: current) { continue }
      best = result
    }
    guard let best, best.value != valueWithoutSelection(range, characters) else {
      return string.isEmpty ? [] : [.inputRejected(string)]
    }
    return commit(best)
  }

  /// Replaces a range with `string` the way a text view asks for it: empty strings delete (a one-character
  /// deletion before the caret is a backspace), one character is a keystroke, more is a paste.
  @discardableResult
  public mutating func replace(_ range: TextSelection, with string: String) -> [EditEvent] {
    let range = range.clamped(to: text.count)
    if string.isEmpty {
      if range.end - range.start == 1, selection.isCaret, selection.start == range.end {
        return backspace()
      }
      selection = range
      return deleteSelection()
    }
    selection = range
    return string.count == 1 ? type(string) : paste(string)
  }

  /// Replaces the whole text programmatically, formatted by the mask, with the caret at the end.
  @discardableResult
  public mutating func setText(_ newText: String) -> [EditEvent] {
    commit(format(newText, caret: newText.count, gravity: .forward))
  }

  /// Types one character; returns false when the mask refused it and nothing changed.
  private mutating func typeKeystroke(_ typed: Character) -> Bool {
    let characters = TextCharacters(text)
    let range = insertionRange(in: characters)
    let character = typed.normalizedASCIIDigit ?? typed
    guard
      InputFilter.insertsWholeCharacters(
        String(character), after: characters.character(before: range.start),
        before: characters.character(at: range.end))
    else { return false }
    let raw = characters.prefix(range.start) + String(character) + characters.suffix(from: range.end)
    let result = format(raw, caret: range.start + 1, gravity: .forward)
    let resultCharacters = TextCharacters(result.text)
    let typedALiteral =
      result.text != text && result.caret > 0 && result.caret <= resultCharacters.count
      && resultCharacters[result.caret - 1] == character
    guard result.value != valueWithoutSelection(range, characters) || typedALiteral else { return false }
    _ = commit(result)
    return true
  }

  /// The selection, moved out of the literal prefix the text starts with (`+1 (`): typing or deleting
  /// there would otherwise read the prefix's own digits as typed digits.
  func insertionRange(in characters: TextCharacters) -> TextSelection {
    let range = selection.clamped(to: characters.count)
    let prefix = Array(mask.literalPrefix)
    guard range.start < prefix.count, characters.starts(with: prefix) else { return range }
    return TextSelection(start: prefix.count, end: max(range.end, prefix.count))
  }

  /// The value the text would have if the selection were deleted.
  private func valueWithoutSelection(_ range: TextSelection, _ characters: TextCharacters) -> String {
    guard !range.isCaret else { return value }
    let raw = characters.prefix(range.start) + characters.suffix(from: range.end)
    return format(raw, caret: range.start, gravity: .backward).value
  }

  private static func fitsBetter(_ candidate: MaskResult, than current: MaskResult) -> Bool {
    if candidate.isComplete != current.isComplete { return candidate.isComplete }
    return candidate.value.count > current.value.count
  }
}
