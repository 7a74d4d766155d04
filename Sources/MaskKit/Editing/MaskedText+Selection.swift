extension MaskedText {
  /// Selects `selection`, clamped to the text.
  public mutating func select(_ selection: TextSelection) {
    self.selection = selection.clamped(to: text.characterCount)
  }

  /// Puts the caret at `offset`, clamped to the text.
  public mutating func moveCaret(to offset: Int) {
    select(.caret(offset))
  }

  /// Selects the whole text.
  public mutating func selectAll() {
    selection = TextSelection(start: 0, end: text.characterCount)
  }

  /// Selects a UTF-16 range (UIKit's `NSRange`); throws when it splits a character or leaves the text.
  public mutating func selectUTF16(location: Int, length: Int) throws(UTF16OffsetError) {
    let range = try text.characterRange(fromUTF16: location, length: length)
    selection = TextSelection(start: range.lowerBound, end: range.upperBound)
  }

  /// The selection as a UTF-16 location and length.
  public var utf16Selection: (location: Int, length: Int) {
    let start = text.utf16Offset(fromCharacter: selection.start)
    return (start, text.utf16Offset(fromCharacter: selection.end) - start)
  }
}
