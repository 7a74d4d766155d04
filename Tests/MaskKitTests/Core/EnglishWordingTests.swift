import Testing

@testable import MaskKit

/// The English sentences come from the English wording table (generated into the core): placeholders
/// filled with each argument's English text, the plural form chosen by its number.
@Suite struct EnglishWordingTests {
  @Test func placeholdersTakeTheArgumentsEnglishText() {
    let filled = EnglishWording.fill("{a} and {b}, {unknown} and {") { name in
      ["a": "one", "b": "two"][String(name)]
    }
    #expect(filled == "one and two, {unknown} and {")
  }

  @Test func aPluralSentenceTakesItsFormByTheNumber() {
    #expect(MaskProblem.digitsTooMany(1).description == "1 digit too many")
    #expect(MaskProblem.digitsTooMany(2).description == "2 digits too many")
    #expect(MaskProblem.slotsStillEmpty(empty: 1, total: 1).description == "1 of 1 slot still empty")
    #expect(MaskProblem.slotsStillEmpty(empty: 1, total: 3).description == "1 of 3 slots still empty")
  }

  @Test func argumentsReadInEnglish() {
    #expect(EnglishWording.english(.month(3)) == "March")
    #expect(EnglishWording.english(.month(13)) == "December")
    #expect(EnglishWording.english(.regions(["DE", "FR"])) == "DE, FR")
    #expect(EnglishWording.english(.term(key: "schemes.us.ssn", fallback: "SSN")) == "SSN")
    #expect(EnglishWording.english(.number(1000)) == "1000")
    // A kind may give an argument's English text: the phone's region by its name.
    #expect(
      MaskProblem.phone(.phoneNumberIncomplete(region: "DE", callingCode: "49")).description
        == "not yet a valid number of Germany")
  }

  @Test func anAppsOwnSentenceStaysItsOwn() {
    var shape = ProblemShape("myCode", ["x": .text("1")], english: "mine")
    #expect(shape.english == "mine")
    shape.english = "changed"
    #expect(shape.english == "changed")
  }

  @Test func aKeyTheTableLacksSaysItself() {
    #expect(ProblemShape("noSuchProblem", variant: "here").english == "noSuchProblem.here")
  }
}
