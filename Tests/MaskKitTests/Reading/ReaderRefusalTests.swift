import MaskKit
import Testing

/// Issue 25, items 2 and 6: the IPv4 and IBAN readers read a part too many, a port, a stray character
/// or characters beyond the length into no complete value; paste, typing and format agree.
@Suite struct ReaderRefusalTests {
  @Test(arguments: [
    ("192.168.1.10.5", "192.168.1.10.5", "an address has four parts, not 5"),
    ("1.2.3.4.5", "1.2.3.4.5", "an address has four parts, not 5"),
    ("192.168.0.1 80", "192.168.0.1", "a space inside the address"),
    ("192.168.0.1:80", "192.168.0.1", "a port is not part of an address"),
    ("1..2.3.4", "1.", "a dot with no digit before it"),
  ])
  func addressesWithExtraPartsAreNeverComplete(_ text: String, _ shown: String, _ reason: String) {
    let result = IPv4Mask().format(text)
    #expect(result.text == shown)
    #expect(!result.isComplete)
    #expect(result.problem?.description == reason)
  }

  @Test func pastingAnAddressWithExtraPartsIsNotComplete() {
    for text in ["192.168.1.10.5", "1.2.3.4.5"] {
      var field = MaskedText(mask: IPv4Mask())
      field.paste(text)
      #expect(!field.isComplete)
      #expect(field.value == text)
    }
    var port = MaskedText(mask: IPv4Mask())
    #expect(
      port.paste("192.168.0.1 80") == [.pasteRefused("192.168.0.1 80", reason: .ipv4(.spaceInAddress))])
    #expect(port.text.isEmpty)
  }

  @Test func typingAnAddressWithExtraPartsIsNotComplete() {
    var run = MaskedText(mask: IPv4Mask())
    run.type("1.2.3.4.5")
    #expect(!run.isComplete)
    #expect(run.text == "1.2.3.4.5")
    var keys = MaskedText(mask: IPv4Mask())
    for key in "1.2.3.4.5" { keys.type(String(key)) }
    #expect(!keys.isComplete)
    #expect(keys.text == "1.2.3.4.5")
  }

  @Test func spacesAroundAndFormatCharactersCannotChangeAnAddress() {
    #expect(IPv4Mask().format(" 1.2.3.4 ").isComplete)
    #expect(IPv4Mask().format("\u{200F}1.2.3.4").isComplete)
  }

  @Test(arguments: [
    ("GB82WESTÄ12345698765432", "'Ä' is not a letter A-Z of an IBAN"),
    ("GB82WEST€12345698765432", "'€' is not part of an IBAN"),
    ("GB82WEST😀12345698765432", "'😀' is not part of an IBAN"),
    ("ＧＢ82WEST12345698765432", "'Ｇ' is not a letter A-Z of an IBAN"),
    ("GB82WEST1234569876543299", "2 characters too many"),
  ])
  func ibansWithStrayCharactersAreRefusedOnEveryPath(_ text: String, _ reason: String) throws {
    let result = IBANMask().format(text)
    #expect(!result.isComplete)
    #expect(result.problem?.description == reason)
    var field = MaskedText(mask: IBANMask())
    #expect(field.paste(text) == [.pasteRefused(text, reason: try #require(result.problem))])
    #expect(!field.isComplete)
  }

  @Test func aMarkBeforeAnIBANCannotChangeIt() {
    let text = "\u{200F}GB82WEST12345698765432"
    #expect(IBANMask().format(text).isComplete)
    var field = MaskedText(mask: IBANMask())
    field.paste(text)
    #expect(field.value == "GB82WEST12345698765432")
    #expect(field.isComplete)
  }
}
