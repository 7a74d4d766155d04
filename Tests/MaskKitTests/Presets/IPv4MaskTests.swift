import MaskKit
import Testing

/// IPv4 addresses in dotted-decimal form.
@Suite struct IPv4MaskTests {
  @Test(arguments: [
    ("192.168.1.1", "192.168.1.1", true, nil),
    ("8.8.8.8", "8.8.8.8", true, nil),
    ("255.255.255.255", "255.255.255.255", true, nil),
    ("0.0.0.0", "0.0.0.0", true, nil),
    ("256.1.1.1", "256.1.1.1", false, "octet 256 is over 255"),
    ("192.168.01.1", "192.168.01.1", false, "octet 01 has a leading zero"),
    ("10.0.0", "10.0.0", false, nil),
    ("1921681", "192.168.1", false, nil),
    ("1.2.3.4.5", "1.2.3.4.5", false, "an address has four parts, not 5"),
    ("192.168.0.1 80", "192.168.0.1", false, "a space inside the address"),
    ("1.2.3.2555", "1.2.3.255.5", false, "an address has four parts, not 5"),
  ])
  func addresses(_ text: String, _ shown: String, _ complete: Bool, _ problem: String?) {
    let match = IPv4Mask().match(CaretText(text))
    #expect(match.result.text == shown)
    #expect(match.result.isComplete == complete)
    #expect(match.problem?.description == problem)
  }

  @Test func editing() {
    var field = MaskedText(mask: IPv4Mask())
    #expect(field.type(".").contains(.inputRejected(".")))
    field.type("19216811")
    #expect(field.text == "192.168.11")
    field.moveCaret(to: 3)
    field.backspace()
    #expect(field.text == "19.168.11")
    field.undo()
    #expect(field.text == "192.168.11")
    field.moveCaret(to: 10)
    #expect(field.type(".1").contains(.becameComplete))
    #expect(field.text == "192.168.11.1")
    field.selectAll()
    field.paste("10.0.0.256")
    #expect(field.problem?.description == "octet 256 is over 255")
  }
}
