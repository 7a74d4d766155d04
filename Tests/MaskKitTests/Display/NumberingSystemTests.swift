import MaskKit
import Testing

/// The CLDR numbering systems of ``NumberingSystem``: their digits, names and the drawing of a text's
/// ASCII digits.
@Suite struct NumberingSystemTests {
  @Test func theTableHoldsCLDRsDecimalSystemsByTheirCLDRNames() {
    #expect(NumberingSystem.allCases.count == 66)
    let zeros: [NumberingSystem: UInt32] = [
      .latn: 0x30, .arab: 0x660, .arabext: 0x6F0, .deva: 0x966, .beng: 0x9E6, .thai: 0xE50,
      .mymr: 0x1040, .tibt: 0xF20, .olck: 0x1C50, .fullwide: 0xFF10, .adlm: 0x1E950, .mathbold: 0x1D7CE,
    ]
    for (system, zero) in zeros { #expect(system.zero.value == zero, "\(system)") }
    #expect(NumberingSystem.arab.identifier == "arab")
    #expect(NumberingSystem.arabext.rawValue == "arabext")
  }

  @Test func identifiersAreReadWhateverTheirCase() {
    #expect(NumberingSystem(identifier: "arab") == .arab)
    #expect(NumberingSystem(identifier: "ARABEXT") == .arabext)
    #expect(NumberingSystem(identifier: "Deva") == .deva)
    // Not a system of ten contiguous digits (scattered ideographs, algorithmic) or not CLDR's at all.
    for name in ["hanidec", "roman", "hebr", "taml", "", "arabic"] {
      #expect(NumberingSystem(identifier: name) == nil, "\(name)")
    }
  }

  @Test(arguments: NumberingSystem.allCases)
  func everyDigitIsTheUnicodeDecimalDigitOfItsValue(_ system: NumberingSystem) {
    for value in 0...9 {
      let digit = system.digit(value)
      let scalars = Array(digit.unicodeScalars)
      #expect(scalars.count == 1)
      #expect(scalars.first?.properties.generalCategory == .decimalNumber, "\(system) \(value)")
      #expect(scalars.first?.properties.numericValue == Double(value), "\(system) \(value)")
      #expect(NumberingSystem(digit: digit) == system)
    }
  }

  @Test(arguments: NumberingSystem.allCases)
  func typedDigitsOfEverySystemAreReadAsASCII(_ system: NumberingSystem) throws {
    var field = MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    field.type(String((0...9).map(system.digit)))
    #expect(field.value == "0123456789", "\(system)")
    #expect(field.text == "+1 (012) 345-6789", "\(system)")
  }

  @Test func aCharacterThatIsNotOneDigitHasNoSystem() {
    for character: Character in ["a", "-", " ", "一", "〇", "5\u{301}", "①"] {
      #expect(NumberingSystem(digit: character) == nil, "\(character)")
    }
  }

  @Test(arguments: NumberingSystem.allCases)
  func drawingDigitsKeepsEveryOtherCharacterAndTheCount(_ system: NumberingSystem) {
    let text = "+1 (206) 555-1234 a😀e\u{301}٣"
    let drawn = system.drawingDigits(of: text)
    #expect(drawn.count == text.count)
    for (original, shown) in zip(text, drawn) {
      if let value = original.wholeNumberValue, original.isASCII {
        #expect(shown == system.digit(value))
      } else {
        #expect(shown == original)
      }
    }
  }

  @Test func theArabicIndicPhoneNumberOfTheIssue() {
    #expect(NumberingSystem.arab.drawingDigits(of: "+1 206-555-1234") == "+١ ٢٠٦-٥٥٥-١٢٣٤")
    #expect(NumberingSystem.arabext.drawingDigits(of: "+98 912") == "+۹۸ ۹۱۲")
    #expect(NumberingSystem.latn.drawingDigits(of: "+1 206") == "+1 206")
  }

  @Test func displayDigitsDrawOnlyWhenNative() {
    #expect(DisplayDigits.latin.drawing("12") == "12")
    #expect(DisplayDigits.native(.deva).drawing("12") == "१२")
    #expect(DisplayDigits.latin.isLatin)
    #expect(DisplayDigits.native(.latn).isLatin)
    #expect(!DisplayDigits.native(.thai).isLatin)
    #expect(DisplayOptions().digits == .latin)
  }
}
