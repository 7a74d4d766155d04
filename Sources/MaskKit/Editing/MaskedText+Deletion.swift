extension MaskedText {
  /// Deletes the selection, or the character before the caret.
  ///
  /// Right after a literal (`+1 (206) |`), the value character before it goes too (`+1 (20|`), so
  /// every backspace removes something the person typed.
  @discardableResult
  public mutating func backspace() -> [EditEvent] {
    guard selection.isCaret else { return deleteSelection() }
    let characters = enteredCharacters(of: shownCharacters)
    let range = selection.clamped(to: characters.count)
    guard range.start > 0 else { return [] }
    let lowest = max(0, range.start - Self.literalRunLimit)
    return deleteFirstChangingValue(
      characters, ranges: stride(from: range.start - 1, through: lowest, by: -1).map { $0..<range.start })
  }

  /// Deletes the selection, or the character after the caret (skipping literals to the next value character).
  @discardableResult
  public mutating func deleteForward() -> [EditEvent] {
    guard selection.isCaret else { return deleteSelection() }
    let characters = enteredCharacters(of: shownCharacters)
    let range = insertionRange(in: characters)
    guard range.start < characters.count else { return [] }
    let highest = min(characters.count, range.start + Self.literalRunLimit)
    return deleteFirstChangingValue(
      characters, ranges: (range.start + 1...highest).map { range.start..<$0 })
  }

  /// Removes the selection and returns it, as a Cut command does.
  public mutating func cut() -> (text: String, events: [EditEvent]) {
    let removed = selectedText
    return (removed, selection.isCaret ? [] : deleteSelection())
  }

  /// Deletes the selected characters.
  ///
  /// A selection that starts in the literal prefix (`+1 (`) but stops before the end deletes from the
  /// end of the prefix, so the prefix's own digits are not read as typed ones; selecting to the end
  /// clears the field.
  @discardableResult
  public mutating func deleteSelection() -> [EditEvent] {
    let characters = enteredCharacters(of: shownCharacters)
    let selected = selection.clamped(to: characters.count)
    let range = selected.end >= characters.count ? selected : insertionRange(in: characters)
    guard !range.isCaret else { return [] }
    return commit(delete(range.start..<range.end, from: characters))
  }

  /// Tries each range in turn and commits the first deletion that changes the value, else the first one.
  private mutating func deleteFirstChangingValue(_ characters: TextCharacters, ranges: [Range<Int>])
    -> [EditEvent]
  {
    var first: MaskResult?
    for range in ranges {
      let result = delete(range, from: characters)
      if result.value != value { return commit(result) }
      if first == nil { first = result }
    }
    guard let first else { return [] }
    return commit(first)
  }

  /// Formats the text without `range`. Characters after it that would join the one before it into one
  /// grapheme (`ᄀ` and `ᅡ` once `x` between them goes, two halves of a flag) go too, so no character
  /// left in the field changes.
  private func delete(_ range: Range<Int>, from characters: TextCharacters) -> MaskResult {
    var upper = range.upperBound
    if let before = characters.character(before: range.lowerBound) {
      while let after = characters.character(at: upper), Self.join(before, after) { upper += 1 }
    }
    return splice(characters, replacing: range.lowerBound..<upper, with: "", gravity: .backward)
  }

  /// Whether `first` followed by `second` makes fewer characters than two.
  private static func join(_ first: Character, _ second: Character) -> Bool {
    guard !(first.isASCII && second.isASCII) else { return first == "\r" && second == "\n" }
    var pair = String(first)
    pair.append(second)
    return pair.count < 2
  }

  /// How far a deletion looks past literals for a value character.
  static var literalRunLimit: Int { 64 }
}
