/// Texts and masks chosen to break Unicode handling, bracket parsing and scaling.
enum HostileSamples {
  /// One scalar of every Unicode general category a `String` can hold (surrogates cannot).
  static let everyGeneralCategory: [Unicode.GeneralCategory: Unicode.Scalar] = {
    var samples: [Unicode.GeneralCategory: Unicode.Scalar] = [:]
    var value: UInt32 = 0
    while samples.count < 29, value <= 0x10FFFF {
      if let scalar = Unicode.Scalar(value), samples[scalar.properties.generalCategory] == nil {
        samples[scalar.properties.generalCategory] = scalar
      }
      value += 1
    }
    return samples
  }()

  /// Short texts that stress grapheme handling: emoji sequences, flags, marks, bidi controls, NUL.
  static let texts: [String] = [
    "",
    "\u{0}",
    "1\u{0}2\u{0}3",
    "\u{1}\u{1F}\u{7F}\u{85}\u{9F}",
    "\r\n\r\n12",
    "👨‍👩‍👧‍👦",
    "1👩🏽‍💻2",
    "🇫🇷🇩🇪🇺",
    "🏳️‍🌈",
    "e\u{301}\u{302}\u{303}",
    "\u{301}\u{302}12",
    "a\u{1E}\u{34B}b",
    "ᄀxᅡ1",
    "\u{200F}123\u{200E}",
    "\u{202E}abc\u{202C}",
    "\u{2067}٣٤٥\u{2069}",
    "עברית 123",
    "\u{FEFF}1\u{200B}2\u{200D}3",
    "\u{FFFD}\u{FFFF}\u{10FFFF}",
    "[[]]{{}}\\\\",
    "+1 (206) 555-1234",
    "١٢٣٤٥٦٧٨٩٠",
    String(repeating: "\u{301}", count: 500),
    String(repeating: "👍🏿", count: 200),
    String(everyGeneralCategory.values.map(Character.init)),
  ]

  /// Input-mask formats with unpaired, nested and empty brackets and stray escapes.
  static let inputMaskFormats: [String] = [
    "", "[", "]", "{", "}", "[]", "{}", "[[0]]", "{[0]}", "[{0}]", "[0", "0]", "{0", "0}", "\\", "[\\]",
    "[0]\\", "[…]", "[0…0]", "[0]]]", "[[[[", "]]]]", "\u{0}", "[\u{0}]", "{\u{0}}", "[0\u{301}]",
    "[👍]", "{👨‍👩‍👧}[0]", "\u{202E}[00]", "[0]{🇫🇷}[A]",
  ]

  /// Picture masks with unpaired, nested and empty groups and stray escapes and repetitions.
  static let pictureMasks: [String] = [
    "", "{", "}", "[", "]", "{}", "[]", "{,}", ",", ";", "*", "*{", "{a,", "[#", "#]", "*99#", "*0#",
    "{{{{", "}}}}", "[[[[", "]]]]", "\u{0}", ";\u{0}", "👨‍👩‍👧#", "\u{202E}##", "{🇫🇷,🇩🇪}", "e\u{301}#",
  ]

  /// `count` opening brackets followed by `count` closing ones.
  static func nested(_ open: Character, _ close: Character, depth count: Int, core: String = "") -> String {
    String(repeating: open, count: count) + core + String(repeating: close, count: count)
  }
}
