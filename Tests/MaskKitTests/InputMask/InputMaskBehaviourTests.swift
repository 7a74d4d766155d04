import MaskKit
import Testing

/// The rules of the inputmask dialect, one example each.
@Suite struct InputMaskBehaviourTests {
  let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  @Test func formatsAPhoneNumberAndExtractsItsDigits() throws {
    let result = try #require(phone).format("2065551234")
    #expect(result.text == "+1 (206) 555-1234")
    #expect(result.value == "2065551234")
    #expect(result.isComplete)
  }

  @Test func freeLiteralsAreShownButCurlyLiteralsAreAlsoExtracted() throws {
    #expect(try InputMask("[00]-[00]").format("1234").value == "1234")
    #expect(try InputMask("[00]{-}[00]").format("1234").value == "12-34")
  }

  @Test func optionalSymbolsAreSortedAfterMandatoryOnes() throws {
    let mask = try InputMask("[9090]")
    #expect(mask.acceptableTextLength == 2 && mask.totalTextLength == 4)
    #expect(mask.format("1").isComplete == false)
    #expect(mask.format("12").isComplete)
    #expect(mask.format("1234x").text == "1234")
  }

  @Test func mixedBlocksSplitByFamily() throws {
    let mask = try InputMask("[00AA]")
    #expect(mask.format("12ab").text == "12ab")
    #expect(mask.format("1a").text == "1")
  }

  @Test func autocompleteAppendsTheLiteralsAfterTheLastCharacter() throws {
    let mask = try InputMask("[00]{.}[00]")
    #expect(mask.apply(CaretText("12", autocomplete: true)).text == "12.")
    #expect(mask.apply(CaretText("12", autocomplete: false)).text == "12")
  }

  @Test func autoskipRemovesTrailingLiteralsWhenDeleting() throws {
    let mask = try InputMask("[00]{.}[00]")
    let result = mask.apply(CaretText("12.", caret: 3, gravity: .backward, autoskip: true))
    #expect(result.text == "12")
    #expect(result.caret == 2)
    #expect(result.tailPlaceholder == ".00")
  }

  @Test func ellipsisAcceptsAnyNumberOfItsKind() throws {
    let mask = try InputMask("[0…]")
    let long = String(repeating: "7", count: 5_000)
    #expect(mask.format(long + "x").text == long)
    #expect(mask.format("").isComplete == false)
    #expect(try InputMask("[9…]").format("").isComplete)
    #expect(try InputMask("[00…]").format("1").isComplete == false)
  }

  @Test func charactersAfterAnEllipsisAreNeverReached() throws {
    let mask = try InputMask("[0…][AAA]")
    #expect(mask.format("12ab").text == "12")
    #expect(mask.totalTextLength == 2)
  }

  @Test func customNotationsAcceptTheirSetAndClasses() throws {
    let currency = Notation(character: "c", characters: "$€", isOptional: true)
    let mask = try InputMask("[c][0…]", notations: [currency])
    #expect(mask.format("$12").text == "$12")
    #expect(mask.format("12").text == "12")
    let name = Notation(character: "N", characters: " -", classes: [.letters])
    #expect(try InputMask("[N…]", notations: [name]).format("Anne-Marie 2").text == "Anne-Marie ")
  }

  @Test func rightToLeftMasksFillFromTheEnd() throws {
    let mask = try InputMask("[000] [000] [000]", rightToLeft: true)
    #expect(mask.format("1234").text == "1 234")
    #expect(mask.format("1234567").text == "1 234 567")
  }

  @Test func theCaretStaysAtTheSameLogicalPosition() throws {
    let result = try #require(phone).apply(CaretText("20655", caret: 3, autocomplete: true))
    #expect(result.text == "+1 (206) 55")
    #expect(result.caret == 9, "the literals inserted at the caret push it forward")
    let backward = try #require(phone).apply(CaretText("20655", caret: 3, gravity: .backward))
    #expect(backward.caret == 7)
  }

  @Test func lengthsCountSlots() throws {
    let mask = try InputMask("+7 ([000]) [009]")
    #expect(mask.acceptableTextLength == 11)
    #expect(mask.totalTextLength == 12)
    #expect(mask.acceptableValueLength == 5)
    #expect(mask.totalValueLength == 6)
  }

  @Test func explanationNamesEverySlot() throws {
    let text = try InputMask("{+}[0]").explanation
    #expect(text.contains("literal '+' (shown and in the value)"))
    #expect(text.contains("digit, required"))
  }

  @Test func affineMasksPickTheBestFit() throws {
    let set = try AffineInputMask("+7 ([000]) [000]-[00]-[00]", affine: ["8 ([000]) [000]-[00]-[00]"])
    #expect(set.format("89161234567").text == "8 (916) 123-45-67")
    #expect(set.format("+79161234567").text == "+7 (916) 123-45-67")
    let choice = set.choose(for: CaretText("8916"))
    #expect(choice.affineIndex == 0)
    #expect(choice.affinities.count == 2)
  }

  @Test(arguments: AffinityStrategy.allCases)
  func everyStrategyChoosesSomeFormat(_ strategy: AffinityStrategy) throws {
    let set = try AffineInputMask("[00]-[0]", affine: ["[00]-[000]", "[00]-[00000]"], strategy: strategy)
    #expect(!set.format("12345").text.isEmpty)
  }
}
