import Testing

@testable import MaskKit

/// A long run typed at once is formatted in one step when its typing reading agrees with its whole
/// reading (issue 33, item 6); it must leave the field exactly as typing its keys one by one does.
@Suite struct KeyByKeyRunTests {
  static let pieces = [
    "1", "2", "3", "0", "9", "42", "5", "7", "8", "a", "B", "z", "٣", "1234", "/", ".", "-", " ", "\u{200B}",
  ]

  @Test func aLongRunLeavesTheFieldAsItsKeysDo() throws {
    let masks: [any Mask] = [
      try InputMask("[0…]"), try InputMask("[00]{.}[00]{.}[0000]"), try InputMask("[A…]"),
      try InputMask(String(repeating: "[000]-", count: 30)), try PictureMask("*#"), try PictureMask("*{#,?}"),
      try FormatStringMask(String(repeating: "#", count: 100)), try FormatStringMask("(###) ###-####"),
      try BlockMask("{dddd}-{dddd}-{dddd}"), try AmountMask(), IBANMask(),
    ]
    var random = SplitMix(state: 60)
    var taken = 0
    for mask in masks {
      for _ in 0..<60 {
        let pieces = Array(Self.pieces.prefix(random.next() % 2 == 0 ? 9 : 19))
        let text = random.joined(pieces, count: 40...90)
        guard text.count > MaskedText.longRun else { continue }
        var run = MaskedText(mask: mask)
        run.type(text)
        var keys = MaskedText(mask: mask)
        for key in text { keys.type(String(key)) }
        let whole = mask.format(text)
        if whole.refusal != nil || (mask is any PasteLayoutReading && keys.isComplete) { continue }
        #expect(run.text == keys.text, "\(mask.placeholder) \(text)")
        #expect(run.value == keys.value, "\(mask.placeholder) \(text)")
        #expect(run.isComplete == keys.isComplete, "\(mask.placeholder) \(text)")
        taken += 1
      }
    }
    #expect(taken > 60)
  }

  @Test func aRunOfThirtyTwoThousandCharactersIsTyped() throws {
    var field = MaskedText(mask: try PictureMask("*#"))
    let run = String(repeating: "1", count: 32_000)
    field.type(run)
    #expect(field.text == run)
    #expect(field.isComplete)
    field.type("2")
    #expect(field.text == run + "2")
  }
}
