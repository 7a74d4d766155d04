extension AmountMask {
  /// `input` without the field's own prefix (at the start or after a minus sign) and suffix (at the end).
  ///
  /// The caret stays on the same character; affixes may hold `.` or `,` (`Rs.`, `kr.`), which must not
  /// be read as separators.
  public func withoutAffixes(_ input: CaretText) -> CaretText {
    guard !prefix.isEmpty || !suffix.isEmpty else { return input }
    var characters = Array(input.text)
    var caret = min(max(0, input.caret), characters.count)
    let suffix = Array(self.suffix)
    if !suffix.isEmpty, characters.count >= suffix.count, Array(characters.suffix(suffix.count)) == suffix {
      characters.removeLast(suffix.count)
      caret = min(caret, characters.count)
    }
    let prefix = Array(self.prefix)
    let sign = characters.first == "-" || characters.first == "\u{2212}" ? 1 : 0
    if !prefix.isEmpty, characters.dropFirst(sign).starts(with: prefix) {
      characters.removeSubrange(sign..<sign + prefix.count)
      if caret > sign { caret = max(sign, caret - prefix.count) }
    }
    var bare = input
    bare.text = String(characters)
    bare.caret = caret
    return bare
  }
}
