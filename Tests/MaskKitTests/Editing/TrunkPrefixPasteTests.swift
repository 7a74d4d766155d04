import Testing

@testable import MaskKit

/// A paste into a field that shows a calling code leaves out a leading trunk prefix only when it is the
/// national prefix of that code's regions (libphonenumber's metadata), in every dialect, whatever marks
/// or invisible characters stand between the digits (issue 43: `856441` U+0323 `57377` into a `+1` field
/// completed `5644157377`, the `8` dropped as if it were a trunk prefix). The picture dialect's
/// `+1 (###) ###-####` keeps its literals in the value and is not covered here yet (see CHANGELOG).
@Suite struct TrunkPrefixPasteTests {
  /// Eleven digits starting with `8`, as pasted: plain, with a combining mark on a digit, with an LRM,
  /// a zero-width joiner and a byte order mark between digits.
  static let elevenDigits = [
    "85644157377", "856441\u{0323}57377", "856\u{200E}44157377", "85\u{200D}644157377", "8564\u{FEFF}4157377",
  ]

  static func fields() throws -> [(name: String, field: MaskedText)] {
    [
      ("inputmask", MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"))),
      ("formatter", MaskedText(mask: try FormatStringMask("+1 (###) ###-####"))),
    ]
  }

  @Test(arguments: elevenDigits)
  func anEightBeforeAUSNumberIsNoTrunkPrefixInAnyDialect(_ pasted: String) throws {
    for (name, empty) in try Self.fields() {
      var field = empty
      let events = field.paste(pasted)
      #expect(!field.isComplete, "\(name): \(field.text)")
      #expect(field.value.isEmpty, "\(name): \(field.value)")
      let refused = events.contains { $0.refusesEdit }
      #expect(refused, "\(name): \(events)")
    }
    var blocks = BlockField(mask: try BlockMask("+1 ({ddd}) {ddd}-{dddd}", template: "_"))
    blocks.moveCaret(to: 4)
    #expect(blocks.pasteReadings(pasted) == .error)
    #expect(blocks.value.isEmpty)
  }

  @Test func theUSTrunkPrefixOneIsStillLeftOut() throws {
    for (name, empty) in try Self.fields() {
      for pasted in ["12065551234", "1206\u{200E}5551234", "12065551\u{0323}234"] {
        var field = empty
        field.paste(pasted)
        #expect(field.text == "+1 (206) 555-1234", "\(name): \(pasted)")
        #expect(field.isComplete, "\(name): \(pasted)")
      }
    }
  }

  @Test func eightIsTheTrunkPrefixOfSevenAndZeroOfFortyFour() throws {
    var russian = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"))
    russian.paste("89161234567")
    #expect(russian.text == "+7 (916) 123-45-67")
    var british = MaskedText(mask: try InputMask("+44 [0000] [000000]"))
    british.paste("02079460958")
    #expect(british.text == "+44 2079 460958")
    var notBritish = MaskedText(mask: try InputMask("+44 [0000] [000000]"))
    notBritish.paste("82079460958")
    #expect(!notBritish.isComplete)
    #expect(notBritish.value.isEmpty)
  }

  @Test func formatAndCheckReadTheSame() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    for pasted in Self.elevenDigits {
      let result = mask.format(pasted)
      #expect(!result.isComplete, "\(pasted): \(result.text)")
      #expect(result.refusal != nil)
    }
  }
}
