extension AmountMask {
  /// `input` without the field's own prefix (at the start or after a minus sign) and suffix (at the end).
  ///
  /// The caret stays on the same character; affixes may hold `.` or `,` (`Rs.`, `kr.`), which must not
  /// be read as separators.
  public func withoutAffixes(_ input: CaretText) -> CaretText {
    guard !prefix.isEmpty || !suffix.isEmpty else { return input }
    var text = Substring(input.text)
    var count = text.count
    var caret = min(max(0, input.caret), count)
    if !suffix.isEmpty, text.reversed().starts(with: suffix.reversed()) {
      let length = suffix.count
      text = text.dropLast(length)
      count -= length
      caret = min(caret, count)
    }
    // A prefix that itself starts with a minus sign (`-€`) is the prefix, not a sign and the rest.
    let signed = text.first == "-" || text.first == "\u{2212}"
    let sign = signed && !text.starts(with: prefix) ? 1 : 0
    var bare = input
    if !prefix.isEmpty, text.dropFirst(sign).starts(with: prefix) {
      let length = prefix.count
      let start = text.index(text.startIndex, offsetBy: sign)
      text = text[..<start] + text[text.index(start, offsetBy: length)...]
      if caret > sign { caret = max(sign, caret - length) }
    }
    bare.text = String(text)
    bare.caret = caret
    return bare
  }
}
