import Testing

@testable import MaskKit

/// The shortcuts of ``DigitPattern`` held to its backtracking machine: the groups of a whole match read
/// off a pattern's pieces (``DigitPieces``, what a format's substitution uses) and the match at one
/// position (`match(in:at:)`, what stripping a national prefix uses), on every pattern of the metadata
/// and seeded random digits.
@Suite struct DigitPiecesTests {
  /// Every distinct format pattern of the metadata.
  static let formatPatterns: [DigitPattern] = {
    var seen = Set<String>()
    var patterns: [DigitPattern] = []
    for index in PhoneMetadataTable.records.indices {
      let territory = PhoneMetadataTable.territory(at: index)
      for format in territory.formats + territory.internationalFormats
      where seen.insert(format.pattern.source).inserted {
        patterns.append(format.pattern)
      }
    }
    return patterns
  }()

  /// Digits of `count`, each drawn from the set its position takes in `pieces` when `fitting` (the
  /// variable piece taking the rest), else any digit.
  static func digits(
    _ pieces: DigitPieces, count: Int, fitting: Bool, _ random: inout SplitMix
  ) -> [UInt8] {
    var masks: [UInt16] = []
    let extra = max(0, count - pieces.shortest)
    for (index, piece) in pieces.pieces.enumerated() {
      let times = index == pieces.variable?.index ? piece.count + extra : piece.count
      masks += repeatElement(piece.mask, count: times)
    }
    return (0..<count).map { offset in
      let mask = fitting && offset < masks.count ? masks[offset] : 0x3FF
      let allowed = (0..<10).filter { mask & (1 << UInt16($0)) != 0 }
      return UInt8(allowed.isEmpty ? 0 : allowed[Int(random.next() % UInt64(allowed.count))])
    }
  }

  @Test func everyFormatPatternIsPiecesInARow() {
    #expect(Self.formatPatterns.count > 200)
    for pattern in Self.formatPatterns {
      #expect(pattern.pieces != nil, "\(pattern.source)")
    }
  }

  @Test func piecesGiveTheMachinesFirstMatch() {
    var random = SplitMix(state: 47)
    var matched = 0
    for pattern in Self.formatPatterns {
      guard let pieces = pattern.pieces else { continue }
      let longest = pieces.shortest + min(pieces.variable.map { $0.most ?? 4 } ?? 0, 6)
      for _ in 0..<24 {
        let count = max(0, pieces.shortest - 1 + Int(random.next() % UInt64(longest - pieces.shortest + 3)))
        let digits = Self.digits(pieces, count: count, fitting: random.next() % 4 != 0, &random)
        let extra = pieces.extra(matchingWhole: digits[...])
        let context = "\(pattern.source) on \(digits)"
        #expect((extra != nil) == pattern.matchesWhole(digits[...]), "\(context)")
        guard let extra else { continue }
        matched += 1
        let match = pattern.firstMatch(in: digits[...])
        #expect(match?.range == 0..<digits.count, "\(context)")
        for number in 0...(pattern.groupCount + 1) {
          #expect(
            pieces.group(number, extra: extra, from: 0) == match?.group(number), "\(context) group \(number)")
        }
        #expect(pattern.firstMatch(in: digits[...], from: digits.count) == nil, "\(context)")
      }
    }
    #expect(matched > 2_000, "matched \(matched)")
  }

  /// A format's text through its pieces is the machine's substitution, left to right, of the same digits.
  @Test func substitutingThroughPiecesIsTheMachinesSubstitution() {
    var random = SplitMix(state: 27)
    for index in PhoneMetadataTable.records.indices {
      let territory = PhoneMetadataTable.territory(at: index)
      for format in territory.formats {
        guard let pieces = format.pattern.pieces else { continue }
        let digits = Self.digits(
          pieces, count: pieces.shortest + Int(random.next() % 3), fitting: true, &random)
        let expected = Self.substitutedByTheMachine(format.pattern, in: digits[...], layout: format.layout)
        #expect(
          PhoneLayout.substitute(format.pattern, in: digits[...], layout: format.layout) == expected,
          "\(territory.region) \(format.pattern.source) \(format.layout) on \(digits)")
      }
    }
  }

  @Test func theMatchAtAPositionIsTheFirstMatchStartingThere() {
    var random = SplitMix(state: 18)
    var patterns: [DigitPattern] = []
    for index in PhoneMetadataTable.records.indices {
      let territory = PhoneMetadataTable.territory(at: index)
      patterns += [territory.nationalPrefixForParsing, territory.internationalPrefix].compactMap { $0 }
    }
    #expect(patterns.count > 300)
    var found = 0
    for pattern in patterns {
      for _ in 0..<16 {
        // Numbers often start with the prefix's own digits: 0, 8, 1 and 9.
        let digits = (0..<Int(random.next() % 14)).map { _ in
          random.next() % 2 == 0 ? [0, 8, 1, 9][Int(random.next() % 4)] : UInt8(random.next() % 10)
        }
        let start = digits.isEmpty ? 0 : Int(random.next() % UInt64(digits.count + 1))
        let first = pattern.firstMatch(in: digits[...], from: start)
        let expected = first?.range.lowerBound == start ? first : nil
        let match = pattern.match(in: digits[...], at: start)
        #expect(match == expected, "\(pattern.source) on \(digits) at \(start)")
        if match != nil { found += 1 }
      }
    }
    #expect(found > 200, "found \(found)")
  }

  /// The substitution as the machine makes it: every match from the left replaced by the layout.
  static func substitutedByTheMachine(_ pattern: DigitPattern, in digits: ArraySlice<UInt8>, layout: String)
    -> String
  {
    var output = ""
    var position = digits.startIndex
    let text = { (range: Range<Int>) in String(digits[range].map { Character(String($0)) }) }
    while position <= digits.endIndex, let match = pattern.firstMatch(in: digits, from: position) {
      output += text(position..<match.range.lowerBound)
      var escaped = false
      for character in layout {
        if escaped {
          escaped = false
          if let number = character.wholeNumberValue, character.isASCII {
            output += match.group(number).map(text) ?? ""
            continue
          }
          output += "\\"
        }
        if character == "\\" { escaped = true } else { output.append(character) }
      }
      if escaped { output += "\\" }
      guard !match.range.isEmpty else {
        if match.range.upperBound < digits.endIndex {
          output += text(match.range.upperBound..<match.range.upperBound + 1)
        }
        position = match.range.upperBound + 1
        continue
      }
      position = match.range.upperBound
    }
    if position < digits.endIndex { output += text(position..<digits.endIndex) }
    return output
  }
}
