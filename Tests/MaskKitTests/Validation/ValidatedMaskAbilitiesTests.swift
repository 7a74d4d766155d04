import MaskKit
import Testing

/// A preset wrapped in a ``ValidatedMask`` whose rule accepts every value behaves exactly as the preset
/// alone: the wrapper passes on the preset's abilities (``Mask/abilities``) whole.
@Suite struct ValidatedMaskAbilitiesTests {
  /// Each preset with texts people type and paste into it: its own layout, foreign layouts, other
  /// digit scripts, stray characters, too many digits.
  static let cases: [(PresetSpec, [String])] = [
    (
      PresetSpec(name: "phone", ["region": "GB"]),
      ["020 7946 0958", "+44 20 7946 0958", "00 44 20 7946 0958", "07700 900123", "0044x", "+1 206 555 1234"]
    ),
    (
      PresetSpec(name: "phone", ["region": "US"]),
      ["2065551234", "(206) 555-1234", "+7 916 123-45-67", "tel:+12065551234"]
    ),
    (PresetSpec(name: "card"), ["4242 4242 4242 4242", "4242-4242-4242-4242", "378282246310005", "4242x"]),
    (PresetSpec(name: "expiry"), ["12/29", "1229", "13/29", "12/2029"]),
    (PresetSpec(name: "cvc", ["brand": "amex"]), ["1234", "123", "12345"]),
    (PresetSpec(name: "date", ["order": "DMY"]), ["31/12/1999", "1999-12-31", "٣١/١٢/١٩٩٩", "31/02/2001"]),
    (PresetSpec(name: "time", ["clock": "12"]), ["11:30 PM", "2330", "13:00 AM"]),
    (PresetSpec(name: "amount"), ["1,234.56", "0.125", "1 234,56", "-5", "12"]),
    (PresetSpec(name: "iban"), ["DE89 3704 0044 0532 0130 00", "de89370400440532013000", "DE00"]),
    (PresetSpec(name: "ipv4"), ["192.168.0.1", "300.1.1.1", "1.2.3"]),
    (PresetSpec(name: "postal", ["region": "CA"]), ["K1A 0B1", "k1a0b1", "K1A"]),
    (PresetSpec(name: "identifier", ["scheme": "br.cpf"]), ["123.456.789-09", "12345678909", "12345678900"]),
  ]

  @Test(arguments: cases)
  func aRuleThatAcceptsEverythingChangesNothing(spec: PresetSpec, texts: [String]) throws {
    let preset = try spec.makeMask()
    let wrapped = ValidatedMask(preset) { _ in .valid }
    #expect(wrapped.describedSlots == preset.describedSlots)
    #expect(wrapped.placeholder == preset.placeholder)
    #expect((wrapped.layoutReader == nil) == (preset.layoutReader == nil))
    #expect(wrapped.abilities.reporter?.explanation == preset.abilities.reporter?.explanation)
    for text in texts {
      #expect(wrapped.format(text) == preset.format(text), "format \(text)")
      #expect(wrapped.report(text) == preset.report(text), "report \(text)")
      var alone = MaskedText(mask: preset)
      var ruled = MaskedText(mask: wrapped)
      #expect(ruled.paste(text) == alone.paste(text), "paste \(text)")
      #expect(ruled.text == alone.text && ruled.value == alone.value && ruled.isComplete == alone.isComplete)
      alone = MaskedText(mask: preset)
      ruled = MaskedText(mask: wrapped)
      for character in text {
        #expect(ruled.type(String(character)) == alone.type(String(character)), "type \(text)")
      }
      #expect(ruled.text == alone.text && ruled.value == alone.value && ruled.isComplete == alone.isComplete)
      alone = MaskedText(mask: preset)
      ruled = MaskedText(mask: wrapped)
      #expect(ruled.type(text) == alone.type(text), "run \(text)")
      #expect(ruled.text == alone.text && ruled.problem == alone.problem)
    }
  }

  @Test func aRuleThatRefusesShowsInTheReport() throws {
    let phone = try PhoneMask(region: "GB")
    let ruled = ValidatedMask(phone) { _ in .invalid(reason: "no mobiles") }
    let report = try #require(ruled.report("07700 900123"))
    #expect(report.result.problem?.description == "no mobiles")
    #expect(!report.result.isComplete)
    #expect(report.findings.map(\.name) == phone.report("07700 900123")?.findings.map(\.name))
    // The stream reporter `maskkit check` uses applies the rule too (a wrapper takes no shortcut).
    #expect(ruled.wholeTextReporter()?("07700 900123") == report)
    #expect(ruled.describedSlots.purpose == .phoneNumber)
  }
}
