import MaskKit
import Testing

@testable import MaskKitUI

/// UTF-16 ranges around emoji, flags and combining marks, and ranges no text view should send.
@Suite struct TextFieldAdapterUTF16Tests {
  static let emojiPrefix = try? InputMask("😀 [000]")
  static let reactions = try? InputMask(
    "😀 [eeee]", notations: [Notation(character: "e", characters: "👍🏽🇫🇷❤️")])
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func field(_ mask: InputMask?, text: String = "") throws -> SimulatedTextField {
    SimulatedTextField(mask: try #require(mask), text: text)
  }

  @Test func theCaretAfterAnEmojiLiteralCountsItsTwoCodeUnits() throws {
    var field = try field(Self.emojiPrefix)
    field.type("1")
    #expect(field.text == "😀 1")
    #expect(field.selection == .caret(4))
    field.select(UTF16Range(location: 0, length: 2))
    #expect(field.adapter.model.selection == TextSelection(start: 0, end: 1))
  }

  @Test func emojiValuesMoveTheCaretByTheirWholeLength() throws {
    var field = try field(Self.reactions)
    field.type("👍🏽")
    #expect(field.text == "😀 👍🏽")
    #expect(field.selection == .caret(7))
    field.type("🇫🇷")
    #expect(field.selection == .caret(11))
    #expect(field.value == "👍🏽🇫🇷")
  }

  @Test func backspaceRemovesAWholeFlag() throws {
    var field = try field(Self.reactions)
    field.type("👍🏽🇫🇷")
    field.backspace()
    #expect(field.text == "😀 👍🏽")
    #expect(field.selection == .caret(7))
  }

  @Test func aRangeSplittingASurrogatePairCoversTheWholeEmoji() throws {
    var field = try field(Self.reactions)
    field.type("👍🏽🇫🇷")
    field.select(UTF16Range(location: 4, length: 5))
    #expect(field.adapter.model.selection == TextSelection(start: 2, end: 4))
    field.backspace()
    #expect(field.text == "😀 ")
  }

  @Test func anEmptyRangeInsideAnEmojiIsACaretBeforeIt() {
    let text = "a👍🏽b"
    #expect(text.characterSelection(covering: .caret(2)) == .caret(1))
    #expect(text.characterSelection(covering: .caret(5)) == .caret(2))
    #expect(
      text.characterSelection(covering: UTF16Range(location: 2, length: 1)) == TextSelection(start: 1, end: 2)
    )
    #expect(
      text.characterSelection(covering: UTF16Range(location: 0, length: 6)) == TextSelection(start: 0, end: 3)
    )
  }

  @Test func aCombiningMarkIsCoveredWithItsBaseLetter() {
    let text = "ae\u{301}b"
    #expect(
      text.characterSelection(covering: UTF16Range(location: 2, length: 1)) == TextSelection(start: 1, end: 2)
    )
  }

  @Test func rangesOutsideTheTextAreClampedWithoutCrashing() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    let ranges = [
      UTF16Range(location: -5, length: 2), UTF16Range(location: 1_000, length: 3),
      UTF16Range(location: 3, length: -4), UTF16Range(location: Int.max, length: Int.max),
      UTF16Range(location: Int.min, length: Int.max),
    ]
    for range in ranges {
      _ = adapter.shouldChangeCharacters(in: range, replacement: "5", fieldText: adapter.text)
      adapter.selectionDidChange(to: range)
      #expect(adapter.selection.location >= 0)
      #expect(adapter.selection.location + adapter.selection.length <= adapter.text.utf16.count)
    }
  }

  @Test func anEmojiTypedIntoADigitMaskIsRefused() throws {
    var field = try field(Self.phone, text: "206")
    field.type("😀")
    #expect(field.text == "+1 (206")
    #expect(field.selection == .caret(7))
    #expect(field.lastEvents == [.inputRejected("😀")])
  }

  @Test func aLoneSkinToneModifierCannotJoinTheEmojiBeforeIt() throws {
    var field = try field(Self.reactions)
    field.type("🇫🇷")
    field.paste("🏽")
    #expect(field.text == "😀 🇫🇷")
  }
}
