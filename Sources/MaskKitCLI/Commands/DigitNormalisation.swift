extension String {
  /// The text with every decimal digit of another script written as its ASCII digit (`٢٠٦` is `206`),
  /// as `Character.normalizedASCIIDigit` reads one; the text itself, without mapping its characters,
  /// when it has no such digit.
  var withASCIIDigits: String {
    guard unicodeScalars.contains(where: Self.isNonASCIIDecimalDigit) else { return self }
    return String(map { $0.normalizedASCIIDigit ?? $0 })
  }

  /// Whether `scalar` is a decimal digit outside ASCII. None lies below U+0660 (ARABIC-INDIC DIGIT
  /// ZERO, the first non-ASCII scalar of general category Nd), so Latin, Greek and Cyrillic text is
  /// passed over without a property lookup.
  static func isNonASCIIDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x660 && scalar.properties.generalCategory == .decimalNumber
  }
}
