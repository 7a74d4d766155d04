import MaskKit
import PropertyBased
import Testing

/// Laws that hold for every blocks field under any sequence of operations.
@Suite struct BlockFieldPropertyTests {
  static let masks = [
    "{dddd}-{DDDD}-{WaWa}-{aaaa}", "+38 ({ddd}) {ddd}-{dd}-{dd}", "({ddd})", "{dd}{aa}", "{dd} / {dd}",
    "😀{.}é{d}", "{.............................}",
  ]

  static let text = Gen.oneOf(
    Gen.letterOrNumber.string(of: 0...12),
    Gen.oneOf(
      Gen.always("1"), Gen.always("a"), Gen.always("-"), Gen.always(" "), Gen.always("😀"),
      Gen.always("e\u{301}"), Gen.always("٣"), Gen.always("\u{200F}"), Gen.always("("), Gen.always("\n")
    ).array(of: 0...12).map { $0.joined() })

  /// One operation, encoded as a kind, two numbers and a string.
  static let operation = PropertyBased.zip(
    Gen.int(in: 0...9), Gen.int(in: -3...40), Gen.int(in: -3...40), text)

  static func apply(_ op: (Int, Int, Int, String), to field: inout BlockField) {
    let (kind, first, second, string) = op
    switch kind {
    case 0: field.type(string)
    case 1: field.backspace(first)
    case 2: field.moveCaret(to: first)
    case 3: field.select(location: first, length: second)
    case 4: field.paste(string)
    case 5: field.replace(location: first, length: second, with: string)
    case 6: field.setText(string)
    case 7: field.setTemplate(string)
    case 8: field.setPlaceholder(first > 20 ? nil : string)
    default: field.beginEditing()
    }
  }

  @Test func stateStaysConsistent() async throws {
    let masks = try Self.masks.map { try BlockMask($0, template: "_") }
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(masks.count - 1)), Self.operation.array(of: 0...12)
    ) { index, ops in
      let mask = masks[index]
      var field = BlockField(mask: mask, jumpsToPreviousBlock: index % 2 == 0)
      for op in ops { Self.apply(op, to: &field) }
      #expect(field.maskText.count == mask.displayLength)
      #expect(field.text.isEmpty || field.text == field.maskText)
      #expect(field.selection.start >= 0 && field.selection.end <= field.text.count)
      let slots = field.blocks.flatMap(\.slots)
      let filled = slots.filter { $0.text != nil }.count
      #expect(field.status == (filled == 0 ? .clear : filled == slots.count ? .complete : .incomplete))
      for slot in slots {
        if let character = slot.text { #expect(slot.symbol.accepts(character)) }
      }
    }
  }

  @Test func settingTheValueOfACompleteFieldRestoresIt() async throws {
    let mask = try BlockMask("{dddd}-{DDDD}-{WaWa}-{aaaa}")
    let content = PropertyBased.zip(
      Gen.int(in: 1000...9999), Gen.oneOf(Gen.always("abcd"), Gen.always("x y!")),
      Gen.oneOf(Gen.always("@a#b"), Gen.always("!Z-q")), Gen.letter.string(of: 4...4))
    await propertyCheck(count: 100, input: content) { number, second, third, fourth in
      guard fourth.allSatisfy({ $0.isASCII }) else { return }
      let first = String(number)
      var field = BlockField(mask: mask)
      field.setText(first + second + third + fourth)
      #expect(field.status == .complete)
      var copy = BlockField(mask: mask)
      copy.setText(field.text)
      #expect(copy.text == field.text)
      #expect(copy.value == field.value)
    }
  }
}
