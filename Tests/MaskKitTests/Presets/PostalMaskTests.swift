import MaskKit
import PropertyBased
import Testing

/// The postal preset: formatting as typed, separators only where the region has them, refusals with
/// reasons, alternatives of different lengths, the caret, and its settings.
@Suite struct PostalMaskTests {
  func mask(_ region: String) throws -> PostalMask { try PostalMask(region: region) }

  @Test(arguments: [
    ("CA", "k1a0b1", "K1A 0B1", "K1A0B1"),
    ("BR", "01001000", "01001-000", "01001000"),
    ("NL", "1234ab", "1234 AB", "1234AB"),
    ("GB", "sw1a1aa", "SW1A 1AA", "SW1A1AA"),
    ("GB", "m25bq", "M2 5BQ", "M25BQ"),
    ("PL", "00950", "00-950", "00950"),
    ("US", "221621010", "22162-1010", "221621010"),
    ("JP", "1540023", "154-0023", "1540023"),
    ("LV", "lv1073", "LV-1073", "LV1073"),
    ("DE", "٥٣٢٢٥", "53225", "53225"),
  ])
  func codesAreFormattedAsTyped(_ region: String, _ typed: String, _ shown: String, _ value: String) throws {
    let result = try mask(region).format(typed, autocomplete: false)
    #expect(result.text == shown)
    #expect(result.value == value)
    #expect(result.isComplete)
  }

