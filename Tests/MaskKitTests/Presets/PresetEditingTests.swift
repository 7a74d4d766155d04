import MaskKit
import Testing

/// The editing rules hold for presets: keystrokes, refusals, paste readings, deletion, caret, undo.
@Suite struct PresetEditingTests {
  @Test func typingARussianNumberWithTheTrunkPrefix() throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"))
    field.type("8")
    #expect(field.text == "8")
    field.type("9161234567")
    #expect(field.text == "+7 916 123-45-67")
    #expect(field.value == "+79161234567")
    #expect(field.isComplete)
    #expect(field.selection == .caret(16))
  }

  /// A space the field does not show still parts the typed digits: after Russia's international prefix
  /// `8~10`, `290 8999` is a number of St Helena, complete as `format` and a paste read the same text
  /// (the space-free run `8~102908999` could still become a Russian number).
  @Test func aTypedSpaceTheFieldDoesNotShowStillPartsTheDigits() throws {
    let mask = try PhoneMask(region: "RU")
    let text = "8~10  290 8999"
    var typed = MaskedText(mask: mask)
    let events = typed.type(text)
    #expect(typed.value == "+2908999" && typed.isComplete)
    #expect(events.contains(.inputRejected("   ")))
    var keyByKey = MaskedText(mask: mask)
    for character in text { keyByKey.type(String(character)) }
    #expect(keyByKey.value == mask.format(text).value && keyByKey.isComplete == mask.format(text).isComplete)
    #expect(mask.format("8~102908999").isComplete == false)
  }

  /// Typed at once, an extension marker in another language than the region's (`доб.` in Colombia,
  /// whose own is `ext.`) reads as `format` reads it, though each of its letters alone is refused.
  @Test func aForeignExtensionMarkerTypedAtOnceReadsAsTheWholeText() throws {
    let mask = try PhoneMask(region: "CO")
    let text = "0321 - 12.34567 доб. 9831054252"
    var typed = MaskedText(mask: mask)
    typed.type(text)
    #expect(typed.value == mask.format(text).value)
    #expect(typed.value == "+5703211234567;ext=9831054252")
    var keyByKey = MaskedText(mask: mask)
    #expect(keyByKey.type("0321 1234567").isEmpty == false)
    #expect(keyByKey.type("д") == [.inputRejected("д")])
  }

  @Test func typingTheCallingCodeWithoutPlus() throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"))
    for digit in "79161234567" { field.type(String(digit)) }
    #expect(field.text == "+7 916 123-45-67")
    #expect(field.isComplete)
    var kazakh = MaskedText(mask: try PhoneMask(region: "RU"))
    kazakh.type("87011234567")
    #expect(kazakh.text == "+7 701 123 4567")
    #expect((kazakh.mask as? PhoneMask)?.match(CaretText(kazakh.text)).country?.region == "KZ")
  }

  @Test func typingACallingCodeSwitchesTheCountry() throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"))
    field.type("+44")
    #expect(field.text == "+44 ")
    field.type("2079460000")
    #expect(field.text == "+44 20 7946 0000")
    #expect(field.isComplete)
  }

  @Test func lettersOtherThanAnExtensionMarkerAreRefused() throws {
    var field = MaskedText(mask: try PhoneMask(region: "US"), text: "206")
    let events = field.type("!")
    #expect(events == [.inputRejected("!")])
    #expect(field.text == "+1 206")
  }

  @Test(arguments: ["+7 916 123-45-67", "8 (916) 123-45-67", "89161234567", "9161234567", "+79161234567"])
  func pastingAWholeNumber(_ pasted: String) throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"))
    field.paste(pasted)
    #expect(field.text == "+7 916 123-45-67")
    #expect(field.isComplete)
    var prefilled = MaskedText(mask: try PhoneMask(region: "RU"))
    prefilled.type("+7")
    prefilled.paste(pasted)
    #expect(prefilled.text == "+7 916 123-45-67")
  }

  @Test func backspaceRemovesDigitsThenTheCallingCode() throws {
    var field = MaskedText(mask: try PhoneMask(region: "RU"), text: "+7916")
    #expect(field.text == "+7 916")
    field.backspace()
    #expect(field.text == "+7 91")
    field.backspace()
    field.backspace()
    #expect(field.value == "+7")
    field.backspace()
    #expect(field.value == "+")
    field.backspace()
    #expect(field.text.isEmpty)
    field.undo()
    #expect(field.value == "+")
  }

  @Test func cardDigitsGroupAsTheBrandIsDetected() {
    var field = MaskedText(mask: CardNumberMask())
    field.type("3782")
    #expect(field.text == "3782 ")
    field.type("82246310005")
    #expect(field.text == "3782 822463 10005")
    #expect(field.isComplete)
    #expect(field.type("9") == [.inputRejected("9")])
  }

  @Test func backspaceAfterACardGroupSeparatorRemovesTheDigitBeforeIt() {
    var field = MaskedText(mask: CardNumberMask(), text: "42424242")
    #expect(field.text == "4242 4242")
    field.moveCaret(to: 5)
    field.backspace()
    #expect(field.text == "4244 242")
    #expect(field.selection == .caret(3))
  }

  @Test func aLuhnTypoIsTypedButNotComplete() {
    var field = MaskedText(mask: CardNumberMask())
    let events = field.type("4242424242424241")
    #expect(!events.contains(.becameComplete))
    #expect(!field.isComplete)
    field.backspace()
    field.type("2")
    #expect(field.isComplete)
  }

  @Test(arguments: [
    ("32/01/2023", "32/01/2023"), ("15/13/2024", "15/13/2024"), ("31/04/2024", "31/04/2024"),
    ("29/02/2023", "29/02/2023"),
  ])
  func impossibleDatesTypedKeyByKeyStayAsTypedAndIncomplete(_ keys: String, _ shown: String) throws {
    var field = MaskedText(mask: try DateMask())
    for key in keys { field.type(String(key)) }
    #expect(field.text == shown)
    #expect(!field.isComplete)
  }

  @Test func impossibleTimesAndExpiriesTypedKeyByKeyAreNotComplete() throws {
    var time = MaskedText(mask: try TimeMask())
    for key in "24:00" { time.type(String(key)) }
    #expect(time.text == "24:00")
    #expect(!time.isComplete)
    // An expiry's month is padded as it is typed (`1`, `3` is `01/3`), so no month 13 is shown: the
    // person sees the year begin and the `/` and `6` after a whole year are refused.
    var expiry = MaskedText(mask: CardExpiryMask())
    for key in "13/26" { expiry.type(String(key)) }
    #expect(expiry.text == "01/32")
    var pasted = MaskedText(mask: CardExpiryMask())
    _ = pasted.paste("13/26")
    #expect(pasted.text == "13/26")
    #expect(!pasted.isComplete)
  }

  @Test func typingASeparatorAfterOneDigitPadsTheField() throws {
    var field = MaskedText(mask: try DateMask())
    field.type("1/")
    #expect(field.text == "01/")
    field.type("7")
    #expect(field.text == "01/07/")
    var time = MaskedText(mask: try TimeMask(clock: .twelveHour))
    time.type("9")
    #expect(time.text == "09:")
    time.type("30p")
    #expect(time.text == "09:30 PM")
    #expect(time.isComplete)
  }

  @Test func amountCaretStaysOnItsDigit() throws {
    var field = MaskedText(mask: try AmountMask())
    field.type("1234567")
    #expect(field.text == "1,234,567")
    #expect(field.selection == .caret(9))
    field.moveCaret(to: 1)
    field.type("0")
    #expect(field.text == "10,234,567")
    #expect(field.selection == .caret(2))
    field.moveCaret(to: 4)
    field.backspace()
    #expect(field.text == "1,034,567")
    #expect(field.selection == .caret(3))
  }

  @Test func amountBackspaceOverAGroupSeparatorRemovesTheDigitBeforeIt() throws {
    var field = MaskedText(mask: try AmountMask(), text: "1234")
    field.moveCaret(to: 2)
    field.backspace()
    #expect(field.text == "234")
    #expect(field.selection == .caret(0))
  }

  @Test func amountRefusesASecondDecimalSeparatorAndExtraFractionDigits() throws {
    var field = MaskedText(mask: try AmountMask())
    field.type("12.")
    #expect(field.text == "12.")
    #expect(field.type(".") == [.inputRejected(".")])
    #expect(field.text == "12.")
    field.type("34")
    #expect(field.type("5") == [.inputRejected("5")])
    #expect(field.text == "12.34")
  }

  @Test func amountMaximumRejectsTheKeystroke() throws {
    var field = MaskedText(mask: try AmountMask(maximum: 100_000))
    field.type("1000")
    #expect(field.type("5") == [.inputRejected("5")])
    #expect(field.type("0") == [.inputRejected("0")])
    #expect(field.text == "1,000")
    #expect(field.value == "1000")
  }

  @Test func amountWithACommaDecimalTypedWithThePointKey() throws {
    var field = MaskedText(mask: try AmountMask(grouping: .spaces, decimalSeparator: ","))
    field.type("1234.5")
    #expect(field.text == "1 234,5")
    #expect(field.value == "1234.5")
  }

  @Test func switchingPresetKeepsTheValueDigits() throws {
    var field = MaskedText(mask: try DateMask(order: .dmy), text: "31122024")
    field.setMask(try DateMask(order: .dmy, separator: "."))
    #expect(field.text == "31.12.2024")
    field.undo()
    #expect(field.text == "31/12/2024")
  }
}
