import MaskKit
import Testing

/// Hostile masks and inputs: long, deep, Unicode-heavy; none may crash or take quadratic time.
@Suite struct BlockHostileInputTests {
  @Test func hugeInputsAreLinear() throws {
    let mask = try BlockMask("{" + String(repeating: "d", count: 50_000) + "}-{a}")
    var field = BlockField(mask: mask)
    field.setText(String(repeating: "7", count: 100_000))
    #expect(field.status == .incomplete)
    field.type(String(repeating: "x", count: 100_000))
    #expect(field.lastEvent == nil || field.lastEvent == .error)
    field.backspace(100_000)
    #expect(field.status == .clear)
  }

  @Test func hooksKeepTypingLinear() throws {
    let mask = try BlockMask("{" + String(repeating: ".", count: 50_000) + "}")
    let hooks = BlockFieldHooks(shouldChangeBlock: { $0.blockIndex == 0 })
    var field = BlockField(mask: mask, hooks: hooks)
    field.type(String(repeating: "z", count: 50_000))
    #expect(field.status == .complete)
  }

  @Test func manyBlocksAreHandled() throws {
    let source = String(repeating: "{d}-", count: 20_000) + "{d}"
    let mask = try BlockMask(source)
    var field = BlockField(mask: mask, jumpsToPreviousBlock: true)
    field.type(String(repeating: "5", count: 40_000))
    #expect(field.status == .complete)
    field.backspace(5)
    #expect(field.status == .incomplete)
  }

  @Test(arguments: [
    "{", "}", "{{", "}}", "{d", "d}", "{😀}", "{\u{301}}", "{d}\u{301}",
    String(repeating: "{", count: 10_000),
  ])
  func malformedMasksThrowInsteadOfCrashing(_ source: String) {
    #expect(throws: MaskSyntaxError.self) { try BlockMask(source) }
  }

  @Test func bidiControlsAreLiterals() throws {
    let mask = try BlockMask("\u{202E}{dd}")
    #expect(mask.displayLength == 3)
    #expect(mask.literalPrefix == "\u{202E}")
  }

  @Test func unicodeInputIsRejectedOrAcceptedWhole() throws {
    var field = BlockField(mask: try BlockMask("{aa}-{dd}-{..}"))
    field.setText("e\u{301}x")
    #expect(field.status == .clear)
    field.setText("ab٣٤👨‍👩‍👧e\u{301}")
    #expect(field.text == "ab-٣٤-👨‍👩‍👧é")
    #expect(field.status == .complete)
  }
}
