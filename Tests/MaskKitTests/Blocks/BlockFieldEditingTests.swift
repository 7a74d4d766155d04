import MaskKit
import Testing

/// Editing a blocks field: distribution, overwrite typing, backspace, selections and events.
@Suite struct BlockFieldEditingTests {
  static func field(
    _ source: String, template: String = "_", text: String? = nil, jump: Bool = false
  ) throws -> BlockField {
    var field = BlockField(mask: try BlockMask(source, template: template), jumpsToPreviousBlock: jump)
    if let text { field.setText(text) }
    return field
  }

  @Test func setTextSkipsTypedSeparatorsAndLeadingLiterals() throws {
    for input in ["0501234567", "+380501234567", "050 123 45 67", "+38 (050) 123-45-67"] {
      let field = try Self.field("+38 ({ddd}) {ddd}-{dd}-{dd}", text: input)
      #expect(field.text == "+38 (050) 123-45-67", "\(input)")
      #expect(field.status == .complete)
      #expect(field.selection == .caret(19))
      #expect(field.value == "0501234567")
    }
  }

  @Test func setTextStopsAtAForeignSeparator() throws {
    var field = try Self.field("{dd}-{dd}")
    #expect(field.setText("12/34") == .replace)
    #expect(field.text == "12-__")
    #expect(field.setText("-1234") == .delete)
    #expect(field.status == .clear)
  }

  @Test func setTextEmptiesSlotsItDoesNotWrite() throws {
    var field = try Self.field("{dddd}-{DDDD}-{WaWa}-{aaaa}", template: "ABCD-EFGH-IJKL-MNOP")
    #expect(field.setText("1234") == .replace)
    #expect(field.text == "1234-EFGH-IJKL-MNOP")
    #expect(field.setText("1234abcd@a#bwxyz") == .insert)
    #expect(field.text == "1234-abcd-@a#b-wxyz")
    #expect(field.blocks.map(\.value) == ["1234", "abcd", "@a#b", "wxyz"])
  }

  @Test func typingOverwritesAndNeverShifts() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234")
    field.moveCaret(to: 1)
    #expect(field.type("9") == [.insert])
    #expect(field.text == "19-34")
    #expect(field.selection == .caret(2))
  }

  @Test func typingJumpsOverLiteralsAndConsumesThemWhenEqual() throws {
    var field = try Self.field("{dd} / {dd}", text: "12")
    field.moveCaret(to: 2)
    #expect(field.type("/") == [.error])
    #expect(field.lastEvent == .error)
    #expect(field.selection == .caret(2))
    field.moveCaret(to: 3)
    field.type("3")
    #expect(field.text == "12 / 3_")
    #expect(field.selection == .caret(6))
  }

  @Test func typingPastTheLastSlotIsIgnored() throws {
    var field = try Self.field("{dd}-{dd}")
    #expect(field.type("12345") == [.insert, .insert, .insert, .insert])
    #expect(field.text == "12-34")
    #expect(field.lastEvent == nil)
  }

  @Test func rejectedKeyIsAnErrorEvent() throws {
    var field = try Self.field("{dd}-{dd}")
    field.type("12")
    field.type("x")
    #expect(field.lastEvent == .error)
    #expect(field.text == "12-__")
    #expect(field.selection == .caret(2))
  }

  @Test func backspaceLeavesHolesAndSkipsLiterals() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234")
    field.moveCaret(to: 4)
    #expect(field.backspace() == [.delete])
    #expect(field.text == "12-_4")
    #expect(field.backspace() == [])
    #expect(field.selection == .caret(2))
    field.moveCaret(to: 0)
    #expect(field.backspace() == [])
    #expect(field.selection == .caret(0))
  }

  @Test func deleteForwardEmptiesTheNextFilledSlotAcrossLiterals() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234")
    field.moveCaret(to: 2)
    #expect(field.deleteForward() == [.delete])
    #expect(field.text == "12-_4")
    #expect(field.selection == .caret(3))
    #expect(field.deleteForward(5) == [.delete])
    #expect(field.text == "12-__")
    #expect(field.deleteForward() == [])
    #expect(field.value == "12")
  }

  @Test func backspaceJumpsToThePreviousBlock() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234", jump: true)
    field.moveCaret(to: 4)
    field.backspace(2)
    #expect(field.text == "1_-_4")
    #expect(field.selection == .caret(1))
  }

  @Test func hugeBackspaceCountStops() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234")
    field.backspace(Int.max)
    #expect(field.status == .clear)
    #expect(field.selection == .caret(0))
  }

  @Test func selectionReplaceAndPaste() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234")
    field.select(location: 0, length: 1)
    #expect(field.paste("567") == .insert)
    #expect(field.text == "56-74")
    #expect(field.selection == .caret(4))
    field.select(location: 0, length: 5)
    #expect(field.type("1") == [.replace])
    #expect(field.text == "1_-__")
  }

  @Test func editRangesAreClamped() throws {
    var field = try Self.field("{dd}-{dd}")
    #expect(field.replace(location: 9, length: 0, with: "1") == nil)
    #expect(field.selection == .caret(5))
    #expect(field.replace(location: -3, length: Int.max, with: "12") == .replace)
    #expect(field.text == "12-__")
  }

  @Test func trailingLiteralStopsInput() throws {
    var field = try Self.field("({ddd})", text: "1234")
    #expect(field.text == "(123)")
    #expect(field.selection == .caret(4))
    #expect(field.type("4") == [])
  }

  @Test func clearButtonEmptiesEverything() throws {
    var field = try Self.field("{dd}-{dd}", text: "1234")
    #expect(field.clearButton() == .delete)
    #expect(field.text == "__-__")
    #expect(field.status == .clear)
  }
}
