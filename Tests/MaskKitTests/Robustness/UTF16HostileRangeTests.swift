import MaskKit
import Testing

/// UTF-16 helpers answer every range, however hostile, with a value or a `UTF16OffsetError`.
@Suite struct UTF16HostileRangeTests {
  static let text = "a😀e\u{301}🇫🇷\u{202E}👨‍👩‍👧\u{0}"

  static let hostileOffsets = [Int.min, Int.min + 1, -1_000_000, -1, Int.max - 1, Int.max, 1_000_000]

  @Test(arguments: hostileOffsets)
  func extremeOffsetsThrow(_ offset: Int) {
    #expect(throws: UTF16OffsetError.self) { try Self.text.characterOffset(fromUTF16: offset) }
  }

  @Test(arguments: hostileOffsets)
  func extremeRangesThrowInsteadOfOverflowing(_ value: Int) {
    for (location, length) in [(value, 1), (1, value), (value, value), (value, 0 &- value &+ 1), (0, value)] {
      #expect(throws: UTF16OffsetError.self, "location \(location), length \(length)") {
        try Self.text.characterRange(fromUTF16: location, length: length)
      }
    }
  }

  @Test func offsetsInsideSurrogatePairsAndGraphemesThrow() {
    let inside = [2, 4, 6, 7, 8, 11, 12, 14, 15, 17]
    for offset in inside {
      #expect(throws: UTF16OffsetError.self, "offset \(offset)") {
        try Self.text.characterOffset(fromUTF16: offset)
      }
    }
  }

  @Test func everyBoundaryConvertsBothWays() throws {
    for character in 0...Self.text.count {
      let utf16 = Self.text.utf16Offset(fromCharacter: character)
      #expect(try Self.text.characterOffset(fromUTF16: utf16) == character)
    }
  }

  @Test(arguments: hostileOffsets)
  func characterOffsetsAreClamped(_ offset: Int) {
    let utf16 = Self.text.utf16Offset(fromCharacter: offset)
    #expect(utf16 == 0 || utf16 == Self.text.utf16.count)
  }

  @Test func aRejectedUTF16SelectionLeavesTheFieldAsItWas() throws {
    var field = MaskedText(mask: try InputMask("[A…]"), text: "e\u{301}a")
    field.moveCaret(to: 1)
    for (location, length) in [(1, 1), (Int.max, 1), (0, Int.max), (Int.min, 0), (-1, 2), (2, -1)] {
      #expect(throws: UTF16OffsetError.self) { try field.selectUTF16(location: location, length: length) }
      #expect(field.selection == .caret(1))
    }
  }
}
