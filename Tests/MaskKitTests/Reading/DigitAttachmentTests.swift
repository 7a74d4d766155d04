import Testing

@testable import MaskKit

/// A mark, joiner, variation selector or format character attached to a digit is dropped and the digit
/// kept, in every preset, every dialect and every editing path (issue 25, item 1).
@Suite struct DigitAttachmentTests {
  /// The attachments the issue found swallowing a digit, and a keycap sequence.
  static let attachments = ["\u{200D}", "\u{200C}", "\u{FE0F}", "\u{0301}", "\u{FE0F}\u{20E3}"]

  @Test(arguments: attachments)
  func amountsKeepTheDigit(_ mark: String) throws {
    let result = try AmountMask().format("1234" + mark + "5")
    #expect(result.value == "12345")
  }

  @Test(arguments: attachments)
  func datesKeepTheDigit(_ mark: String) throws {
    let result = try DateMask().format("2902202" + mark + "44")
    #expect(!result.isComplete)
    #expect(result.text == "29/02/2024")
    #expect(try DateMask().format("2902202" + mark + "4").value == "29022024")
  }

  @Test(arguments: attachments)
  func cardsIBANsAndAddressesKeepTheDigit(_ mark: String) {
    #expect(CardNumberMask().format("424242424242424" + mark + "2").value == "4242424242424242")
    #expect(IPv4Mask().format("192.168.1.1" + mark + "0").value == "192.168.1.10")
    #expect(IBANMask().format("GB82WEST1234569876543" + mark + "2").value == "GB82WEST12345698765432")
  }

  @Test(arguments: attachments)
  func everyDialectKeepsTheDigit(_ mark: String) throws {
    let text = "123" + mark + "45"
    #expect(try InputMask("[000]-[00]").format(text).value == "12345")
    #expect(try InputMask("[000]-[00]").format(text).text == "123-45")
    #expect(try PictureMask("###-##").format(text).text == "123-45")
    #expect(try FormatStringMask("###-##").format(text).text == "123-45")
    #expect(try BlockMask("{ddd}-{dd}").format(text).value == "12345")
  }

  @Test(arguments: attachments)
  func pasteAndTypeKeepTheDigit(_ mark: String) throws {
    let mask = try InputMask("[000]-[00]")
    var pasted = MaskedText(mask: mask)
    pasted.paste("123" + mark + "45")
    #expect(pasted.value == "12345")
    var typed = MaskedText(mask: mask)
    typed.type("123" + mark + "45")
    #expect(typed.value == "12345")
    var amount = MaskedText(mask: try AmountMask())
    amount.paste("1234" + mark + "5")
    #expect(amount.value == "12345")
  }

  @Test func aCharacterWithALetterOrASecondNumberIsNotADigit() {
    #expect(Character("5\u{0301}").normalizedASCIIDigit == "5")
    #expect(Character("\u{0663}\u{200D}").normalizedASCIIDigit == "3")
    #expect(Character("e\u{0301}").normalizedASCIIDigit == nil)
  }

  @Test func droppingAttachmentsKeepsTheCharacterCount() {
    for mark in Self.attachments {
      let text = "a" + "1" + mark + "é" + "\u{0663}" + mark
      #expect(text.count == text.droppingDigitAttachments.count)
      #expect(text.droppingDigitAttachments == "a1é\u{0663}")
    }
  }

  /// A literal of the mask that is a digit with attachments (`4` U+0366, a keycap) is matched by its
  /// digit, so the text a mask shows reads back as itself in every dialect: a fuzzed format style
  /// showed `4ͦ` for the empty value and refused to parse it (campaign finding
  /// `formatstyle/regress-fc508df244b8`), and the picture dialect read `4ͦ1` as the complete `4ͦ4`.
  @Test(arguments: attachments)
  func aLiteralDigitWithAttachmentsReadsBack(_ mark: String) throws {
    let literal = "4" + mark
    let input = try InputMask(literal)
    #expect(input.format("").text == literal)
    #expect(input.format(literal).isComplete)
    #expect(input.format(literal).text == literal)
    let between = try InputMask("[0]" + literal + "[0]")
    #expect(between.format("1" + literal + "2").value == "12")
    #expect(between.format("1" + literal + "2").isComplete)
    let picture = try PictureMask(literal + "#")
    #expect(picture.format(literal + "1").text == literal + "1")
    #expect(picture.format(literal + "1").isComplete)
    let formatter = try FormatStringMask("#" + literal + "#")
    #expect(formatter.format("1" + literal + "2").text == "1" + literal + "2")
    #expect(formatter.format("1" + literal + "2").isComplete)
    #expect(formatter.removeFormat("1" + literal + "2") == "12")
    let blocks = try BlockMask(literal + "{d}")
    #expect(blocks.format(literal + "1").value == "1")
  }

  /// The prefix affinity measures a rendering with a literal digit with attachments as the whole
  /// rendering, once its digits are normalized: the primary format `34ͦ10-` kept its own shown text
  /// when an alternative `34�10-` differs only there (fuzz finding `formatstyle/regress-a516be2149b5`).
  @Test(arguments: attachments)
  func thePrefixAffinityOfALiteralDigitWithAttachmentsIsTheWholeRendering(_ mark: String) throws {
    let primary = "34" + mark + "10-"
    let mask = try AffineInputMask(primary, affine: ["34\u{FFFD}10-"], strategy: .prefix)
    #expect(mask.format("").text == primary)
    #expect(mask.format(primary).isComplete)
    #expect(mask.format(primary).text == primary)
    #expect(mask.choose(for: CaretText("3410-", caret: 5)).affineIndex == nil)
    #expect(mask.format("34\u{FFFD}10-").text == "34\u{FFFD}10-")
  }
}
