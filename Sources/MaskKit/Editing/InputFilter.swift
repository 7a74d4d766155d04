/// Prepares typed or pasted text before the mask sees it.
enum InputFilter {
  /// Digits of every script become ASCII digits; everything else is kept.
  static func normalizingDigits(_ text: String) -> String {
    guard !text.allSatisfy(\.isASCII) else { return text }
    return String(text.map { $0.normalizedASCIIDigit ?? $0 })
  }

  /// Whether inserting `inserted` between `before` and `after` keeps every character whole: a lone
  /// combining mark, joiner or emoji modifier would merge with its neighbour and change existing text.
  static func insertsWholeCharacters(_ inserted: String, after previous: Character?, before next: Character?)
    -> Bool
  {
    guard let first = inserted.unicodeScalars.first else { return true }
    if first.properties.isGraphemeExtend || first.properties.isEmojiModifier || first == "\u{200D}" {
      return false
    }
    if let previous, 1 + inserted.count != (String(previous) + inserted).count {
      return false
    }
    if let next, inserted.count + 1 != (inserted + String(next)).count {
      return false
    }
    return true
  }
}
