extension MaskedText {
  /// Switches to another mask, re-rendering the value and keeping the caret after the same value character.
  @discardableResult
  public mutating func setMask(_ newMask: any Mask) -> [EditEvent] {
    let characters = enteredCharacters(of: shownCharacters)
    let caret = selection.clamped(to: characters.count).end
    let valueBeforeCaret = mask.apply(CaretText(characters.prefix(caret), gravity: .forward)).value.count
    let result = newMask.apply(
      CaretText(value, caret: value.count, gravity: .forward, autocomplete: autocomplete))
    var placed = result
    if valueBeforeCaret < value.count {
      placed.caret = Self.offset(afterValueCharacters: valueBeforeCaret, in: result.text, mask: newMask)
    }
    return commit(placed, mask: newMask)
  }

  /// The shortest prefix of `text` whose value has `count` characters (binary search over prefixes).
  private static func offset(afterValueCharacters count: Int, in text: String, mask: any Mask) -> Int {
    let characters = Array(text)
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high) / 2
      let prefixValue = mask.apply(CaretText(String(characters[..<middle]), gravity: .forward)).value
      if prefixValue.count >= count { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
