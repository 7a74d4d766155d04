import MaskKit
import Testing

/// Equality of masks means substitutable: equal masks hash alike and format every text alike, and two
/// masks that format some text differently are not equal (the masks with their own `==`).
@Suite struct MaskEqualityTests {
  /// Whether `first` and `second` format and apply each of `texts` alike.
  private func agree(_ first: some Mask, _ second: some Mask, on texts: [String]) -> Bool {
    texts.allSatisfy { text in
      first.format(text) == second.format(text)
        && first.apply(CaretText(text)) == second.apply(CaretText(text))
    }
  }

  private func expectSubstitutable<M: Mask & Hashable>(_ masks: [M], on texts: [String]) {
    for first in masks {
      for second in masks {
        if first == second {
          #expect(first.hashValue == second.hashValue)
          #expect(agree(first, second, on: texts), "\(first) == \(second)")
        }
        if !agree(first, second, on: texts) { #expect(first != second, "\(first) and \(second)") }
      }
    }
  }

  @Test func identifierMasksForAnotherDayAreNotEqual() throws {
    let today = CalendarDate(year: 2026, month: 11, day: 26)
    let undated = try IdentifierMask(scheme: "dk.cpr")
    let dated = try IdentifierMask(scheme: "dk.cpr", today: today)
    #expect(undated.format("060156-7041").isComplete)
    #expect(!dated.format("060156-7041").isComplete)
    #expect(undated != dated)
    #expect(Set([undated, dated]).count == 2)
    #expect(try IdentifierMask(scheme: "DK.CPR", today: today) == dated)
    expectSubstitutable(
      [
        undated, dated, try IdentifierMask(scheme: "DK.CPR"),
        try IdentifierMask(scheme: "dk.cpr", today: today),
        try IdentifierMask(scheme: "dk.cpr", today: CalendarDate(year: 2056, month: 1, day: 6)),
        try IdentifierMask(scheme: "br.cpf"),
      ],
      on: ["060156-7041", "0601567041", "12345678909", "", "06"])
  }

  @Test func postalMasksAreEqualWhenTheyFormatTheSameRegion() throws {
    #expect(try PostalMask(region: "ca") == PostalMask(region: "CA"))
    expectSubstitutable(
      [
        try PostalMask(region: "CA"), try PostalMask(region: "ca"), try PostalMask(region: "US"),
        try PostalMask(region: "GB"),
      ],
      on: ["k1a0b1", "90210", "SW1A 1AA", "", "K1"])
  }

  @Test func inputMasksAreEqualWhenTheirFormatNotationsAndDirectionAre() throws {
    let hex = Notation(character: "h", characters: "0123456789abcdef")
    let decimal = Notation(character: "h", characters: "0123456789")
    expectSubstitutable(
      [
        try InputMask("[00]-[00]"), try InputMask("[00]-[00]"), try InputMask("[00]-[00]", rightToLeft: true),
        try InputMask("[hh]", notations: [hex]), try InputMask("[hh]", notations: [decimal]),
        try InputMask("[00]{-}[00]"),
      ],
      on: ["1234", "12", "ab", "a1", ""])
  }

  @Test func pictureMasksAreEqualWhenTheirTextAndOptionsAre() throws {
    expectSubstitutable(
      [
        try PictureMask("###"), try PictureMask("###"),
        try PictureMask("###", options: PictureOptions(normalizesDigits: false)), try PictureMask("##"),
        PictureMask(partial: "[#"),
      ],
      on: ["123", "٣٢١", "12", ""])
  }
}
