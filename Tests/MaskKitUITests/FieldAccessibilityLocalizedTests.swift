import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation
@testable import MaskKitUI

/// What a field tells VoiceOver (`FieldAccessibility`, `TextFieldAdapter`), in the person's language.
@Suite struct FieldAccessibilityLocalizedTests {
  @Test func aFieldSaysItsPurposeAndProgressInTheLanguage() throws {
    let mask = try PhoneMask(region: "US")
    let german = FieldAccessibility(locale: Locale(identifier: "de_DE"))
    let hint = german.hint(for: mask)
    #expect(hint.hasPrefix("Telefonnummer"), "\(hint)")
    var adapter = TextFieldAdapter(mask: mask)
    adapter.accessibility = FieldAccessibility(locale: Locale(identifier: "ja_JP"))
    _ = adapter.paste("206")
    let value = adapter.accessibilityValue
    #expect(value.hasSuffix("10桁中3桁"), "\(value)")
  }

  /// An identifier named with English words (`resident registration number`) is named in the language.
  @Test func identifiersAreNamedInTheLanguage() throws {
    let korean = FieldAccessibility(locale: Locale(identifier: "ko_KR"))
    let table = try #require(WordingTable.bundled(language: "ko"))
    let name = try #require(table.entries["schemes.kr.rrn"]?.branches.first?.text)
    #expect(korean.hint(for: try IdentifierMask(scheme: "kr.rrn")).hasPrefix(name))
    // An acronym no table names stays as it is.
    #expect(korean.hint(for: try IdentifierMask(scheme: "br.cpf")).hasPrefix("CPF"))
    let english = FieldAccessibility(wording: .english)
    #expect(
      english.hint(for: try IdentifierMask(scheme: "kr.rrn")) == "resident registration number, 13 digits")
  }

  @Test func announcementsWordTheReasonInTheLanguage() throws {
    let french = FieldAccessibility(locale: Locale(identifier: "fr_FR"))
    let mask = try IdentifierMask(scheme: "br.cpf")
    let said = french.announcements(
      for: [.becameInvalid(reason: .identifier(.checkDigits("09")))], mask: mask)
    #expect(said.count == 1 && said[0].contains("09") && !said[0].contains("check"), "\(said)")
    let english = FieldAccessibility(wording: .english)
    #expect(
      english.announcements(for: [.becameInvalid(reason: .identifier(.checkDigits("09")))], mask: mask)
        == ["Invalid: check digits should be 09"])
  }
}
