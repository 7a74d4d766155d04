import PropertyBased
import Testing

@testable import MaskKit

/// `apply` types text that does not fit one character at a time with one open walk of the mask; these
/// tests hold it to typing by checking the whole text again for every character.
@Suite struct PictureTypingTests {
  /// Typing by checking the accepted text again for every character (what `apply` did before).
  static func typedByChecking(_ mask: PictureMask, _ text: String, caret: Int) -> (text: String, caret: Int) {
    let characters = Array(text)
    var accepted: [Character] = []
    var acceptedCaret = 0
    for (offset, character) in characters.enumerated() {
      if offset == caret { acceptedCaret = accepted.count }
      let direct = mask.check(String(accepted + [character]))
      if direct.status != .notOk {
        accepted = Array(direct.output)
        continue
      }
      let filled = Array(mask.check(String(accepted), autofill: true).output)
      guard filled.count > accepted.count else { continue }
      let afterFill = mask.check(String(filled + [character]))
      if afterFill.status != .notOk { accepted = Array(afterFill.output) }
    }
    if caret >= characters.count { acceptedCaret = accepted.count }
    return (String(accepted), acceptedCaret)
  }

  /// What `apply` gives when typing the whole text by checking (after dropping marks from digits).
  static func appliedByChecking(_ mask: PictureMask, _ input: CaretText) -> MaskResult {
    let input = input.droppingDigitAttachments
    let characters = Array(input.text)
    let caret = min(max(0, input.caret), characters.count)
    let kept =
      mask.check(input.text).status != .notOk
      ? (text: input.text, caret: caret) : typedByChecking(mask, input.text, caret: caret)
    let result = mask.check(kept.text, autofill: input.autocomplete && input.gravity == .forward)
    let atEnd = caret == characters.count && input.gravity == .forward
    return MaskResult(
      text: result.output, caret: atEnd ? result.output.count : kept.caret, value: result.output,
      isComplete: result.status == .ok, tailPlaceholder: "")
  }

  static let maskSymbols = Gen.oneOf(
    Gen.always("#"), Gen.always("?"), Gen.always("&"), Gen.always("~"), Gen.always("@"), Gen.always("!"),
    Gen.always("*"), Gen.always("*"), Gen.always("{"), Gen.always("}"), Gen.always("["), Gen.always("]"),
    Gen.always(","), Gen.always(";"), Gen.always("-"), Gen.always("3"), Gen.always("a"), Gen.always(" "),
    Gen.always("(")
  ).array(of: 1...14).map { $0.joined() }

  static let text = Gen.oneOf(
    Gen.always("1"), Gen.always("2"), Gen.always("a"), Gen.always("B"), Gen.always("-"), Gen.always(" "),
    Gen.always("("), Gen.always("3"), Gen.always("é"), Gen.always("٣"), Gen.always("😀"), Gen.always("\u{1E}"),
    Gen.always("\u{34B}"), Gen.always("\r"), Gen.always("\n")
  ).array(of: 0...24).map { $0.joined() }

  @Test func typingAgreesWithCheckingAgainOnRandomMasks() async {
    await propertyCheck(count: 3_000, input: Self.maskSymbols, Self.text, Gen.int(in: 0...25)) {
      source, text, caret in
      let mask = PictureMask(partial: source)
      let input = CaretText(text, caret: caret)
      #expect(mask.apply(input) == Self.appliedByChecking(mask, input), "\(source) \(text) \(caret)")
    }
  }

  @Test(arguments: [
    ("##-###", "12345", "12-345"), ("(###) ###-####", "2065551234", "(206) 555-1234"),
    ("*{##-}", "1234567", "12-34-56-7"), ("&&-##", "ab12", "AB-12"),
    ("(###) ###-####", "(2406) 555-123", "(240) 655-5123"), ("*~a", " B", "ab"),
    ("*{#-}", "1 2 x3 4", "1-2-3-4"),
  ])
  func missingLiteralsAreFilledIn(_ source: String, _ text: String, _ expected: String) throws {
    let mask = try PictureMask(source)
    #expect(mask.apply(CaretText(text)).text == expected)
    #expect(mask.apply(CaretText(text)) == Self.appliedByChecking(mask, CaretText(text)))
  }

  /// Past 2,000 characters the answer used to change character (`1a`×1,001 kept 33 digits).
  @Test(arguments: [1_000, 1_001, 5_000])
  func everyLengthKeepsEveryDigit(_ pairs: Int) throws {
    let result = try PictureMask("*#").apply(CaretText(String(repeating: "1a", count: pairs)))
    #expect(result.text == String(repeating: "1", count: pairs))
  }

  /// Spaces written as the literal they stand for are typed again converted, not the whole text.
  @Test func spacesTypedForLiteralsAgreeWithCheckingAgain() throws {
    let mask = try PictureMask("*{#-}")
    let input = CaretText("x" + String(repeating: "1 ", count: 300))
    let result = mask.apply(input)
    #expect(result.text == String(repeating: "1-", count: 300))
    #expect(result == Self.appliedByChecking(mask, input))
  }

  /// A combining mark after a dropped control character joins the letter before it: the letter's step
  /// is taken again with the joined character.
  @Test func marksThatJoinTheLetterBeforeAgreeWithCheckingAgain() throws {
    let mask = try PictureMask("*?")
    let input = CaretText(String(repeating: "a\u{1E}\u{34B}", count: 200))
    let result = mask.apply(input)
    #expect(result.text == String(repeating: "a\u{34B}", count: 200))
    #expect(result == Self.appliedByChecking(mask, input))
  }

  @Test func aLongTypedTextKeepsWhatShortTypingKeeps() throws {
    let mask = try PictureMask("*{##-}")
    let short = mask.apply(CaretText(String(repeating: "12x", count: 10)))
    let long = mask.apply(CaretText(String(repeating: "12x", count: 3_000)))
    #expect(short.text == String(repeating: "12-", count: 9) + "12")
    #expect(long.text == String(repeating: "12-", count: 2_999) + "12")
  }
}
