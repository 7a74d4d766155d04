import Testing

@testable import MaskKitFoundation

/// CLDR's whole-number plural rules, as generated: the categories the languages reach.
@Suite struct PluralCategoryTests {
  @Test func arabicHasZeroOneTwoFewManyOther() {
    let categories = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111].map {
      PluralCategory($0, language: "ar")
    }
    #expect(categories == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .many])
  }

  @Test func russianAndPolishDiffer() {
    #expect(
      [1, 2, 5, 11, 21, 22, 25].map { PluralCategory($0, language: "ru") } == [
        .one, .few, .many, .many, .one, .few, .many,
      ])
    #expect(
      [1, 2, 5, 11, 21, 22, 25].map { PluralCategory($0, language: "pl") } == [
        .one, .few, .many, .many, .many, .few, .many,
      ])
  }

  @Test func localesReadTheirLanguage() {
    #expect(PluralCategory(0, language: "pt-BR") == .one)
    #expect(PluralCategory(5, language: "ja") == .other)
    #expect(PluralCategory(1, language: "xx") == .other)
    #expect(PluralCategory(Int.min, language: "ru") == .many)
  }

  @Test func categoriesTheLanguagesNeed() {
    #expect(PluralCategory.wholeNumberCategories(language: "ar") == [.zero, .one, .two, .few, .many, .other])
    #expect(PluralCategory.wholeNumberCategories(language: "ru") == [.one, .few, .many, .other])
    #expect(PluralCategory.wholeNumberCategories(language: "he") == [.one, .two, .other])
    #expect(PluralCategory.wholeNumberCategories(language: "ja") == [.other])
    #expect(PluralCategory.singleNumberCategories(language: "ar") == [.zero: 0, .one: 1, .two: 2])
    #expect(PluralCategory.singleNumberCategories(language: "ru") == [:])
  }
}
