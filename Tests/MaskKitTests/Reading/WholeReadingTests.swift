import MaskKit
import Testing

/// Issue 33, items 3 and 4: `format(_:)` is the one whole-text reading (a paste into an empty field),
/// and a run typed at once never completes what that reading refuses.
@Suite struct WholeReadingTests {
  @Test func aDigitTooManyIsRefusedNotDropped() throws {
    let result = try InputMask("+1 ([000]) [000]-[0000]").format("52984225962")
    #expect(!result.isComplete)
    #expect(result.refusal != nil)
  }

  @Test func aLayoutTheMaskRecognisesIsRead() throws {
    let result = try DateMask(order: .dmy, separator: "/").format("2024-02-29")
    #expect(result.text == "29/02/2024")
    #expect(result.isComplete)
  }

  @Test func digitsOfOtherScriptsAreReadAsDigits() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    let result = mask.format("+１ (５２９) ４２２-５９６２")
    #expect(result.text == "+1 (529) 422-5962")
    #expect(result.isComplete)
  }

  @Test(arguments: ["\u{200B}", "\u{FEFF}", "\u{00AD}", "\u{200F}"])
  func anInvisibleFormatCharacterIsReadTheSameOnEveryPath(_ invisible: String) throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    let text = "+1 (529) 4" + invisible + "22-5962"
    let whole = mask.format(text)
    var pasted = MaskedText(mask: mask)
    pasted.paste(text)
    var typed = MaskedText(mask: mask)
    typed.type(text)
    #expect(whole.isComplete == pasted.isComplete)
    #expect(whole.value == pasted.value)
    #expect(!typed.isComplete || (typed.value == whole.value && whole.isComplete))
  }

  @Test(arguments: ["123a", "a123", "12!3"])
  func aLetterThatFitsNoSlotRefusesTheText(_ text: String) throws {
    let mask = try InputMask("[000]")
    #expect(
      mask.format(text).refusal?.description == "'\(text.first { !$0.isNumber }!)' does not fit the mask")
    var field = MaskedText(mask: mask)
    #expect(field.paste(text).contains { if case .pasteRefused = $0 { true } else { false } })
    #expect(field.text.isEmpty)
  }

  @Test func aLiteralAloneIsNotRefused() throws {
    let result = try InputMask("+1 ([000])").format("+1 (")
    #expect(result.refusal == nil)
    #expect(!result.isComplete)
  }

  @Test(arguments: ["+44 20 7946 0958", "020 7946 0958", "0044 20 7946 0958", "20 7946 0958 x12"])
  func aRuleAddedToAPresetKeepsItsReading(_ text: String) throws {
    let phone = try PhoneMask(region: "GB")
    let validated = ValidatedMask(phone) { _ in .valid }
    #expect(validated.format(text) == phone.format(text))
    var plain = MaskedText(mask: phone)
    plain.paste(text)
    var ruled = MaskedText(mask: validated)
    ruled.paste(text)
    #expect(ruled.text == plain.text)
    #expect(ruled.value == plain.value)
    #expect(ruled.isComplete == plain.isComplete)
  }

  @Test func aRunWithAStrayLetterIsRefusedWholeInACardField() {
    var field = MaskedText(mask: CardNumberMask())
    let events = field.type("4242424242424242x")
    #expect(field.text.isEmpty)
    #expect(events.contains { if case .editRefused = $0 { true } else { false } })
  }

  @Test func aRunOfTooManyDigitsIsRefusedWholeInAnIdentifierField() throws {
    var field = MaskedText(mask: try IdentifierMask(scheme: "us.ssn"))
    field.type("2513535567")
    #expect(!field.isComplete)
    #expect(field.text.isEmpty)
  }

  @Test func keysAfterACompleteValueTypedLaterAreDroppedAsSingleKeys() throws {
    var field = MaskedText(mask: try InputMask("[000]"))
    field.type("123")
    #expect(field.isComplete)
    #expect(field.type("4") == [.inputRejected("4")])
    #expect(field.value == "123")
  }

  @Test func aRunKeepsAPendingDecimalSeparator() throws {
    var field = MaskedText(mask: try AmountMask())
    field.type("1.")
    #expect(field.text == "1.")
  }

  /// Every path agrees: a run typed at once into a preset completes only the value the whole reading
  /// gives, and is refused whole when that reading refuses it.
  @Test func aTypedRunIntoAPresetNeverCompletesWhatTheWholeReadingDoesNot() throws {
    let masks: [any Mask] = [
      IBANMask(), try DateMask(order: .mdy, separator: "/"), try AmountMask(), try AmountMask(entry: .cents),
      try IdentifierMask(scheme: "br.cpf"), try PostalMask(region: "US"), try TimeMask(clock: .twelveHour),
      CardExpiryMask(),
    ]
    var random = SplitMix(state: 33)
    for mask in masks {
      for _ in 0..<300 {
        let text = random.joined(Self.pieces, count: 2...9)
        let whole = mask.format(text)
        var typed = MaskedText(mask: mask)
        typed.type(text)
        if whole.refusal != nil {
          #expect(typed.text.isEmpty, "\(mask.placeholder) \(text)")
        }
        if typed.isComplete {
          #expect(whole.isComplete && whole.value == typed.value, "\(mask.placeholder) \(text)")
        }
      }
    }
  }

  /// With a dialect mask, a run the whole reading refuses completes only when every key refused came
  /// after the value was complete, and those keys are reported.
  @Test func aTypedRunIntoADialectMaskCompletesOnlyWithKeysRefusedAfterTheValue() throws {
    let masks: [any Mask] = [
      try InputMask("+1 ([000]) [000]-[0000]"), try InputMask("[00]{.}[00]{.}[0000]"),
      try InputMask("[AAA]-[000]"), try FormatStringMask("(###) ###-####"), try PictureMask("###-##"),
    ]
    var random = SplitMix(state: 34)
    for mask in masks {
      for _ in 0..<300 {
        let text = random.joined(Self.pieces, count: 2...9)
        let whole = mask.format(text)
        var typed = MaskedText(mask: mask)
        let events = typed.type(text)
        guard whole.refusal != nil, typed.isComplete else { continue }
        #expect(events.contains { if case .inputRejected = $0 { true } else { false } }, "\(text)")
      }
    }
  }

  static let pieces = [
    "1", "2", "3", "4", "5", "0", "9", "/", ".", ",", " ", "-", "+", "a", "B", "x", "p", "\u{200B}", "١",
    "4242", "12/31", "0.125", "000",
  ]
}
