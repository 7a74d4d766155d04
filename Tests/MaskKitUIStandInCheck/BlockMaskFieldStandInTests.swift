import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// AKMaskField's field on the shared editing model; expectations from AKMaskField 1b45c35's answers in
/// ../shared/vectors/blocks.jsonl (the case ids are named in each test).
@MainActor
@Suite struct BlockMaskFieldStandInTests {
  /// A delegate recording what the field tells it; it refuses changes while `refuses` is set.
  final class Recorder: BlockMaskFieldDelegate {
    var began = 0
    var asked: [(String, NSRange, String)] = []
    var refuses = false

    func maskFieldDidBeginEditing(_ maskField: BlockMaskField) { began += 1 }

    func maskField(
      _ maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) -> Bool {
      asked.append((oldString, range, withString))
      return !refuses
    }
  }

  /// What a storyboard does: `init(coder:)`, then the inspectable values.
  func loaded(_ mask: String, template: String = "_", showTemplate: Bool = true) throws -> (
    BlockMaskField, StandInTyping
  ) {
    let field = try #require(BlockMaskField(coder: NSCoder()))
    field.maskExpression = mask
    field.maskTemplate = template
    field.maskShowTemplate = showTemplate
    return (field, StandInTyping(field: field, delegate: field.maskedDelegate))
  }

  /// C03: typing fills the blocks; past the last slot nothing happens.
  @Test func typingFillsTheBlocksWithStatusesAndEvents() throws {
    let (field, typing) = try loaded("{dd}-{dd}")
    #expect(field.text == "__-__")
    #expect(field.blockStatus == .clear)
    var seen: [(String, BlockStatus, BlockEvent?)] = []
    for character in "12345" {
      typing.type(String(character))
      seen.append((field.text ?? "", field.blockStatus, field.blockEvent))
    }
    #expect(seen.map(\.0) == ["1_-__", "12-__", "12-3_", "12-34", "12-34"])
    #expect(seen.map(\.1) == [.incomplete, .incomplete, .incomplete, .complete, .complete])
    #expect(seen.map(\.2) == [.insert, .insert, .insert, .insert, nil])
  }

  /// C04: a character the slot refuses is an error and changes nothing.
  @Test func aRefusedCharacterIsAnError() throws {
    let (field, typing) = try loaded("{dddd}-{DDDD}-{WaWa}-{aaaa}", template: "ABCD-EFGH-IJKL-MNOP")
    typing.type("a")
    #expect(field.text == "ABCD-EFGH-IJKL-MNOP")
    #expect(field.blockEvent == .error)
    #expect(field.blockStatus == .clear)
  }

  /// D01: backspace empties the slot before the caret.
  @Test func backspaceIsADelete() throws {
    let (field, typing) = try loaded("{dd}-{dd}")
    typing.type("12")
    typing.backspace()
    #expect(field.text == "1_-__")
    #expect(field.blockEvent == .delete)
    #expect(field.blockStatus == .incomplete)
  }

  /// E03: pasting a whole formatted value over a full field.
  @Test func pasteOverASelectionIsAnInsert() throws {
    let (field, typing) = try loaded("{dddd}-{dddd}-{dddd}-{dddd}", template: "ABCD-EFGH-IJKL-MNOP")
    typing.paste("1111222233334444")
    #expect(field.text == "1111-2222-3333-4444")
    typing.select(0, 19)
    typing.paste("5555-6666-7777-8888")
    #expect(field.text == "5555-6666-7777-8888")
    #expect(field.blockEvent == .insert)
    #expect(field.blockStatus == .complete)
  }

  /// A03: the mask object of `{dddd}-{DDDD}-{WaWa}-{aaaa}` with the default template `*`.
  @Test func theMaskObjectDescribesEveryBlock() throws {
    let (field, typing) = try loaded("{dddd}-{DDDD}-{WaWa}-{aaaa}", template: "*")
    #expect(field.blocks.map(\.mask) == ["dddd", "DDDD", "WaWa", "aaaa"])
    typing.type("12")
    let first = try #require(field.blocks.first)
    #expect(first.index == 0)
    #expect(first.range == 1..<5)
    #expect(first.template == "****")
    #expect(first.text == "12**")
    #expect(first.status == .incomplete)
    #expect(first.chars.map(\.status) == [.complete, .complete, .clear, .clear])
    #expect(first.chars[1].range == 2..<3)
    #expect(field.blocks.dropFirst().allSatisfy { $0.status == .clear })
  }

  /// C30: without the template an empty field is empty (its placeholder shows the template).
  @Test func aHiddenTemplateShowsOnceTypingStarts() throws {
    let (field, typing) = try loaded("{dd}-{dd}", showTemplate: false)
    #expect(field.text == "")
    #expect(field.placeholder == "__-__")
    typing.type("1")
    #expect(field.text == "1_-__")
  }

  @Test func theDelegateIsToldAndAsked() throws {
    let (field, typing) = try loaded("{dd}-{dd}")
    let recorder = Recorder()
    field.maskDelegate = recorder
    field.maskedDelegate.textFieldDidBeginEditing(field)
    #expect(recorder.began == 1)
    typing.type("1")
    recorder.refuses = true
    typing.type("2")
    #expect(field.text == "1_-__")
    #expect(recorder.asked.count == 2)
    #expect(recorder.asked.last?.0 == "")
    #expect(recorder.asked.last?.1 == NSRange(location: 1, length: 0))
    #expect(recorder.asked.last?.2 == "2")
  }

  @Test func noMaskOrAMalformedOneLeavesTheFieldUnmasked() throws {
    let (field, typing) = try loaded("{dd")
    #expect(field.maskError != nil)
    typing.type("abc")
    #expect(field.text == "abc")
    #expect(field.blocks.isEmpty)
  }
}
