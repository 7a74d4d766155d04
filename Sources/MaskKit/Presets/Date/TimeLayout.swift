/// Times pasted with a one-digit hour (`2:30`, `9.05 PM`).
extension TimeMask: PasteLayoutReading {
  /// Reads a paste whose hour has one digit before `:` or `.` as the same time with the hour padded
  /// (`2:30` is `02:30`), so no reading can take its digits for another time (`23:0`); anything else
  /// is left to the usual readings. An invisible format character between two digits
  /// (`StrayCharacters.firstHidden(in:)`) refuses the paste.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    if let hidden = StrayCharacters.firstHidden(in: pasted) {
      return .refused(reason: .hiddenCharacter(hidden))
    }
    let characters = Array(pasted)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      characters[first].normalizedASCIIDigit != nil, characters.indices.contains(first + 1),
      characters[first + 1] == ":" || characters[first + 1] == "."
    else { return .unrecognised }
    var padded = characters
    padded.insert("0", at: first)
    return .recognised(String(padded))
  }
}
