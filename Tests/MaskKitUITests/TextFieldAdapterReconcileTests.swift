import MaskKit
import Testing

@testable import MaskKitUI

/// Edits a text view made by itself (AppKit, SwiftUI, a committed composition), read back and replayed.
@Suite struct TextFieldAdapterReconcileTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func adapter(_ text: String) throws -> TextFieldAdapter {
    TextFieldAdapter(mask: try #require(Self.phone), text: text)
  }

  @Test func anInsertionIntoARunOfEqualCharactersIsFoundAtTheCaret() {
    let diff = TextDiff(from: Array("111"), to: Array("1111"), caretAfter: 2)
    #expect(diff.replaced == .caret(1))
    #expect(diff.inserted == "1")
  }

  @Test func aDeletionFromARunOfEqualCharactersIsFoundAtTheCaret() {
    let diff = TextDiff(from: Array("1111"), to: Array("111"), caretAfter: 1)
    #expect(diff.replaced == TextSelection(start: 1, end: 2))
    #expect(diff.inserted == "")
  }

  @Test func withoutACaretTheChangeIsPlacedAfterTheCommonPrefix() {
    let diff = TextDiff(from: Array("abcd"), to: Array("abXYd"), caretAfter: nil)
    #expect(diff.replaced == TextSelection(start: 2, end: 3))
    #expect(diff.inserted == "XY")
  }

  @Test func aReplacementOfEverythingIsOneChange() {
    let diff = TextDiff(from: Array("abc"), to: Array("xyz"), caretAfter: 3)
    #expect(diff.replaced == TextSelection(start: 0, end: 3))
    #expect(diff.inserted == "xyz")
  }

  @Test func appKitDeleteKeyAfterALiteralRemovesTheDigitBeforeIt() throws {
    var adapter = try adapter("206")
    _ = adapter.setText("206")
    #expect(adapter.text == "+1 (206) ")
    adapter.selectionDidChange(to: .caret(9))
    let result = adapter.textDidChange(to: "+1 (206)", selection: .caret(8))
    let update = try #require(result)
    #expect(update.text == "+1 (20")
    #expect(update.selection == .caret(6))
  }

  @Test func appKitForwardDeleteRemovesTheDigitAfterTheCaret() throws {
    var adapter = try adapter("206555")
    adapter.selectionDidChange(to: .caret(4))
    let result = adapter.textDidChange(to: "+1 (06) 555", selection: .caret(4))
    let update = try #require(result)
    #expect(update.value == "06555")
    #expect(update.selection == .caret(4))
  }

  @Test func swiftUITypingAtTheEndIsFormatted() throws {
    var adapter = try adapter("206")
    let result = adapter.textDidChange(to: "+1 (2065")
    let update = try #require(result)
    #expect(update.text == "+1 (206) 5")
    #expect(update.value == "2065")
  }

  @Test func swiftUIPastingAWholeNumberReplacesTheText() throws {
    var adapter = try adapter("")
    let result = adapter.textDidChange(to: "(206) 555-1234")
    let update = try #require(result)
    #expect(update.text == "+1 (206) 555-1234")
    #expect(update.isComplete)
  }

  @Test func anUnchangedTextOnlyMovesTheSelection() throws {
    var adapter = try adapter("206555")
    #expect(adapter.textDidChange(to: adapter.text, selection: .caret(5)) == nil)
    #expect(adapter.selection == .caret(5))
  }

  @Test func whileComposingNothingIsDecided() throws {
    var adapter = try adapter("206")
    #expect(adapter.textDidChange(to: "+1 (206ni", selection: .caret(9), isComposing: true) == nil)
    #expect(adapter.text == "+1 (206")
    let decision = adapter.shouldChangeCharacters(
      in: .caret(7), replacement: "n", fieldText: adapter.text, isComposing: true)
    #expect(decision == .allowSystemEdit)
  }
}

/// Seeded random edits: the diff always rebuilds the new text, and finds the edit at the caret.
@Suite struct TextDiffRandomTests {
  static let alphabet: [Character] = ["1", "1", "2", "-", "😀", "e\u{301}", " "]

  @Test(arguments: [7, 8, 9])
  func theDiffRebuildsTheNewText(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Self.alphabet.randomElement(using: &generator) ?? "1"
      }
      let start = Int.random(in: 0...old.count, using: &generator)
      let end = Int.random(in: start...old.count, using: &generator)
      let inserted = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Self.alphabet.randomElement(using: &generator) ?? "1"
      }
      let new = Array(old[..<start]) + inserted + Array(old[end...])
      let caret = start + inserted.count
      let diff = TextDiff(from: old, to: new, caretAfter: caret)
      let rebuilt =
        String(old[..<diff.replaced.start]) + diff.inserted + String(old[diff.replaced.end...])
      #expect(rebuilt == String(new))
      #expect(diff.replaced.start + diff.inserted.count == caret)
    }
  }
}
