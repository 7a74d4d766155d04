import MaskKit
import Testing

/// Explicit conversions between UTF-16 offsets (UIKit) and Character offsets (MaskKit).
@Suite struct UTF16OffsetTests {
  let text = "a😀e\u{301}👨‍👩‍👧b"

  @Test func convertsBoundariesBothWays() throws {
    #expect(try text.characterOffset(fromUTF16: 0) == 0)
    #expect(try text.characterOffset(fromUTF16: 3) == 2)
    #expect(text.utf16Offset(fromCharacter: 2) == 3)
    #expect(try text.characterOffset(fromUTF16: text.utf16.count) == text.count)
    #expect(try text.characterRange(fromUTF16: 1, length: 2) == 1..<2)
  }

  @Test(arguments: [-1, 2, 4, 7, 100])
  func rejectsOffsetsInsideCharactersOrOutside(_ offset: Int) {
    #expect(throws: UTF16OffsetError.self) { try text.characterOffset(fromUTF16: offset) }
  }

  @Test func rejectsNegativeLengths() {
    #expect(throws: UTF16OffsetError.self) { try text.characterRange(fromUTF16: 3, length: -1) }
  }

  @Test func fieldSelectionRoundTripsThroughUTF16() throws {
    var field = MaskedText(mask: try InputMask("[…]"), text: "ab")
    try field.selectUTF16(location: 1, length: 1)
    #expect(field.selection == TextSelection(start: 1, end: 2))
    #expect(field.utf16Selection.location == 1 && field.utf16Selection.length == 1)
    #expect(throws: UTF16OffsetError.self) { try field.selectUTF16(location: 0, length: 9) }
  }
}
