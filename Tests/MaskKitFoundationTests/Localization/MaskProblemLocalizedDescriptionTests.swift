import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// A problem's reason in the person's language: the values it carries kept as typed, numbers and dates
/// formatted for the locale, right-to-left sentences with their values isolated.
@Suite struct MaskProblemLocalizedDescriptionTests {
  static let isolates: Set<Character> = ["\u{2068}", "\u{2069}"]

  /// The CPF check digit of the issue's "Done when": German, Japanese, Arabic and Brazilian Portuguese
  /// sentences that keep `09`, reached from real input.
  @Test(arguments: ["de", "ja", "ar", "pt-BR"]) func aFailingCPFCheckDigitReadsInTheLanguage(
    _ language: String
  )
    throws
  {
    let mask = try IdentifierMask(scheme: "br.cpf")
    let problem = try #require(mask.format("111.444.777-00").problem)
    #expect(problem == .identifier(.checkDigits("35")))
    let wrong = MaskProblem.identifier(.checkDigits("09"))
    let text = wrong.localizedDescription(locale: Locale(identifier: language))
    #expect(text.contains("09"))
    #expect(text != wrong.description)
    let table = try #require(WordingTable.bundled(language: language))
    #expect(
      text.filter { !Self.isolates.contains($0) } == render(table, "problems.checkDigits", "09", count: 2))
    #expect(problem.localizedDescription(locale: Locale(identifier: language)).contains("35"))
  }

  /// The table's plural branch for `count` with `{expected}` filled, without isolates.
  private func render(_ table: WordingTable, _ key: String, _ expected: String, count: Int) -> String? {
    let template = table.entries[key]?.text(numbers: { _ in count }, language: table.language)
    return template?.replacingOccurrences(of: "{expected}", with: expected)
  }

  @Test func germanReadsGerman() {
    let german = Locale(identifier: "de_DE")
    #expect(
      MaskProblem.identifier(.checkDigits("09")).localizedDescription(locale: german).contains("Prüfziffer"))
    #expect(
      MaskProblem.amount(.underMinimum("1234.50")).localizedDescription(locale: german).contains("1.234,50"))
    #expect(
      MaskProblem.phone(.regionDenied(region: "RU")).localizedDescription(locale: german).contains("Russland")
    )
    #expect(
      MaskProblem.date(.dateBefore(WordingSamples.date)).localizedDescription(locale: german).contains("2024")
    )
  }

  @Test func anAppsOwnReasonStaysItsOwn() {
    #expect(MaskProblem.custom("zu früh").localizedDescription(locale: Locale(identifier: "ja")) == "zu früh")
  }

  @Test func englishReadsAsTheDescriptionWhereNothingIsFormatted() {
    let english = Locale(identifier: "en_US_POSIX")
    // Sentences whose values a locale formats (region and month names, dates, amounts) or that word an
    // identifier without English's article read differently; every other one is the description.
    let formatted: Set<String> = [
      "regionDenied", "regionNotAllowed", "phoneNumberIncomplete", "dayNotInMonth", "dateBefore", "dateAfter",
      "noDateInRange", "birthDateAfterToday", "underMinimum", "overMaximum", "postalCharacterTooMany",
      "postalCharacterMisplaced", "firstDigitNeverIssued", "allZeros",
    ]
    for problem in WordingSamples.problems where !formatted.contains(problem.code) {
      #expect(problem.localizedDescription(locale: english) == problem.description)
    }
  }

  /// One fraction digit too many is singular in the description as in the English table (the `wording`
  /// fuzz target found `1 fraction digits`).
  @Test func oneFractionDigitIsSingular() {
    let english = Locale(identifier: "en_US_POSIX")
    for problem in [
      MaskProblem.amount(.fractionTooLong(digits: 1, maximum: 0)),
      .amount(.fractionTooLong(digits: 1, maximum: 2)),
      .amount(.fractionTooLong(digits: 3, maximum: 2)),
    ] {
      #expect(problem.localizedDescription(locale: english) == problem.description)
    }
    #expect(
      MaskProblem.amount(.fractionTooLong(digits: 1, maximum: 0)).description
        == "the amount has 1 fraction digit; the field takes none")
  }

  /// A locale or table language that starts with a character that is not ASCII reads without a crash
  /// (Foundation on Linux traps formatting numbers for it; the `wording` fuzz target found it).
  @Test(arguments: ["ß", "español", "日本", "-\u{FFFD}", "-", "_\u{FFFD}", "e", "en-\u{FFFD}"])
  func aLanguageNotInASCIINeverCrashes(_ identifier: String) {
    let problem = MaskProblem.digitsTooMany(3)
    #expect(problem.localizedDescription(locale: Locale(identifier: identifier)).contains("3"))
    let table = WordingTable(
      language: identifier, name: identifier, entries: ["problems.digitsTooMany": .text("{count} de más")])
    #expect(problem.localizedDescription(table: table, locale: Locale(identifier: "de")) == "3 de más")
    #expect(problem.localizedDescription(table: table, locale: Locale(identifier: identifier)) == "3 de más")
  }

  @Test func rightToLeftLanguagesIsolateEveryValue() {
    for language in ["ar", "he"] {
      let text = MaskProblem.identifier(.checkDigits("09")).localizedDescription(
        locale: Locale(identifier: language))
      #expect(text.contains("\u{2068}09\u{2069}"), "\(language): \(text)")
      let code = MaskProblem.countryCodeMismatch(pasted: "44", field: "1")
        .localizedDescription(locale: Locale(identifier: language))
      // The sign before a calling code is isolated with it: `+44`, never `44+`.
      #expect(
        code.contains("\u{2068}+44\u{2069}") && code.contains("\u{2068}+1\u{2069}"), "\(language): \(code)")
    }
    #expect(
      !MaskProblem.identifier(.checkDigits("09")).localizedDescription(locale: Locale(identifier: "de"))
        .contains(
          "\u{2068}"))
  }

  @Test func numbersTakeTheLocalesDigits() {
    let egypt = Locale(identifier: "ar_EG@numbers=arab")
    let text = MaskProblem.digitsTooMany(3).localizedDescription(locale: egypt)
    #expect(text.contains("٣"), "\(text)")
    // Text from the input stays as typed.
    #expect(MaskProblem.identifier(.checkDigits("09")).localizedDescription(locale: egypt).contains("09"))
  }

  @Test(arguments: WordingTable.bundledLanguages) func noProblemCrashesOrLeavesAPlaceholder(
    _ language: String
  ) {
    let locale = Locale(identifier: language)
    for problem in WordingSamples.problems + [
      .digitsTooMany(0), .digitsTooMany(Int.max), .digitsTooMany(Int.min),
    ] {
      let text = problem.localizedDescription(locale: locale)
      #expect(
        !text.isEmpty && WordingMessage.placeholders(in: text) == [], "\(language) \(problem.code): \(text)")
    }
  }

  /// Locale identifiers no platform writes read English or their language, never crash.
  @Test(arguments: [
    "", "@", "@numbers=", "ar-u-nu", "ar-u-nu-xyzw", "zz_ZZ", "de-", "-de", "__", "ar_EG@numbers=hanidec",
  ])
  func oddLocalesNeverCrash(_ identifier: String) {
    let locale = Locale(identifier: identifier)
    for problem in WordingSamples.problems {
      #expect(!problem.localizedDescription(locale: locale).isEmpty)
    }
    let wording = AccessibilityWording.localized(for: locale)
    #expect(!wording.progress(3, 10, .digits).isEmpty)
  }
}
