import Foundation
import MaskKit
import Testing

/// `MaskSpec: Codable`: `JSONDecoder` reads what `MaskSpec(json:)` reads, through the same reader, and
/// `JSONEncoder` writes a description that reads back equal.
@Suite struct MaskSpecCodableTests {
  /// Every description the `MaskSpec` tests and articles read.
  static let descriptions = [
    #"{"dialect": "inputmask", "format": "+1 ([000]) [000]-[0000]"}"#,
    #"{"format": "[000] [000]", "rtl": true}"#,
    #"""
    {"format": "[c][0…]", "notations": [{"char": "c", "set": "$€", "named": ["letters"], "optional": true}],
     "affine": ["[00]-[00]"], "strategy": "prefix"}
    """#,
    #"{"dialect": "picture", "mask": "(###) ###-####"}"#,
    #"{"dialect": "picture", "mask": "{Yes,No}"}"#,
    #"{"dialect": "formatter", "format": "XX-0000", "unicode": true}"#,
    #"{"dialect": "blocks", "mask": "<dd>-<dd>", "brackets": ["<", ">"], "template": "_"}"#,
    #"{"preset": "phone", "region": "US"}"#,
    #"{"preset": "phone", "region": "XX"}"#,
    #"{"preset": "time", "clock": 12, "seconds": true}"#,
    #"{"preset": "amount", "grouping": "space", "decimal": ",", "fractionDigits": 1, "maximum": 999.9}"#,
    #"{"preset": "amount", "maximum": 1000, "minimum": "10"}"#,
    #"{"format": "+1 ([0X0])"}"#,
    #"{"format": "[0]", "affine": ["[0", "[00]"]}"#,
    #"{"format": "[00]", "rtl": null, "affine": null}"#,
    #"{"preset": "amount", "prefix": "$", "entry": "cents", "minimum": "10", "padFraction": false}"#,
    #"{"preset": "date", "yearDigits": 2, "min": "2024-01-01", "max": "2024-12-31"}"#,
    #"{"preset": "card", "brands": "visa"}"#,
    #"{"preset": "card", "brands": ["visa", "mastercard"]}"#,
    #"{"preset": "expiry", "today": "2026-11"}"#,
    #"{"preset": "iban"}"#,
    #"{"preset": "ipv4"}"#,
    #"{"preset": "identifier", "scheme": "br.cpf"}"#,
    #"{"preset": "date", "min": "2024-1-1"}"#,
    #"{"preset": "postal", "region": "BR"}"#,
    ###"{"dialect": "Picture", "mask": "##"}"###,
    #"{"dialect": "BLOCKS", "preset": "Date"}"#,
  ]

  private func decode(_ json: String) throws -> MaskSpec {
    try JSONDecoder().decode(MaskSpec.self, from: Data(json.utf8))
  }

  private func encode(_ spec: MaskSpec) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(spec), as: UTF8.self)
  }

  @Test(arguments: descriptions)
  func decodingReadsWhatInitJSONReads(_ json: String) throws {
    #expect(try decode(json) == MaskSpec(json: json))
  }

  @Test(arguments: descriptions)
  func anEncodedDescriptionReadsBackEqual(_ json: String) throws {
    let spec = try MaskSpec(json: json)
    let written = try encode(spec)
    #expect(try decode(written) == spec, "\(written)")
    #expect(try MaskSpec(json: written) == spec, "\(written)")
  }

  @Test func everyDialectAndPresetOptionRoundTrips() throws {
    var blocks = MaskSpec(dialect: .blocks, format: "[dd]", template: "dd")
    blocks.brackets = MaskSpec.Brackets(open: "[", close: "]")
    // Every option of every preset, given (values of their kinds; the round trip does not build them).
    let presets = Presets.all.map { preset in
      var spec = PresetSpec(name: preset.name.capitalized)
      for option in preset.options {
        switch option.kind {
        case .text: spec[option.key] = "x"
        case .number: spec[option.key] = "1e2"
        case .integer: spec[option.key] = 2
        case .flag: spec[option.key] = true
        case .list: spec[option.key] = ["US", "CA"]
        }
      }
      return spec
    }
    let preset = presets[0]
    var dialectPreset = MaskSpec(preset: preset)
    dialectPreset.dialect = .formatter
    let specs =
      [
        MaskSpec(format: "[00]"),
        MaskSpec(
          format: "[c][0]",
          notations: [Notation(character: "c", characters: "", classes: [.digits, .letters])],
          rightToLeft: true, affine: ["[0]", "[000]"], strategy: .extractedValueCapacity),
        MaskSpec(dialect: .picture, format: "&&"),
        MaskSpec(dialect: .formatter, format: "XX", unicode: true),
        blocks,
        MaskSpec(preset: PresetSpec(name: "phone")),
        dialectPreset,
      ] + presets.map { MaskSpec(preset: $0) }
    for spec in specs {
      let written = try encode(spec)
      #expect(try decode(written) == spec, "\(written)")
      #expect(try MaskSpec(json: written) == spec, "\(written)")
    }
  }

  @Test func onlyOptionsThatDifferFromTheirDefaultsAreWritten() throws {
    #expect(try encode(MaskSpec(format: "[00]")) == #"{"format":"[00]"}"#)
    #expect(
      try encode(MaskSpec(dialect: .picture, format: "##")) == ###"{"dialect":"picture","mask":"##"}"###)
    #expect(
      try encode(MaskSpec(json: #"{"preset": "phone", "region": "US"}"#))
        == #"{"preset":"phone","region":"US"}"#)
    #expect(
      try encode(MaskSpec(json: #"{"preset": "date", "yearDigits": 2}"#))
        == #"{"preset":"date","yearDigits":2}"#)
    // Options of another dialect are ignored by makeMask(), and not written.
    #expect(
      try encode(MaskSpec(dialect: .picture, format: "#", rightToLeft: true))
        == ##"{"dialect":"picture","mask":"#"}"##)
  }

  /// A refusal is a `DecodingError.dataCorrupted` whose path leads to the value and whose description
  /// is `MaskSpec(json:)`'s message.
  @Test(arguments: [
    (#"{"format": "[0]", "regoin": "US"}"#, ["regoin"]),
    (##"{"dialect": "picture", "mask": "#", "rtl": true}"##, ["rtl"]),
    (#"{"preset": "phone", "format": "[0]"}"#, ["format"]),
    (#"{"format": "[0]", "region": "US"}"#, ["region"]),
    (#"{"format": 5}"#, ["format"]),
    (#"{"format": "[0]", "mask": "[0]"}"#, ["mask"]),
    (#"{"dialect": "inputmask"}"#, []),
    (#"{"dialect": "nope", "format": "[0]"}"#, ["dialect"]),
    (#"{"preset": "nope"}"#, ["preset"]),
    (#"{"format": "[0]", "strategy": "best"}"#, ["strategy"]),
    (#"{"format": "[0]", "notations": [{"char": "ab"}]}"#, ["notations", "0", "char"]),
    (#"{"format": "[0]", "notations": [{"set": "a"}, {"set": "b"}]}"#, ["notations", "0"]),
    (#"{"format": "[0]", "affine": ["[0]", 7]}"#, ["affine", "1"]),
    (#"{"dialect": "blocks", "mask": "{d}", "brackets": ["<"]}"#, ["brackets"]),
    (#"["format"]"#, []),
  ])
  func aRefusalCarriesTheReadersMessageAndPath(_ json: String, _ path: [String]) throws {
    let expected = try #require(Self.refusal(json))
    do {
      _ = try decode(json)
      Issue.record("decoded \(json)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == expected.message)
      #expect(context.codingPath.map(\.stringValue) == path)
      let underlying = context.underlyingError as? MaskSpecError
      #expect(underlying?.kind == expected.kind)
      #expect(underlying?.message == expected.message)
    }
  }

  private static func refusal(_ json: String) -> MaskSpecError? {
    do {
      _ = try MaskSpec(json: json)
      return nil
    } catch {
      return error
    }
  }

  @Test func aNestedDescriptionsPathStartsAtTheContainer() throws {
    struct Form: Codable {
      var fields: [String: MaskSpec]
    }
    let json = #"{"fields": {"phone": {"preset": "phone", "rtl": true}}}"#
    do {
      _ = try JSONDecoder().decode(Form.self, from: Data(json.utf8))
      Issue.record("decoded a misplaced option")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["fields", "phone", "rtl"])
      #expect(context.debugDescription == #""rtl" applies to the inputmask dialect, not to a preset."#)
    }
    let form = Form(fields: ["card": MaskSpec(preset: PresetSpec(name: "card", ["brands": ["visa"]]))])
    let decoded = try JSONDecoder().decode(Form.self, from: JSONEncoder().encode(form))
    #expect(decoded.fields == form.fields)
  }

  /// A decoder gives numbers by value, so a number is read as its value is written in Swift.
  @Test func numbersAreReadByValue() throws {
    #expect(try decode(#"{"preset": "amount", "maximum": 999.99}"#).preset?["maximum"] == "999.99")
    #expect(try decode(#"{"preset": "amount", "maximum": 1000}"#).preset?["maximum"] == "1000")
    #expect(try decode(#"{"preset": "amount", "maximum": 1e2}"#).preset?["maximum"] == "100")
    #expect(try MaskSpec(json: #"{"preset": "amount", "maximum": 1e2}"#).preset?["maximum"] == "1e2")
  }
}
