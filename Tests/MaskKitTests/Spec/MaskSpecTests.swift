import Testing

@testable import MaskKit

/// `MaskSpec`: reading a JSON mask description, and building the mask or preset it describes.
@Suite struct MaskSpecTests {
  private func format(_ json: String, _ text: String) throws -> MaskResult {
    try MaskSpec(json: json).makeMask().format(text, autocomplete: false)
  }

  private func error(_ json: String) -> MaskSpecError? {
    do {
      _ = try MaskSpec(json: json)
      return nil
    } catch {
      return error
    }
  }

  @Test func anInputmaskDescriptionBuildsItsMask() throws {
    let result = try format(#"{"dialect": "inputmask", "format": "+1 ([000]) [000]-[0000]"}"#, "2065551234")
    #expect(result.text == "+1 (206) 555-1234")
    #expect(result.isComplete)
    #expect(try format(#"{"format": "[000] [000]", "rtl": true}"#, "1234").text == "1 234")
  }

  @Test func notationsAffineFormatsAndStrategyAreRead() throws {
    let spec = try MaskSpec(
      json: #"""
        {"format": "[c][0…]", "notations": [{"char": "c", "set": "$€", "named": ["letters"], "optional": true}],
         "affine": ["[00]-[00]"], "strategy": "prefix"}
        """#)
    #expect(
      spec.notations == [Notation(character: "c", characters: "$€", classes: [.letters], isOptional: true)])
    #expect(spec.affine == ["[00]-[00]"])
    #expect(spec.strategy == .prefix)
    let mask = try spec.makeMask()
    #expect(mask is AffineInputMask)
  }

  @Test func everyDialectIsBuilt() throws {
    #expect(
      try MaskSpec(json: #"{"dialect": "picture", "mask": "(###) ###-####"}"#).makeMask() is PictureMask)
    let formatter = try MaskSpec(json: #"{"dialect": "formatter", "format": "XX-0000", "unicode": true}"#)
    #expect(formatter.unicode)
    #expect(try formatter.makeMask().format("ab1234", autocomplete: false).text == "AB-1234")
    let blocks = try MaskSpec(
      json: #"{"dialect": "blocks", "mask": "<dd>-<dd>", "brackets": ["<", ">"], "template": "_"}"#)
    #expect(blocks.brackets == MaskSpec.Brackets(open: "<", close: ">"))
    #expect(try blocks.makeMask() is BlockMask)
  }

  @Test func aPresetDescriptionBuildsThePreset() throws {
    let phone = try format(#"{"preset": "phone", "region": "US"}"#, "2065551234")
    #expect(phone.text == "+1 206-555-1234")
    #expect(phone.value == "+12065551234")
    let time = try MaskSpec(json: #"{"preset": "time", "clock": 12, "seconds": true}"#)
    #expect(time.preset?["clock"] == "12")
    #expect(try time.makeMask() is TimeMask)
    let amount = try MaskSpec(
      json:
        #"{"preset": "amount", "grouping": "space", "decimal": ",", "fractionDigits": 1, "maximum": 999.9}"#)
    #expect(amount.preset?["maximum"] == "999.9")
    #expect(try amount.makeMask() is AmountMask)
  }

  @Test func aMalformedMaskIsTheDialectsSyntaxError() throws {
    let spec = try MaskSpec(json: #"{"format": "+1 ([0X0])"}"#)
    #expect(throws: MaskSyntaxError.self) { try spec.makeMask() }
    let affine = try MaskSpec(json: #"{"format": "[0]", "affine": ["[0", "[00]"]}"#)
    do {
      _ = try affine.makeMask()
      Issue.record("an affine format that does not compile must throw")
    } catch {
      #expect((error as? MaskSyntaxError)?.message.hasPrefix("affine[0]: ") == true)
    }
  }

  @Test func aBadPresetOptionIsAPresetError() throws {
    let spec = try MaskSpec(json: #"{"preset": "phone", "region": "XX"}"#)
    #expect(throws: PresetError.self) { try spec.makeMask() }
    do {
      _ = try spec.makeMask()
    } catch let error as PresetError {
      #expect(error.kind == .invalidOption)
      #expect(error.description.contains("'XX'"))
    }
    #expect(
      throws: PresetError(
        .unknownPreset, "unknown preset 'nope'; use \(PresetSpec.names.joined(separator: ", "))")
    ) {
      try PresetSpec(name: "nope").makeMask()
    }
  }

  @Test func misplacedUnknownAndMistypedFieldsNameTheirPosition() {
    let unknown = error(#"{"format": "[0]", "regoin": "US"}"#)
    #expect(unknown?.kind == .unknownField)
    #expect(unknown?.position == 28)
    #expect(error(##"{"dialect": "picture", "mask": "#", "rtl": true}"##)?.kind == .invalidField)
    #expect(error(#"{"preset": "phone", "format": "[0]"}"#)?.kind == .invalidField)
    #expect(error(#"{"format": "[0]", "region": "US"}"#)?.kind == .invalidField)
    #expect(error(#"{"format": 5}"#)?.message == "\"format\" must be a string, not a number.")
    #expect(error(#"{"format": 5}"#)?.position == 11)
    #expect(error(#"{"format": "[0]", "mask": "[0]"}"#)?.kind == .invalidField)
    #expect(error(#"{"dialect": "inputmask"}"#)?.kind == .missingField)
    #expect(error(#"{"dialect": "nope", "format": "[0]"}"#)?.kind == .invalidField)
    #expect(error(#"{"preset": "nope"}"#)?.kind == .invalidField)
    #expect(error(#"{"format": "[0]", "strategy": "best"}"#)?.kind == .invalidField)
    #expect(error(#"{"format": "[0]", "notations": [{"char": "ab"}]}"#)?.kind == .invalidField)
    #expect(error(#"{"format": "[0]", "notations": [{"set": "a"}]}"#)?.kind == .missingField)
    #expect(error(#"{"dialect": "blocks", "mask": "{d}", "brackets": ["<"]}"#)?.kind == .invalidField)
    #expect(error(#"["format"]"#)?.kind == .invalidField)
    #expect(error(#"{"format": "[0]""#)?.kind == .malformedJSON)
  }

  @Test func aDialectIsNamedInAnyCase() throws {
    #expect(try MaskSpec(json: ###"{"dialect": "Picture", "mask": "##"}"###).dialect == .picture)
    #expect(try MaskSpec(json: #"{"dialect": "FORMATTER", "format": "XX"}"#).dialect == .formatter)
    #expect(MaskSpec.Dialect(name: "BlOcKs") == .blocks)
    #expect(MaskSpec.Dialect(name: "picture ") == nil)
    #expect(error(#"{"dialect": "Klingon", "format": "[0]"}"#)?.message.hasPrefix("Unknown dialect") == true)
  }

  @Test func nullCountsAsAbsent() throws {
    let spec = try MaskSpec(json: #"{"format": "[00]", "rtl": null, "affine": null}"#)
    #expect(spec == MaskSpec(format: "[00]"))
  }
}