  @Test func aCharacterThatCannotStandThereIsRefusedWithTheReason() throws {
    let match = try mask("CA").match(CaretText("K1A0Bx"))
    #expect(match.result.text == "K1A 0B")
    #expect(
      match.problem?.description == "K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0")
    #expect(!match.result.isComplete)
    let extra = try mask("CA").match(CaretText("K1A 0B12"))
    #expect(
      extra.problem?.description == "'2' is one character too many; postal codes of Canada look like A0A 0A0")
    #expect(extra.result.text == "K1A 0B1" && !extra.result.isComplete)
    #expect(try mask("CA").match(CaretText("K1A 0B1")).problem == nil)
  }

  @Test func separatorsAreSkippedOnlyWhereTheRegionHasThem() throws {
    let canada = try mask("CA")
    #expect(canada.format("K1A 0B1").isComplete)
    #expect(canada.format("K1A-0B1").text == "K1A 0B1")
    let misplaced = canada.match(CaretText("K1 A0B1"))
    #expect(
      misplaced.problem?.description == "K1? — ' ' cannot be here; postal codes of Canada look like A0A 0A0")
    #expect(!misplaced.result.isComplete)
    #expect(!canada.format("K1A  0B1").isComplete)
    #expect(canada.format(" K1A 0B1").isComplete)
    #expect(try mask("DE").match(CaretText("532-25")).problem != nil)
  }

  @Test func aSeparatorTheExamplesLeaveOutIsReadButNotShown() throws {
    let sweden = try mask("SE")
    #expect(sweden.format("114 55").text == "11455")
    #expect(sweden.format("114 55").isComplete)
    #expect(try mask("CZ").format("10000").text == "100 00")
  }

  @Test func alternativesOfDifferentLengthsEachComplete() throws {
    let costaRica = try mask("CR")
    #expect(costaRica.format("1000", autocomplete: false).text == "1000")
    #expect(costaRica.format("1000", autocomplete: false).isComplete)
    #expect(costaRica.format("10001").isComplete)
    #expect(costaRica.format("1000123").text == "100-0123")
    #expect(costaRica.format("1000123").isComplete)
    #expect(!costaRica.format("100012").isComplete)
    let us = try mask("US")
    #expect(us.format("12345").text == "12345" && us.format("12345").isComplete)
    #expect(us.format("123456").text == "12345-6" && !us.format("123456").isComplete)
    #expect(try mask("PE").format("lima23").text == "LIMA 23")
    #expect(try mask("GB").format("BFPO61").text == "BFPO 61")
  }

  @Test func typingFillsInTheSeparatorAndBackspaceTakesItAwayWithTheLetterBefore() throws {
    var field = MaskedText(mask: try mask("CA"))
    field.type("k1a")
    #expect(field.text == "K1A ")
    #expect(field.selection == .caret(4))
    #expect(field.tailPlaceholder == "0A0")
    field.backspace()
    #expect(field.text == "K1")
    field.type("a 0b1")
    #expect(field.text == "K1A 0B1")
    #expect(field.isComplete)
    #expect(field.value == "K1A0B1")
    #expect(field.type("2").contains(.inputRejected("2")))
    #expect(field.text == "K1A 0B1")
  }

  /// A keystroke that cannot stand is refused; a deletion that moves a character where it cannot stand
  /// drops that character and says why (as the IBAN preset does).
  @Test func aRefusedKeystrokeInTheMiddleLeavesTheCodeAsItWas() throws {
    var field = MaskedText(mask: try mask("CA"))
    field.type("K1A0B1")
    field.moveCaret(to: 1)
    #expect(field.type("x").contains(.inputRejected("x")))
    #expect(field.text == "K1A 0B1")
    #expect(field.isComplete)
    field.moveCaret(to: 3)
    #expect(field.type("5").contains(.inputRejected("5")))
    #expect(field.text == "K1A 0B1")
    #expect(field.isComplete)
    var partial = MaskedText(mask: try mask("CA"))
    partial.type("K1A0")
    partial.moveCaret(to: 2)
    #expect(partial.type("B").contains(.inputRejected("B")))
    #expect(partial.text == "K1A 0")
    var short = MaskedText(mask: try mask("CR"))
    short.type("1000")
    short.moveCaret(to: 1)
    short.type("5")
    #expect(short.text == "15000")
    #expect(short.isComplete)
    field.moveCaret(to: 5)
    let events = field.backspace()
    #expect(field.text == "K1A 1")
    #expect(!field.isComplete)
    #expect(
      field.problem?.description == "K1A ? — 'B' cannot be here; postal codes of Canada look like A0A 0A0")
    #expect(events.contains(.becameInvalid(reason: try #require(field.problem))))
  }

  /// Typing anywhere in a code never loses a character that was there: the old value is a subsequence
  /// of the new one.
  @Test func typingIntoACodeKeepsEveryCharacterThatWasThere() async throws {
    let codes = [
      ("CA", "K1A 0B1"), ("GB", "M34 4AB"), ("CR", "100-0123"), ("US", "22162-1010"), ("NL", "1234 AB"),
    ]
    let keys = Array("0123456789ABSZ -x")
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(codes.count - 1)), Gen.int(in: 0...9),
      Gen.int(in: 0...(keys.count - 1)), Gen.int(in: 0...8)
    ) { index, caret, key, cut in
      guard let mask = try? PostalMask(region: codes[index].0) else { return }
      var field = MaskedText(mask: mask)
      field.paste(String(codes[index].1.prefix(cut)))
      field.moveCaret(to: min(caret, field.text.count))
      let before = field.value
      field.type(String(keys[key]))
      var rest = Substring(field.value)
      for character in before {
        guard let found = rest.firstIndex(of: character) else {
          Issue.record("\(codes[index].0): '\(keys[key])' at \(caret) lost \(character) of \(before)")
          return
        }
        rest = rest[rest.index(after: found)...]
      }
    }
  }

  @Test func pastesAreReadWholeAndRefusedWhenACharacterCannotStand() throws {
    var field = MaskedText(mask: try mask("NL"))
    field.paste("  1234 ab ")
    #expect(field.text == "1234 AB")
    #expect(field.isComplete)
    var other = MaskedText(mask: try mask("NL"))
    let reason = MaskProblem.postal(
      .postalCharacterMisplaced("A", after: "1234 S", region: "NL", pattern: "0000 AA"))
    #expect(
      reason.description == "1234 S? — 'A' cannot be here; postal codes of the Netherlands look like 0000 AA")
    #expect(other.paste("1234 SA") == [.pasteRefused("1234 SA", reason: reason)])
    #expect(other.text.isEmpty)
  }

  @Test func theSettingsNameTheRegion() throws {
    #expect(try mask("ca").region == "CA")
    #expect(try mask("CA").regionName == "Canada")
    #expect(try mask("CA").placeholder == "A0A 0A0")
    #expect(try mask("BR").placeholder == "00000-000")
    #expect(throws: PresetError.self) { try PostalMask(region: "AE") }
    #expect(throws: PresetError.self) { try PostalMask(region: "XX") }
    #expect(throws: PresetError.self) { try PresetSpec(name: "postal").makeMask() }
    #expect(try PresetSpec(name: "postal", ["region": "GB"]).makeMask() is PostalMask)
    #expect(
      try MaskSpec(json: #"{"preset": "postal", "region": "BR"}"#).makeMask().format("01001000").isComplete)
    #expect(PostalMask.regions.count == 181)
  }

  @Test func theSlotSummarySaysPostalCodeAndItsLength() throws {
    #expect(
      try mask("CA").describedSlots == SlotSummary(purpose: .postalCode, kind: .characters, required: 6))
    #expect(try mask("US").describedSlots == SlotSummary(purpose: .postalCode, kind: .digits, required: 5))
  }

  @Test func aCodeAfterTheRegionsPrefixIsTheCode() throws {
    for (region, text, shown, value) in [
      ("SE", "SE-123 45", "SE-12345", "12345"), ("CH", "CH-8001", "CH-8001", "8001"),
      ("LT", "LT-12345", "LT-12345", "12345"), ("LI", "fl 9490", "FL 9490", "9490"),
      ("LU", "L-4750", "L-4750", "4750"), ("LV", "LV-1073", "LV-1073", "LV1073"),
    ] {
      let read = try mask(region).formatWhole(text)
      #expect(read.refusal == nil && read.result.isComplete, "\(region) \(text)")
      #expect(read.result.text == shown && read.result.value == value, "\(region) \(text)")
    }
    var field = MaskedText(mask: try mask("SE"))
    field.type("se-12345")
    #expect(field.text == "SE-12345" && field.isComplete && field.value == "12345")
    #expect(try !mask("SE").formatWhole("DK-12345").result.isComplete)
    #expect(try !mask("DE").formatWhole("DE-10115").result.isComplete)
  }

  @Test func theWholeTextReadingRefusesWhatCheckCallsInvalid() throws {
    let afghan = try mask("AF")
    let reason = "'1' is one character too many; postal codes of Afghanistan look like 0000"
    #expect(afghan.formatWhole("96941").refusal?.description == reason)
    #expect(afghan.apply(CaretText("96941", autocomplete: true)).refusal?.description == reason)
    let argentina = try mask("AR").formatWhole(
      "\u{FF23}\u{FF11}\u{FF10}\u{FF17}\u{FF10}\u{FF21}\u{FF21}\u{FF2D}")
    #expect(argentina.refusal == nil && argentina.result.isComplete && argentina.result.value == "C1070AAM")
  }
}

/// A fuzzed caret before the text (issue 33's prefixes): the result's caret stays inside the text.
@Suite struct PostalPrefixCaretTests {
  @Test(arguments: [-3, -1, 0, 1, 4, 99])
  func aCaretOutsideAPrefixedTextIsClamped(_ caret: Int) throws {
    for region in PostalMask.regions {
      let mask = try PostalMask(region: region)
      for text in ["SE-123 45", "S", "se 1", "CH-8001", "L-1234", "FL 9490", "  A"] {
        let result = mask.apply(CaretText(text, caret: caret))
        #expect((0...result.text.count).contains(result.caret), "\(region) \(text) \(caret)")
      }
    }
  }
}
