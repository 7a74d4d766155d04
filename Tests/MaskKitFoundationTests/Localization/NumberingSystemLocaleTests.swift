import Foundation
import MaskKit
import Testing

@testable import MaskKitFoundation

/// `NumberingSystem(locale:)`: the locale's `nu` keyword, else the digits Foundation formats with.
@Suite struct NumberingSystemLocaleTests {
  func system(_ identifier: String) -> NumberingSystem {
    NumberingSystem(locale: Locale(identifier: identifier))
  }

  @Test func localesGiveTheirDefaultDigits() {
    #expect(system("ar-EG") == .arab)
    #expect(system("ar_SA") == .arab)
    #expect(system("fa") == .arabext)
    #expect(system("fa-IR") == .arabext)
    #expect(system("en-US") == .latn)
    #expect(system("ar-MA") == .latn)
    #expect(system("ar-DZ") == .latn)
    #expect(system("hi") == .latn)
    #expect(system("th") == .latn)
    #expect(system("ne") == .deva)
    #expect(system("my") == .mymr)
    #expect(system("ff-Adlm") == .adlm)
  }

  @Test func theDefaultFollowsThePlatformsCLDR() {
    // CLDR 41 names Bangla digits for `bn`; newer CLDR (Foundation on Linux: ICU 76) Latin ones. Either
    // way it is the digit Foundation draws.
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "bn")
    let zero = formatter.string(from: 0) ?? ""
    #expect([NumberingSystem.beng, .latn].contains(system("bn")))
    #expect(system("bn") == (zero == "০" ? .beng : .latn))
  }

  @Test func theNumbersKeywordWins() {
    #expect(system("hi@numbers=deva") == .deva)
    #expect(system("ar_EG@numbers=latn") == .latn)
    #expect(system("th_TH@calendar=buddhist;numbers=thai") == .thai)
    #expect(system("hi-IN-u-nu-deva") == .deva)
    #expect(system("th-TH-u-ca-buddhist-nu-thai") == .thai)
    #expect(system("bn-u-nu-beng") == .beng)
    #expect(system("en-u-nu-ARAB") == .arab)
  }

  @Test func aKeywordWithoutTenContiguousDigitsGivesTheLocalesDefault() {
    // Foundation on Linux traps formatting for these identifiers: the keyword is dropped first.
    #expect(system("en@numbers=hanidec") == .latn)
    #expect(system("ar-EG-u-nu-roman") == .arab)
    #expect(system("fa@numbers=xyz") == .arabext)
    #expect(system("hi-IN-u-nu-xyz") == .latn)
  }

  @Test func keywordsAreReadFromBothForms() {
    #expect(NumberingSystem.numbersKeyword(in: "hi@numbers=deva") == "deva")
    #expect(NumberingSystem.numbersKeyword(in: "th_TH@calendar=buddhist; numbers=thai") == "thai")
    #expect(NumberingSystem.numbersKeyword(in: "hi-IN-u-ca-indian-nu-deva") == "deva")
    #expect(NumberingSystem.numbersKeyword(in: "hi_IN_u_nu_deva") == "deva")
    #expect(NumberingSystem.numbersKeyword(in: "en-US-u-ca-buddhist") == nil)
    // `nu` in a private-use extension, or a language called `u`, is not the keyword.
    #expect(NumberingSystem.numbersKeyword(in: "en-x-nu-deva") == nil)
    #expect(NumberingSystem.numbersKeyword(in: "u-nu-deva") == nil)
    #expect(NumberingSystem.numbersKeyword(in: "en-US") == nil)
    #expect(NumberingSystem.numbersKeyword(in: "") == nil)
    #expect(NumberingSystem.droppingKeywords(of: "hi-IN-u-nu-xyz") == "hi_IN")
    #expect(NumberingSystem.droppingKeywords(of: "fa@numbers=xyz") == "fa")
    #expect(NumberingSystem.droppingKeywords(of: "") == "")
  }
}
