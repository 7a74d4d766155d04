import MaskKit
import Testing

/// The claims of README.md's and the Getting Started article's code, run in the order they are written.
@Suite struct ReadmeTests {
  @Test func inputMaskSnippet() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    let result = mask.format("2065551234")
    #expect(result.text == "+1 (206) 555-1234")
    #expect(result.value == "2065551234")
    #expect(result.isComplete)
    #expect(!mask.format("206555").isComplete)
  }

  @Test func editingSnippetInOrder() throws {
    var field = MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    field.type("206")
    #expect(field.text == "+1 (206) " && field.selection == .caret(9))
    field.backspace()
    #expect(field.text == "+1 (20")
    field.paste("5551234")
    #expect(field.text == "+1 (205) 551-234")
    let events = field.type("x")
    #expect(events == [.inputRejected("x")])
    #expect(field.text == "+1 (205) 551-234")
    field.undo()
    #expect(field.text == "+1 (20")
    field.selectAll()
    field.paste("206.555.1234")
    #expect(field.text == "+1 (206) 555-1234" && field.isComplete)
    field.setMask(try InputMask("[000]-[000]-[0000]"))
    #expect(field.text == "206-555-1234" && field.selection == .caret(12))
  }

  @Test(arguments: ["+1 (206) 555-1234", "12065551234", "206.555.1234"])
  func autoFillStringsFillAnEmptyField(_ pasted: String) throws {
    var field = MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    field.paste(pasted)
    #expect(field.text == "+1 (206) 555-1234" && field.value == "2065551234")
  }

  @Test func blocksRefuseWhatTheirSymbolExcludes() throws {
    let mask = try BlockMask("{dddd}-{DDDD}")
    let result = mask.format("12345678")
    #expect(result.text == "1234-****")
    #expect(result.value == "1234")
    #expect(!result.isComplete)
    #expect(!BlockSymbol.nonDigit.accepts("5") && BlockSymbol.nonDigit.accepts("x"))
    #expect(!BlockSymbol.nonWord.accepts("a") && BlockSymbol.nonWord.accepts("-"))
  }

  @Test func utf16HelpersThrowOrClampInsteadOfTrapping() throws {
    let text = "a👍🏽b"
    #expect(try text.characterRange(fromUTF16: 1, length: 4) == 1..<2)
    #expect(throws: UTF16OffsetError.self) { try text.characterRange(fromUTF16: 2, length: 1) }
    #expect(throws: UTF16OffsetError.self) { try text.characterOffset(fromUTF16: 99) }
    #expect(text.utf16Offset(fromCharacter: 2) == 5)
    #expect(text.utf16Offset(fromCharacter: 99) == 6)
  }

  @Test func gettingStartedEditing() throws {
    var field = MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    field.type("206")
    #expect(field.text == "+1 (206) ")
    #expect(field.type("5551234") == [.valueChanged(from: "206", to: "2065551234"), .becameComplete])
    #expect(field.value == "2065551234")
    #expect(field.type("x") == [.inputRejected("x")])
    field.undo()
    #expect(field.text == "+1 (206) ")
  }

  @Test func gettingStartedPresetsAndSpecs() throws {
    #expect(try PhoneMask(region: "US").format("2065551234").text == "+1 206-555-1234")
    #expect(CardNumberMask().format("4111111111111111").text == "4111 1111 1111 1111")
    let spec = try MaskSpec(json: #"{"preset": "phone", "region": "US"}"#)
    #expect(try spec.makeMask().format("2065551234").isComplete)
  }
}
