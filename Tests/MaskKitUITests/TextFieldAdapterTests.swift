import MaskKit
import MaskKitUI
import Testing

/// The platform-neutral adapter driven by a field that behaves like UIKit.
@Suite struct TextFieldAdapterTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")
  static let code = try? InputMask("[000000]")
  static let uk = try? InputMask("+44 [0000] [000000]")

  func field(_ mask: InputMask?, text: String = "") throws -> SimulatedTextField {
    SimulatedTextField(mask: try #require(mask), text: text)
  }

  @Test func typingFormatsAndPutsTheCaretAfterTheChange() throws {
    var field = try field(Self.phone)
    field.type("206")
    #expect(field.text == "+1 (206) ")
    #expect(field.selection == .caret(9))
    field.type("5551234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.selection == .caret(17))
    #expect(field.value == "2065551234")
    #expect(field.adapter.isComplete)
  }

  @Test func aRefusedKeystrokeLeavesTheFieldAsItWas() throws {
    var field = try field(Self.phone, text: "206")
    let before = (field.text, field.selection)
    field.type("x")
    #expect(field.text == before.0)
    #expect(field.selection == before.1)
    #expect(field.lastEvents == [.inputRejected("x")])
    #expect(field.registeredUndoSteps == 0)
  }

  @Test func pasteOfAFormattedNumberFillsTheMask() throws {
    var field = try field(Self.phone)
    field.paste("+1 (206) 555-1234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.selection == .caret(17))
    #expect(field.lastEvents.contains(.becameComplete))
  }

  @Test func autoFillReplacingTheWholeTextIsAPaste() throws {
    var field = try field(Self.phone, text: "20")
    field.autoFill("(206) 555-1234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.value == "2065551234")
  }

  @Test func oneTimeCodeAutoFillWithASpaceFillsTheCode() throws {
    var field = try field(Self.code)
    field.autoFill("123 456")
    #expect(field.text == "123456")
    #expect(field.adapter.isComplete)
    #expect(field.selection == .caret(6))
  }

  @Test func backspaceAfterALiteralAlsoRemovesTheDigitBeforeIt() throws {
    var field = try field(Self.phone)
    field.type("206")
    #expect(field.text == "+1 (206) ")
    field.backspace()
    #expect(field.text == "+1 (20")
    #expect(field.selection == .caret(6))
    #expect(field.value == "20")
  }

  @Test func backspaceInTheMiddleKeepsTheCaretWhereTheDigitWas() throws {
    var field = try field(Self.phone, text: "2065551234")
    field.select(.caret(11))
    field.backspace()
    #expect(field.text == "+1 (206) 551-234")
    #expect(field.selection == .caret(10))
  }

  @Test func typingOverASelectionReplacesIt() throws {
    var field = try field(Self.phone, text: "2065551234")
    field.select(UTF16Range(location: 9, length: 3))
    field.type("9")
    #expect(field.value == "20691234")
    #expect(field.text == "+1 (206) 912-34")
    #expect(field.selection == .caret(10))
  }

  @Test func pasteOverASelectionReplacesIt() throws {
    var field = try field(Self.phone, text: "2065551234")
    field.select(UTF16Range(location: 9, length: 8))
    field.paste("777-8888")
    #expect(field.text == "+1 (206) 777-8888")
  }

  @Test func deletingASelectionThatIsOnlyLiteralsChangesNothing() throws {
    var field = try field(Self.phone, text: "2065551234")
    field.select(UTF16Range(location: 7, length: 2))
    field.backspace()
    #expect(field.text == "+1 (206) 555-1234")
  }

  @Test func aOneTimeCodeDeliveredTwiceIsNotDoubled() throws {
    var field = try field(Self.code)
    field.paste("123456")
    field.paste("123456")
    field.select(.caret(0))
    field.paste("123456")
    #expect(field.text == "123456")
    #expect(field.registeredUndoSteps == 1)
  }

  @Test func aHundredThousandDigitPasteStaysQuick() throws {
    var field = try field(try? InputMask("[0…]"))
    let clock = ContinuousClock()
    let elapsed = clock.measure { field.paste(String(repeating: "7", count: 100_000)) }
    #expect(field.text.count == 100_000)
    #expect(field.selection == .caret(100_000))
    #expect(elapsed < .seconds(5))
  }
}
