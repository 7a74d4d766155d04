import Testing

@testable import MaskKit

@Suite struct CharacterClassTests {
  @Test(arguments: [("٣", "3"), ("۷", "7"), ("３", "3"), ("9", "9")])
  func digitsOfEveryScriptNormalizeToASCII(_ digit: Character, _ ascii: Character) {
    #expect(digit.normalizedASCIIDigit == ascii)
    #expect(digit.isUnicodeDigit)
  }

  @Test(arguments: ["a", "x", "😀", "½", "\u{200F}"])
  func nonDigitsHaveNoASCIIDigit(_ character: Character) {
    #expect(character.normalizedASCIIDigit == nil)
  }

  @Test func lettersIncludeCombiningMarksButNotEmoji() {
    #expect(Character("e\u{301}").isUnicodeLetter)
    #expect(Character("ж").isUnicodeLetter)
    #expect(!Character("👍🏽").isUnicodeLetter)
    #expect(!Character("1").isUnicodeLetter)
  }

  @Test func alphanumericsCoverLettersAndNumbers() {
    #expect(Character("Ⅻ").isUnicodeAlphanumeric)
    #expect(Character("q").isUnicodeAlphanumeric)
    #expect(!Character("-").isUnicodeAlphanumeric)
  }
}

@Suite struct StandAloneCharacterTests {
  @Test(arguments: [
    "\u{301}", "\u{59E}", "\u{200D}", "\u{1F3FD}", "\u{1F1EB}", "\u{1100}", "\r", "\u{903}", "\u{600}",
  ])
  func charactersThatJoinTheirNeighbourCannotStandAlone(_ character: Character) {
    #expect(!character.canStandAlone)
  }

  @Test(arguments: ["a", "é", "e\u{301}", "🇫🇷", "👨‍👩‍👧", "\n", " ", "가", "٣"])
  func wholeCharactersStandAlone(_ character: Character) {
    #expect(character.canStandAlone)
  }
}

/// The scalar classes and comparisons hot readers use instead of `Character`'s, held to the standard
/// library's answers.
@Suite struct ScalarClassTests {
  /// Every scalar below U+0800 and a sample above: `isFormat` is the general category Cf.
  @Test func theFormatClassIsCategoryCf() {
    let values = Array(0..<0x800) + [0x200B, 0x200D, 0x2060, 0xFEFF, 0x110BD, 0xE0001, 0x4E00, 0x3042]
    for value in values {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      #expect(scalar.isFormat == (scalar.properties.generalCategory == .format), "U+\(value)")
    }
  }

  /// The digit table gives every decimal digit below U+0800 its value, as its numeric value says.
  @Test func theDigitTableIsTheNumericValue() {
    for value in 0..<0x800 {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let expected: Character? =
        scalar.properties.generalCategory == .decimalNumber
        ? scalar.properties.numericValue.map { Character(Unicode.Scalar(UInt8(48 + Int($0)))) } : nil
      #expect(scalar.asciiDigit == expected, "U+\(value)")
    }
  }

  /// The letter table gives `Character.isLetter` for every one-scalar character below U+0800 and for
  /// characters of several scalars.
  @Test func theLetterTableIsTheStandardLibrarysAnswer() {
    for value in 0..<0x800 {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let character = Character(scalar)
      #expect(character.isLetterByTable == character.isLetter, "U+\(value)")
    }
    for text in ["e\u{301}", "\u{301}", "ж", "中", "1", "🇫🇷", "Ա"] {
      let character = Character(text)
      #expect(character.isLetterByTable == character.isLetter, "\(text)")
    }
  }

  /// A character with a plain scalar equals a single-scalar literal exactly when the values are equal,
  /// as `==` (which compares normalized) says, for every ASCII and standalone scalar below U+0800 and
  /// kana, and the literals the readers compare with.
  @Test func aPlainScalarComparesByValue() {
    let literals: [Character] = [
      ".", ",", "'", "\u{2019}", "\u{066B}", "\u{066C}", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "a", "A",
      "p",
      "P", "m", "M", ";", "K", "`", "\u{00B7}", "Ω", "Å", "#", "=", "~", "+", "-", "\u{2212}", "\u{FF0B}",
      "＃", "ｘ", "～",
    ]
    var plain = 0
    for value in Array(0..<0x800) + Array(0x3041..<0x3097) + [0x037E, 0x0387, 0x212A, 0x2126, 0x212B] {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let character = Character(scalar)
      guard let found = character.plainScalar else { continue }
      plain += 1
      for literal in literals {
        let same = found.value == literal.unicodeScalars.first!.value
        #expect((character == literal) == same, "U+\(value) and \(literal)")
      }
    }
    #expect(plain > 1_200)
    #expect(Character("\u{037E}").plainScalar == nil)
    #expect(Character("e\u{301}").plainScalar == nil)
  }
}
