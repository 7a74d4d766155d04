import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// What VoiceOver says about a field, in the person's language.
@Suite struct AccessibilityWordingLocalizedTests {
  /// The text without isolate marks.
  private func plain(_ text: String) -> String { text.filter { $0 != "\u{2068}" && $0 != "\u{2069}" } }

  /// Arabic words a count of digits in the form each number takes: 1, 2, 3–10, 11–99 and 100 each
  /// their own (the "Done when").
  @Test func arabicCountsTakeTheirPluralForms() throws {
    let arabic = AccessibilityWording.localized(for: Locale(identifier: "ar"))
    let table = try #require(WordingTable.bundled(language: "ar"))
    let message = try #require(table.entries["accessibility.count.digits"])
    let forms = [1, 2, 3, 10, 11, 99, 100].map { count in
      message.text(numbers: { _ in count }, language: "ar")!
    }
    #expect(Set(forms[0...1] + [forms[2], forms[4], forms[6]]).count == 5, "\(forms)")
    #expect(forms[2] == forms[3] && forms[4] == forms[5])
    for count in [1, 2, 3, 10, 11, 99, 100] {
      let said = plain(arabic.count(count, .digits))
      #expect(said != plain(AccessibilityWording.english.count(count, .digits)))
      #expect(!said.contains("{"))
    }
    let progress = [1, 2, 3, 11, 100].map { plain(arabic.progress(0, $0, .digits)) }
    #expect(Set(progress).count == 5, "\(progress)")
  }

  @Test func russianProgressAgreesWithTheTotal() {
    let russian = AccessibilityWording.localized(for: Locale(identifier: "ru_RU"))
    // "из 1 цифры", "из 3 цифр", "из 10 цифр", "из 21 цифры": genitive after "из".
    let nouns = [1, 3, 10, 21].map { russian.progress(0, $0, .digits).split(separator: " ").last! }
    #expect(nouns == ["цифры", "цифр", "цифр", "цифры"])
  }

  @Test func anAppChangesOnePhrase() throws {
    var table = try #require(WordingTable.bundled(language: "de"))
    table.entries["accessibility.complete"] = .text("fertig!")
    let wording = AccessibilityWording.localized(table: table, locale: Locale(identifier: "de"))
    #expect(wording.complete == "fertig!")
    #expect(
      wording.count(2, .digits)
        == AccessibilityWording.localized(for: Locale(identifier: "de")).count(2, .digits))
  }

  @Test func everyLanguageSaysEveryPhrase() {
    for language in WordingTable.bundledLanguages where language != "en" {
      let same = WordingTable.bundled(language: language)?.sameAsEnglish ?? []
      let wording = AccessibilityWording.localized(for: Locale(identifier: language))
      let english = AccessibilityWording.english
      for kind in SlotSummary.Kind.allCases {
        #expect(
          wording.count(5, kind) != english.count(5, kind)
            || same.contains("accessibility.count." + kind.rawValue),
          "\(language) count \(kind)")
        #expect(
          wording.progress(3, 10, kind) != english.progress(3, 10, kind), "\(language) progress \(kind)")
      }
      #expect(wording.complete != english.complete)
      #expect(wording.becameComplete(nil) != english.becameComplete(nil))
      #expect(wording.rejected("x") != english.rejected("x"))
      for purpose: SlotSummary.Purpose in [.phoneNumber, .cardNumber, .postalCode, .amount, .date, .time] {
        #expect(
          wording.purpose(purpose) != purpose.englishName || same.contains("purposes." + purpose.identifier),
          "\(language) \(purpose)")
      }
    }
  }
}
