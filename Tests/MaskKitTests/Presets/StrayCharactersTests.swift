import Testing

@testable import MaskKit

/// `StrayCharacters`: what a number-reading preset refuses itself, so `maskkit check` only maps the
/// result (issue 33).
@Suite struct StrayCharactersTests {
  @Test func anInvisibleCharacterBetweenDigitsIsHidden() {
    #expect(StrayCharacters.firstHidden(in: "1\u{00AD}2") == "\u{00AD}")
    #expect(StrayCharacters.firstHidden(in: "12\u{200B}\u{200E}3") == "\u{200B}")
    #expect(StrayCharacters.firstHidden(in: "\u{200E}12/3\u{200E}") == nil)
    #expect(StrayCharacters.firstHidden(in: "1\u{200E}/2") == nil)
    #expect(StrayCharacters.firstHidden(in: "12/30") == nil)
    #expect(MaskProblem.hiddenCharacter("\u{00AD}").description == "U+00AD is not part of the value")
  }

  /// Every mask the command line used to add a stray-letter and a digit-count rule for now refuses
  /// such a text itself (`MaskResult/refusal`), with the wording `check` gave.
  @Test(arguments: [
    ("card", "4242424242424242x", "'x' is not part of the value"),
    ("card", "4238 5528 9556 1393 12/26", "the digits are not grouped as a card number"),
    ("card", "4242 4242 4242 4242 4242", "the digits are not grouped as a card number"),
    ("card", "42424242424242424242", "1 digit too many"),
    ("cvc", "1234567", "3 digits too many"),
    ("cvc", "12x", "'x' is not part of the value"),
    ("expiry", "12/265", "1 digit too many"),
    ("expiry", "12/26x", "'x' is not part of the value"),
    ("time", "12:305", "1 digit too many"),
    ("time", "12:30x", "'x' is not part of the value"),
    ("date", "31/12/20245", "1 digit too many"),
    ("date", "31/12/2024x", "'x' is not part of the value"),
    ("date", "31/129/1999", "1 digit too many"),
    ("iban", "GB82 WEST 1234 5698 7654 3299", "2 characters too many"),
    ("ipv4", "192.168.1.1x", "'x' is not part of an address"),
  ])
  func presetsRefuseWhatTheCommandLineUsedToAdd(preset: String, text: String, reason: String) throws {
    let mask: any Mask =
      switch preset {
      case "card": CardNumberMask()
      case "cvc": CardSecurityCodeMask()
      case "expiry": CardExpiryMask()
      case "time": try TimeMask()
      case "date": try DateMask()
      case "iban": IBANMask()
      default: IPv4Mask()
      }
    let result = mask.apply(CaretText(text, autocomplete: true))
    #expect(result.refusal?.description == reason, "\(preset) \(text)")
    #expect(!result.isComplete)
  }

  /// Random texts: whenever a stray letter is present or a digit of the text is missing from the value,
  /// the result is refused.
  @Test func aLetterOrALostDigitIsAlwaysRefused() throws {
    let masks: [(String, any Mask)] = [
      ("card", CardNumberMask()), ("cvc", CardSecurityCodeMask()), ("expiry", CardExpiryMask()),
      ("date", try DateMask()), ("time", try TimeMask()),
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let alphabet = Array("0123456789012345678901234567890123456789 /-.:xq")
    for (name, mask) in masks {
      for _ in 0..<300 {
        var text = ""
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        for _ in 0..<Int(state >> 59) + 2 {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          text.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        let result = mask.apply(CaretText(text, autocomplete: true))
        let typed = text.count(where: \.isNumber)
        let kept = result.value.count(where: \.isNumber)
        let hasLetter = text.contains { $0 == "x" || $0 == "q" }
        if hasLetter || kept < typed {
          #expect(result.refusal != nil, "\(name) \(text.debugDescription) → \(result.value)")
        }
      }
    }
  }
}
