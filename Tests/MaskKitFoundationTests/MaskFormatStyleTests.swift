import Foundation
import MaskKit
import MaskKitFoundation
import Testing

/// `MaskFormatStyle` and `MaskParseStrategy`: Foundation's spellings, the library's text and reasons,
/// descriptions that do not compile, encoding and equality.
@Suite struct MaskFormatStyleTests {
  /// What `TextField(_:value:format:)` asks of its style: a parseable style from text to text.
  private func roundTrip<F: ParseableFormatStyle>(_ value: F.FormatInput, _ style: F) throws -> F.FormatInput
  where F.FormatOutput == String {
    try style.parseStrategy.parse(style.format(value))
  }

  /// What `Text(_:format:)` asks of its style.
  private func shown<F: FormatStyle>(_ value: F.FormatInput, _ style: F) -> String
  where F.FormatOutput == String {
    style.format(value)
  }

  /// The error `parse` throws for `text`.
  private func parseError(_ style: MaskFormatStyle, _ text: String) -> MaskParseError? {
    do {
      _ = try style.parseStrategy.parse(text)
      return nil
    } catch {
      return error as? MaskParseError
    }
  }

  // MARK: - The issue's lines

  @Test func aUSNumberFormatsAsTheCommandLinePrintsItAndParsesToE164() throws {
    #expect("2065551234".formatted(.phone(region: "US")) == "+1 206-555-1234")
    #expect(try MaskFormatStyle.phone(region: "US").parseStrategy.parse("+1 206-555-1234") == "+12065551234")
    #expect(try roundTrip("+12065551234", .phone(region: "US")) == "+12065551234")
    #expect(shown("+442079460958", .phone(region: "GB")) == "+44 20 7946 0958")
  }

  @Test func anIncompleteTextThrowsWithTheLibrarysReason() throws {
    let style = MaskFormatStyle.phone(region: "US")
    let error = try #require(parseError(style, "20655512"))
    let reading = try #require(style.mask?.report("20655512"))
    #expect(error.kind == .incomplete)
    #expect(error.problem == reading.reason)
    #expect(error.problem == .phone(.phoneNumberIncomplete(region: "US", callingCode: "1")))
    #expect(error.reason == "not yet a valid number of United States")
    #expect(error.presetName == "phone")
    #expect(error.text == "20655512")
    #expect(error.result == reading.result)
    #expect(error.description == "incomplete: phone: not yet a valid number of United States")
    #expect(error.errorDescription == error.problem?.localizedDescription())
    #expect(error.localizedDescription == error.errorDescription)
  }

  @Test func aWrongCheckDigitIsInvalidWithItsReason() throws {
    let error = try #require(parseError(.iban, "GB82 WEST 1234 5698 7654 33"))
    #expect(error.kind == .invalid)
    #expect(error.description == "invalid: iban: the check digits do not match (ISO 7064 MOD 97-10)")
    let refused = try #require(parseError(.iban, "€GB82WEST12345698765432"))
    #expect(refused.kind == .invalid)
    #expect(refused.reason == "'€' is not part of an IBAN")
    #expect(refused.problem == .iban(.notPartOfIBAN("€")))
    #expect(refused.result?.refusal == refused.problem)
  }

  @Test func aMaskNoPresetMadeGivesItsResultsReason() throws {
    let style = MaskFormatStyle.mask(try InputMask("+1 ([000]) [000]-[0000]"))
    #expect(style.format("2065551234") == "+1 (206) 555-1234")
    #expect(try style.parseStrategy.parse("+1 (206) 555-1234") == "2065551234")
    let error = try #require(parseError(style, "206555"))
    #expect(error.kind == .incomplete)
    #expect(error.presetName == nil)
    #expect(error.problem == style.mask?.format("206555").reason)
    #expect(error.reason == "still needs 0000")
    #expect(error.description == "incomplete: " + error.reason)
  }

