import Testing

@testable import MaskKit

/// ``PhoneLayoutTemplate``, the compiled layout the final forms are written with, held to the
/// substitution it replaces (``PhoneLayout/substitute(_:in:layout:limit:head:)``) on every format of
/// the metadata, in both forms, with seeded digits the pattern matches whole.
@Suite struct PhoneLayoutTemplateTests {
  @Test func templatesWriteWhatTheSubstitutionWrites() {
    var random = SplitMix(state: 0x4D61_736B_5054)
    var compared = 0
    for index in PhoneMetadataTable.records.indices {
      let territory = PhoneMetadataTable.territory(at: index)
      for format in territory.formats + territory.internationalFormats {
        guard let pieces = format.pattern.pieces else { continue }
        let national = format.nationalPrefixFormattingRule.map {
          PhoneLayout.applyingFirstGroupRule($0, to: format.layout)
        }
        let longest = pieces.shortest + min(pieces.variable.map { $0.most ?? 4 } ?? 0, 6)
        for _ in 0..<3 {
          let count = pieces.shortest + Int(random.next() % UInt64(longest - pieces.shortest + 1))
          let digits = DigitPiecesTests.digits(pieces, count: count, fitting: true, &random)
          guard format.pattern.matchesWhole(digits[...]) else { continue }
          let head = territory.internationalHead
          let context = "\(territory.callingCode) \(format.patternText) \(format.layout) on \(digits)"
          #expect(
            format.template?.text(digits[...], head: head)
              == PhoneLayout.substitute(
                format.pattern, in: digits[...], layout: format.layout,
                head: String(decoding: head, as: UTF8.self)),
            "\(context)")
          #expect(
            format.nationalTemplate?.text(digits[...], head: [])
              == PhoneLayout.substitute(format.pattern, in: digits[...], layout: national ?? format.layout),
            "\(context) national")
          compared += 1
        }
      }
    }
    #expect(compared > 1_000)
  }

  @Test func everyFormatOfTheMetadataHasItsTemplates() {
    for index in PhoneMetadataTable.records.indices {
      let territory = PhoneMetadataTable.territory(at: index)
      for format in territory.formats + territory.internationalFormats {
        #expect(format.template != nil && format.nationalTemplate != nil, "\(format.patternText)")
      }
    }
  }

  /// A reference to a group the pattern lacks writes nothing, and a lone backslash stays.
  @Test func oddLayoutsWriteAsTheSubstitutionDoes() throws {
    let pattern = DigitPattern("(\\d{2})(\\d{3})")
    let pieces = try #require(pattern.pieces)
    let digits: [UInt8] = [1, 2, 3, 4, 5]
    for layout in ["\\1-\\2", "\\3 \\1", "\\0\\2", "a\\b\\1", "\\1\\", "(\\1) \\2", "\\2\\2\\1"] {
      let template = try #require(PhoneLayoutTemplate(layout, pieces: pieces))
      #expect(
        template.text(digits[...], head: Array("+7 ".utf8))
          == PhoneLayout.substitute(pattern, in: digits[...], layout: layout, head: "+7 "), "\(layout)")
    }
  }
}
