import Foundation
import MaskKit
import Testing

/// A blocks field's display, resting caret, template and mask changes, and hooks.
@Suite struct BlockFieldStateTests {
  @Test func placeholderBlanksTheClearField() throws {
    let mask = try BlockMask("{dddd}-{DDDD}", template: "ABCD-EFGH")
    var field = BlockField(mask: mask, placeholder: "Card key")
    #expect(field.text == "")
    #expect(field.maskText == "ABCD-EFGH")
    #expect(field.blocks.first?.text == "ABCD")
    field.type("1")
    #expect(field.text == "1BCD-EFGH")
    #expect(field.selection == .caret(1))
    field.backspace()
    #expect(field.text == "")
    #expect(field.selection == .caret(0))
  }

  @Test func settingThePlaceholderOnlyMattersWhileClear() throws {
    var field = BlockField(mask: try BlockMask("{dd}-{dd}", template: "_"))
    field.type("1")
    field.setPlaceholder("dd-dd")
    #expect(field.text == "1_-__")
    #expect(field.selection == .caret(1))
    field.clearButton()
    #expect(field.text == "")
  }

  @Test func restingCaretFollowsTheStatus() throws {
    var field = BlockField(mask: try BlockMask("+38 ({ddd}) {ddd}", template: "_"))
    #expect(field.selection == .caret(5))
    field.setText("0501")
    field.moveCaret(to: 0)
    field.beginEditing()
    #expect(field.selection == .caret(11))
    field.setText("050123")
    field.moveCaret(to: 0)
    field.refresh()
    #expect(field.selection == .caret(13))
  }

  @Test func changingTheTemplateKeepsEnteredCharacters() throws {
    var field = BlockField(mask: try BlockMask("{dd}-{dd}", template: "_"))
    field.type("12")
    field.setTemplate("#")
    #expect(field.text == "12-##")
    #expect(field.selection == .caret(3))
    #expect(field.lastEvent == nil)
  }

  @Test func setMaskResetsTheTemplateAndRejectsBadMasks() throws {
    var field = BlockField(mask: try BlockMask("{dd}-{dd}", template: "_"))
    field.type("1")
    #expect(throws: MaskSyntaxError.self) { try field.setMask("dd") }
    #expect(field.text == "1_-__")
    try field.setMask("{dd}/{dd}/{dddd}")
    #expect(field.text == "**/**/****")
    #expect(field.status == .clear)
    try field.setMask(nil as String?)
    #expect(field.text == "")
    #expect(field.blocks.isEmpty)
    field.type("1")
    #expect(field.text == "")
  }

  @Test func unmaskedFieldShowsItsTextVerbatim() {
    var field = BlockField(mask: nil)
    field.setText("hello")
    #expect(field.text == "hello")
    #expect(field.selection == .caret(5))
    #expect(field.status == .clear)
  }

  @Test func blockAndSlotStates() throws {
    var field = BlockField(mask: try BlockMask("{dd}-{aa}", template: "_"))
    field.setText("1")
    let blocks = field.blocks
    #expect(blocks.map(\.status) == [.incomplete, .clear])
    #expect(blocks[0].slots.map(\.status) == [.complete, .clear])
    #expect(blocks[0].slots[1].templateRange == 1..<2)
    #expect(blocks[1].slots[0].patternRange == 6..<7)
    #expect(blocks[1].slots[0].symbol == .asciiLetter)
    #expect(blocks[1].template == "__")
  }

  @Test func hooksSeeEveryBlockChangeAndEvent() throws {
    let log = HookLog()
    let hooks = BlockFieldHooks(
      didBeginEditing: { log.add("begin") },
      shouldChangeBlock: { change in
        log.add("\(change.block.index) \(change.range) \(change.string)")
        return true
      },
      didChange: { log.add("event \($0.rawValue)") })
    let mask = try BlockMask("{dddd}-{dddd}-{dddd}-{dddd}", template: "_")
    var field = BlockField(mask: mask, hooks: hooks)
    field.setText("1234567890123456")
    log.reset()
    field.select(location: 2, length: 8)
    field.paste("00")
    #expect(field.text == "1200-____-9012-3456")
    #expect(log.entries == ["0 2..<4 00", "1 0..<4 ", "event replace"])
    field.beginEditing()
    #expect(log.entries.last == "begin")
  }

  @Test func hooksCanVetoAndRewrite() throws {
    let mask = try BlockMask("{dd}-{dd}", template: "_")
    var vetoing = BlockField(
      mask: mask, hooks: BlockFieldHooks(shouldChangeBlock: { $0.block.index != 1 }))
    vetoing.type("1234")
    #expect(vetoing.text == "12-__")
    #expect(vetoing.selection == .caret(5))
    var rewriting = BlockField(
      mask: mask,
      hooks: BlockFieldHooks(shouldChangeBlock: { change in
        change.string = "9x"
        change.range = -4..<99
        return true
      }))
    rewriting.type("1")
    #expect(rewriting.text == "9_-__")
    #expect(rewriting.lastEvent == .replace)
  }
}

/// A thread-safe list of hook calls.
final class HookLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  func add(_ entry: String) { lock.withLock { stored.append(entry) } }
  func reset() { lock.withLock { stored = [] } }
  var entries: [String] { lock.withLock { stored } }
}
