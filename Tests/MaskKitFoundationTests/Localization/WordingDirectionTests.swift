import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// Right-to-left tables are told by their language's script, and isolate each value with the `+` written
/// before it, so a calling code reads `+44` inside an Arabic, Hebrew or Urdu sentence.
@Suite struct WordingDirectionTests {
  @Test(arguments: [
    "ar", "he", "ur", "fa", "ps", "yi", "dv", "ckb", "sd", "ug", "ks", "pa-Arab", "az-Arab", "iw", "ar_EG",
  ])
  func rightToLeft(_ language: String) {
    #expect(WordingTable(language: language, name: language, entries: [:]).isRightToLeft, "\(language)")
  }

  @Test(arguments: ["en", "de", "pt-BR", "ru", "hi", "ja", "zh-Hant", "th", "pa", "az", "sd-Deva", "", "xx"])
  func leftToRight(_ language: String) {
    #expect(!WordingTable(language: language, name: language, entries: [:]).isRightToLeft, "\(language)")
  }

  static func isolated(_ text: String) -> String { "\u{2068}" + text + "\u{2069}" }

  /// The bundled Arabic and Hebrew sentences with `+{pasted}` isolate the sign with the digits.
  @Test(arguments: ["ar", "he"]) func aCallingCodeKeepsItsSign(_ language: String) throws {
    let problem = MaskProblem.countryCodeMismatch(pasted: "44", field: "1")
    let text = problem.localizedDescription(locale: Locale(identifier: language))
    #expect(text.contains(Self.isolated("+44")) && text.contains(Self.isolated("+1")), "\(text)")
    #expect(!text.contains("+\u{2068}"))
    let missing = MaskProblem.countryCodeMissing(field: "7").localizedDescription(
      locale: Locale(identifier: language))
    #expect(missing.contains(Self.isolated("+7")))
    let noRegion = MaskProblem.phone(.phoneNumberIncomplete(region: nil, callingCode: "882"))
    #expect(
      noRegion.localizedDescription(locale: Locale(identifier: language)).contains(Self.isolated("+882")))
  }

  /// An Urdu table (none is bundled yet) is right to left: its calling codes, in a reason or the
  /// picker's spoken label, keep their sign too; a left-to-right table sets no isolates.
  @Test func anUrduTableIsolatesItsCallingCodes() {
    let urdu = WordingTable(
      language: "ur", name: "اردو",
      entries: [
        "problems.countryCodeMismatch": .text("اس کا ملکی کوڈ +{pasted} اس فیلڈ کا +{field} نہیں ہے"),
        "phoneField.callingCode": .text("+{code}"),
        "problems.digitsTooMany": .text("{count} ہندسے زیادہ"),
      ])
    let formatter = WordingFormatter(table: urdu, locale: Locale(identifier: "ur"))
    let mismatch = formatter.text(
      "problems.countryCodeMismatch", ["pasted": .text("44"), "field": .text("92")])
    #expect(mismatch == "اس کا ملکی کوڈ \(Self.isolated("+44")) اس فیلڈ کا \(Self.isolated("+92")) نہیں ہے")
    #expect(formatter.text("phoneField.callingCode", ["code": .text("44")]) == Self.isolated("+44"))
    // A value without a sign before it is isolated alone.
    #expect(formatter.text("problems.digitsTooMany", ["count": .number(2)])?.hasPrefix("\u{2068}") == true)
    let german = WordingFormatter(
      table: .bundled(for: Locale(identifier: "de")), locale: Locale(identifier: "de"))
    let text = german.text("problems.countryCodeMismatch", ["pasted": .text("44"), "field": .text("1")])
    #expect(text?.contains("+44") == true && text?.contains("\u{2068}") == false)
  }
}
