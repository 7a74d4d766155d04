import Testing

@testable import MaskKit

/// The automata Scripts/phone_automata.py builds ahead, held to the ones the run time builds from the
/// same patterns, and the lazy reading of regions held to reading every region of a calling code.
@Suite struct PhoneGeneratedAutomataTests {
  /// Every pattern of every record, as the record reader hands them out, with its generated automaton.
  static func everyPattern() -> [(region: String, pattern: DigitPattern, source: String)] {
    var found: [(String, DigitPattern, String)] = []
    for index in PhoneMetadataTable.records.indices {
      let territory = PhoneMetadataTable.territory(at: index)
      var patterns: [DigitPattern?] = [
        territory.internationalPrefix, territory.nationalPrefixForParsing, territory.leadingDigits,
      ]
      patterns += territory.descriptions.map(\.pattern)
      for format in territory.formats + territory.internationalFormats {
        patterns.append(format.pattern)
        patterns += format.leadingDigits
      }
      for pattern in patterns.compactMap({ $0 }) { found.append((territory.region, pattern, pattern.source)) }
    }
    return found
  }

  @Test func everyGeneratedAutomatonIsTheOneTheRunTimeBuilds() {
    let patterns = Self.everyPattern()
    #expect(patterns.count > 3_000)
    for (region, pattern, source) in patterns {
      let built = DigitAutomaton(pattern.program)
      #expect(pattern.automaton != nil, "\(region) \(source)")
      #expect(pattern.automaton?.transitions == built?.transitions, "\(region) \(source)")
      #expect(pattern.automaton?.acceptsHere == built?.acceptsHere, "\(region) \(source)")
      #expect(pattern.automaton?.acceptsAtEnd == built?.acceptsAtEnd, "\(region) \(source)")
      #expect(pattern.program == DigitPattern(source).program, "\(region) \(source)")
    }
  }

  @Test func recordsSplitByBytesAsByCharacters() {
    var texts = PhoneMetadataTable.records + ["", ";", ";;a;", "a", "!!", "`x``"]
    texts += ["é;x", "\r\n;\r\n"]
    for text in texts {
      for separator in [";", "`", "!", "@", ","] as [Unicode.Scalar] {
        for omitting in [false, true] {
          let expected = text.split(separator: Character(separator), omittingEmptySubsequences: omitting)
            .map(String.init)
          #expect(PhoneRecordText.split(text, separator, omittingEmpty: omitting) == expected)
        }
      }
    }
  }

  @Test func aMalformedEncodingDecodesToNothing() {
    #expect(DigitAutomaton(encoded: "") == nil)
    #expect(DigitAutomaton(encoded: "3") == nil)
    #expect(DigitAutomaton(encoded: "10A") == nil)
    #expect(DigitAutomaton(encoded: "10A") == nil)
    #expect(DigitAutomaton(encoded: "10A.") != nil)
    #expect(DigitAutomaton(encoded: "10A0") != nil)
  }

  @Test func theLeadingDigitsReadAloneAreTheTerritorysOwn() {
    for index in PhoneMetadataTable.records.indices {
      let alone = PhoneMetadataTable.leadingDigits(at: index)
      let parsed = PhoneMetadataTable.territory(at: index).leadingDigits
      #expect(alone?.source == parsed?.source)
      #expect(alone?.automaton?.transitions == parsed?.automaton?.transitions)
    }
  }

  /// libphonenumber's rule over every region of the code, each parsed up front (the reading before the
  /// regions were read lazily).
  static func territoryReadingEveryRegion(_ number: [UInt8], callingCode: Int) -> PhoneTerritory? {
    let candidates = PhoneMetadataTable.records.indices.map(PhoneMetadataTable.territory(at:))
      .filter { $0.callingCode == callingCode && $0.region != "001" }
      .sorted {
        ($0.isMainForCallingCode ? 0 : 1, $0.recordIndex) < ($1.isMainForCallingCode ? 0 : 1, $1.recordIndex)
      }
    if candidates.count == 1 { return candidates[0] }
    for territory in candidates {
      if let leading = territory.leadingDigits {
        if leading.matchesPrefix(number[...]) { return territory }
      } else if PhoneNumberType.of(number[...], in: territory) != nil {
        return territory
      }
    }
    return nil
  }

  @Test(arguments: [1, 7, 44, 47, 61, 262, 290, 358, 590, 599])
  func theLazyRegionChoiceEqualsTryingEveryRegion(callingCode: Int) {
    var numbers: [[UInt8]] = PhoneMetadataTable.records.indices.map(PhoneMetadataTable.territory(at:))
      .filter { $0.callingCode == callingCode }
      .flatMap { $0.descriptions.map { PhoneLayout.digits($0.example) } }
    var generator = SplitMix(state: 0x4D61736B0001)  // fixed seed: CI replays the same cases
    for _ in 0..<300 {
      numbers.append(
        (0..<Int.random(in: 3...12, using: &generator)).map { _ in UInt8.random(in: 0...9, using: &generator)
        })
    }
    for number in numbers {
      let lazy = PhoneMetadataTable.territory(of: number[...], callingCode: callingCode)
      let eager = Self.territoryReadingEveryRegion(number, callingCode: callingCode)
      #expect(lazy?.recordIndex == eager?.recordIndex, "\(number)")
    }
  }
}