  @Test func theStaticMembersBuildTheirPresets() throws {
    #expect("4111111111111111".formatted(.card) == "4111 1111 1111 1111")
    #expect(try roundTrip("4111111111111111", .card) == "4111111111111111")
    #expect("GB82WEST12345698765432".formatted(.iban) == "GB82 WEST 1234 5698 7654 32")
    #expect(try roundTrip("GB82WEST12345698765432", .iban) == "GB82WEST12345698765432")
    #expect("SW1A1AA".formatted(.postal(region: "GB")) == "SW1A 1AA")
    #expect(try roundTrip("SW1A1AA", .postal(region: "GB")) == "SW1A1AA")
    #expect("81599418541".formatted(.identifier(scheme: "br.cpf")) == "815.994.185-41")
    #expect(try roundTrip("81599418541", .identifier(scheme: "br.cpf")) == "81599418541")
    let date = MaskSpec(preset: PresetSpec(name: "date", ["order": "YMD", "separator": "-"]))
    #expect("20241231".formatted(.preset(date)) == "2024-12-31")
    #expect(try roundTrip("20241231", .preset(date)) == "20241231")
    #expect(MaskFormatStyle.card.spec == MaskSpec(preset: PresetSpec(name: "card")))
    #expect(
      MaskFormatStyle.phone(region: "US").spec
        == MaskSpec(preset: PresetSpec(name: "phone", ["region": "US"])))
  }

  @Test func aStyleFormatsAsTheMaskFormatsAWholeText() throws {
    let styles: [MaskFormatStyle] = [
      .phone(region: "RU"), .card, .iban, .postal(region: "US"), .identifier(scheme: "br.cpf"),
      .mask(try PictureMask("(###) ###-####")),
    ]
    for style in styles {
      let mask = try #require(style.mask)
      for text in ["", "8", "89161234567", "4111 1111", "abc", "12345-6789", "(206) 555"] {
        #expect(style.format(text) == mask.format(text).text, "\(text)")
      }
    }
  }

  // MARK: - Descriptions that do not compile

  @Test func anUnknownRegionNeitherCrashesNorFormats() throws {
    let style = MaskFormatStyle.phone(region: "XX")
    #expect(style.mask == nil)
    #expect(style.failureReason == "The phone preset knows no region 'XX'; use an ISO code such as RU.")
    #expect(style.format("2065551234") == "")
    let error = try #require(parseError(style, "2065551234"))
    #expect(error.kind == .maskUnavailable)
    #expect(error.reason == style.failureReason)
    #expect(error.result == nil)
    #expect(error.description == "mask unavailable: " + error.reason)
    #expect(throws: PresetError.self) {
      try MaskFormatStyle(spec: MaskSpec(preset: PresetSpec(name: "phone", ["region": "XX"])))
    }
    #expect(throws: MaskSyntaxError.self) { try MaskFormatStyle(spec: MaskSpec(format: "[0")) }
    #expect(MaskFormatStyle.preset(MaskSpec(format: "[0")).failureReason != nil)
    #expect(MaskFormatStyle.postal(region: "XX").failureReason != nil)
    #expect(MaskFormatStyle.identifier(scheme: "xx.nothing").failureReason != nil)
  }

  // MARK: - Codable

  @Test func aStyleEncodesAsItsDescriptionAndDecodesEqual() throws {
    let style = MaskFormatStyle.phone(region: "US")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(style)
    #expect(String(decoding: data, as: UTF8.self) == #"{"preset":"phone","region":"US"}"#)
    let decoded = try JSONDecoder().decode(MaskFormatStyle.self, from: data)
    #expect(decoded == style)
    #expect(decoded.format("2065551234") == "+1 206-555-1234")
    let strategy = try JSONDecoder().decode(
      MaskParseStrategy.self, from: try JSONEncoder().encode(style.parseStrategy))
    #expect(strategy == style.parseStrategy)
    #expect(try strategy.parse("+1 206-555-1234") == "+12065551234")
    #expect(strategy.formatStyle == style)
    for style in [MaskFormatStyle.card, .iban, .postal(region: "GB"), .preset(MaskSpec(format: "[00]-[00]"))]
    {
      let decoded = try JSONDecoder().decode(MaskFormatStyle.self, from: try JSONEncoder().encode(style))
      #expect(decoded == style)
      #expect(decoded.hashValue == style.hashValue)
    }
  }

  @Test func aDescriptionThatDoesNotCompileDoesNotDecode() throws {
    for json in [
      #"{"preset":"phone","region":"XX"}"#, #"{"format":"[0"}"#, #"{"preset":"phone","colour":1}"#,
    ] {
      #expect(throws: DecodingError.self, "\(json)") {
        try JSONDecoder().decode(MaskFormatStyle.self, from: Data(json.utf8))
      }
    }
    do {
      _ = try JSONDecoder().decode(
        MaskFormatStyle.self, from: Data(#"{"preset":"phone","region":"XX"}"#.utf8))
    } catch DecodingError.dataCorrupted(let context) {
      #expect(
        context.debugDescription == "The phone preset knows no region 'XX'; use an ISO code such as RU.")
      #expect(context.underlyingError is PresetError)
    }
  }

  @Test func aMaskWithAClosureFormatsAndParsesButDoesNotEncode() throws {
    let rule = ValidatedMask(try InputMask("[000]")) {
      Int($0).map { $0 <= 255 } == false ? .invalid(reason: "over 255") : .valid
    }
    let style = MaskFormatStyle.mask(rule)
    #expect(style.spec == nil)
    #expect(style.format("12") == "12")
    #expect(try style.parseStrategy.parse("200") == "200")
    let error = try #require(parseError(style, "300"))
    #expect(error.kind == .invalid)
    #expect(error.reason == "over 255")
    for encode in [{ try JSONEncoder().encode(style) }, { try JSONEncoder().encode(style.parseStrategy) }] {
      do {
        _ = try encode()
        Issue.record("a style without a description encoded")
      } catch EncodingError.invalidValue(_, let context) {
        #expect(context.debugDescription.contains("no MaskSpec describes"))
        #expect(context.debugDescription.contains("ValidatedMask"))
      }
    }
  }

  @Test func aPresetsMaskMadeDirectlyFormatsButHasNoDescription() throws {
    let style = MaskFormatStyle.mask(try PhoneMask(region: "US"))
    #expect(style.spec == nil)
    #expect(style.format("2065551234") == "+1 206-555-1234")
    #expect(try style.parseStrategy.parse("+1 206-555-1234") == "+12065551234")
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(style) }
  }

  @Test func aMaskOfADialectIsDescribedByItsFormat() throws {
    let notation = Notation(character: "x", characters: "ab", isOptional: false)
    let described: [(any Mask, MaskSpec)] = [
      (try InputMask("+1 ([000]) [000]-[0000]"), MaskSpec(format: "+1 ([000]) [000]-[0000]")),
      (try InputMask("[x0]", notations: [notation]), MaskSpec(format: "[x0]", notations: [notation])),
      (try InputMask("[000]", rightToLeft: true), MaskSpec(format: "[000]", rightToLeft: true)),
      (
        try AffineInputMask("[000]", affine: ["[00]-[00]"], strategy: .prefix),
        MaskSpec(format: "[000]", affine: ["[00]-[00]"], strategy: .prefix)
      ),
      (try PictureMask("(###) ###-####"), MaskSpec(dialect: .picture, format: "(###) ###-####")),
      (
        try FormatStringMask("(###) ###-####"),
        MaskSpec(dialect: .formatter, format: "(###) ###-####", unicode: true)
      ),
      (
        try FormatStringMask("##", classes: .ascii),
        MaskSpec(dialect: .formatter, format: "##", unicode: false)
      ),
      (try BlockMask("{dd}.{dd}"), MaskSpec(dialect: .blocks, format: "{dd}.{dd}")),
      (
        try BlockMask("[dd]/[dd]", template: "_", brackets: ("[", "]")),
        MaskSpec(
          dialect: .blocks, format: "[dd]/[dd]", template: "__/__", brackets: .init(open: "[", close: "]"))
      ),
    ]
    for (mask, spec) in described {
      let style = MaskFormatStyle.mask(mask)
      #expect(style.spec == spec, "\(spec)")
      #expect(style == .preset(spec))
      #expect(style.hashValue == MaskFormatStyle.preset(spec).hashValue)
      let decoded = try JSONDecoder().decode(MaskFormatStyle.self, from: try JSONEncoder().encode(style))
      #expect(decoded == style)
      for text in ["", "2065551234", "12/34", "ab12"] {
        #expect(decoded.format(text) == style.format(text), "\(spec) \(text)")
      }
    }
    let unmatched = try PictureMask("###", options: PictureOptions(normalizesDigits: false))
    #expect(MaskFormatStyle.mask(unmatched).spec == nil)
  }

  // MARK: - Hashable

  @Test func stylesFromEqualDescriptionsAreEqualAndHashAlike() throws {
    let pairs: [(MaskFormatStyle, MaskFormatStyle)] = [
      (.phone(region: "US"), .phone(region: "US")),
      (.phone(region: "US"), .preset(MaskSpec(preset: PresetSpec(name: "phone", ["region": "US"])))),
      (.card, .card),
      (.phone(region: "XX"), .phone(region: "XX")),
      (try MaskFormatStyle(spec: MaskSpec(format: "[00]")), .preset(MaskSpec(format: "[00]"))),
      (.mask(try PhoneMask(region: "US")), .mask(try PhoneMask(region: "US"))),
    ]
    for (left, right) in pairs {
      #expect(left == right)
      #expect(right == left)
      #expect(left.hashValue == right.hashValue)
      #expect(left.parseStrategy == right.parseStrategy)
      #expect(left.parseStrategy.hashValue == right.parseStrategy.hashValue)
    }
  }

  @Test func stylesThatCannotStandForEachOtherDiffer() throws {
    let rule = ValidatedMask(try InputMask("[000]")) { _ in .valid }
    let styles: [MaskFormatStyle] = [
      .phone(region: "US"), .phone(region: "GB"), .phone(region: "XX"), .card, .iban,
      .preset(MaskSpec(format: "[00]")), .mask(try PhoneMask(region: "US")),
      .mask(try PhoneMask(region: "GB")),
      .mask(rule), .mask(rule),
    ]
    for (index, style) in styles.enumerated() {
      #expect(style == style)
      for (otherIndex, other) in styles.enumerated() where otherIndex != index {
        #expect(style != other, "\(index) \(otherIndex)")
        #expect(style.parseStrategy != other.parseStrategy)
      }
    }
    let copy = styles[8]
    #expect(copy == styles[8])
    #expect(copy.hashValue == styles[8].hashValue)
    #expect(Set(styles).count == styles.count)
    #expect(Set(styles + styles).count == styles.count)
  }
}
