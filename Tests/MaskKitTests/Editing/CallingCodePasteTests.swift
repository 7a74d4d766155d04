import MaskKit
import Testing

/// A pasted `+` calling code is left out only by rule, so a paste never completes a value nobody entered.
@Suite struct CallingCodePasteTests {
  func usField() throws -> MaskedText { MaskedText(mask: try InputMask("+1 ([000]) [000]-[0000]")) }

  @Test func aNumberPastedAmongEnteredDigitsKeepsItsCodeOrIsRefused() throws {
    var field = try usField()
    field.type("206")
    field.backspace()
    let events = field.paste("+1 (425) 555-1234")
    #expect(field.text == "+1 (20")
    #expect(!field.isComplete)
    #expect(
      events == [
        .pasteRefused(
          "+1 (425) 555-1234",
          reason: .countryCodeReplacesWholeNumber)
      ])
  }

  @Test func pastedDigitsAmongEnteredDigitsAreNeverLeftOut() throws {
    var field = try usField()
    field.type("20")
    let events = field.paste("14255551234")
    #expect(field.text == "+1 (20")
    #expect(events == [.pasteRefused("14255551234", reason: .pastedDigitsDoNotFit)])
  }

  @Test func anotherCountrysNumberIsRefusedByAFieldThatShowsItsCode() throws {
    var field = try usField()
    let events = field.paste("+44 20 7946 0958")
    #expect(field.text.isEmpty)
    #expect(
      events == [.pasteRefused("+44 20 7946 0958", reason: .countryCodeMismatch(pasted: "44", field: "1"))])
    let undelimited = field.paste("+442079460958")
    #expect(field.text.isEmpty)
    #expect(
      undelimited == [
        .pasteRefused("+442079460958", reason: .countryCodeMissing(field: "1"))
      ])
  }

  @Test func theFieldsOwnCodeIsLeftOutAndNeverReadAsADigit() throws {
    var field = try usField()
    field.paste("+1 206")
    #expect(field.text == "+1 (206) ")
    #expect(field.value == "206")
    var russian = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"))
    russian.paste("+7 916 123 45 67")
    #expect(russian.text == "+7 (916) 123-45-67")
    var british = MaskedText(mask: try InputMask("+7 ([000]) [000]-[00]-[00]"))
    let events = british.paste("+14 916 123 45 67")
    #expect(british.text.isEmpty)
    #expect(
      events == [.pasteRefused("+14 916 123 45 67", reason: .countryCodeMismatch(pasted: "14", field: "7"))])
  }

  @Test func aFieldWithoutACodeLeavesOutOnlyACodeThatFitsOneWay() throws {
    var national = MaskedText(mask: try InputMask("([000]) [000]-[0000]"))
    national.paste("+12065551234")
    #expect(national.text == "(206) 555-1234")
    var short = MaskedText(mask: try InputMask("([000]) [000]-[0000]"))
    let events = short.paste("+1 206")
    #expect(short.text.isEmpty)
    #expect(events == [.pasteRefused("+1 206", reason: .pastedDigitsDoNotFit)])
    var optional = MaskedText(mask: try InputMask("[00000000][99]"))
    let ambiguous = optional.paste("+1234567890")
    #expect(optional.text.isEmpty)
    #expect(
      ambiguous == [.pasteRefused("+1234567890", reason: .countryCodeAmbiguous)])
  }

  @Test func aCodeThePasteDelimitsIsTheOneLeftOut() throws {
    var field = MaskedText(mask: try InputMask("[000] [000] [000]"))
    let events = field.paste("+1 206 555 1234")
    #expect(field.text.isEmpty)
    #expect(events == [.pasteRefused("+1 206 555 1234", reason: .pastedDigitsDoNotFit)])
  }

  @Test func selectingEverythingLetsAWholeNumberReplaceTheValue() throws {
    var field = try usField()
    field.type("20")
    field.selectAll()
    field.paste("+1 (425) 555-1234")
    #expect(field.text == "+1 (425) 555-1234")
    #expect(field.isComplete)
  }

  @Test func blocksRefuseAnotherCodeAndKeepEveryPastedDigit() throws {
    let mask = try BlockMask("+1 ({ddd}) {ddd}-{dddd}", template: "_")
    var field = BlockField(mask: mask)
    field.moveCaret(to: 4)
    #expect(field.pasteReadings("+44 20 7946 0958") == .error)
    #expect(field.text == "+1 (___) ___-____")
    field.pasteReadings("14255551234")
    #expect(field.text == "+1 (425) 555-1234")
    var partial = BlockField(mask: mask)
    partial.setText("20")
    partial.moveCaret(to: 6)
    #expect(partial.pasteReadings("+1 (425) 555-1234") == .error)
    #expect(partial.value == "20")
    #expect(partial.pasteReadings("5551234567") == .error)
    #expect(partial.value == "20")
    partial.pasteReadings("555-1234")
    #expect(partial.text == "+1 (205) 551-234_")
  }
}
