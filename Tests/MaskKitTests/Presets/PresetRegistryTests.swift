import MaskKit
import Testing

/// The preset registry (``Presets``): every surface reads the presets from it.
@Suite struct PresetRegistryTests {
  @Test func namesAreLowerCaseDistinctAndMatchedInAnyCase() {
    #expect(Set(Presets.names).count == Presets.all.count)
    for preset in Presets.all {
      #expect(preset.name == preset.name.lowercased())
      #expect(Presets.named(preset.name.uppercased())?.name == preset.name)
      #expect(Presets.named(preset.name.capitalized)?.name == preset.name)
    }
    #expect(Presets.named("nope") == nil)
  }

  @Test func anOptionSharedByPresetsHasOneKindAndNoPresetDeclaresAKeyTwice() {
    for preset in Presets.all {
      #expect(Set(preset.options.map(\.key)).count == preset.options.count, "\(preset.name)")
    }
    for key in Presets.optionKeys {
      let kinds = Set(Presets.taking(key).compactMap { $0.option(key)?.kind })
      #expect(kinds.count == 1, "\(key) has kinds \(kinds)")
    }
  }

  @Test func everyDefaultIsOfItsKindAndEveryPresetBuildsFromDefaults() throws {
    for preset in Presets.all {
      for option in preset.options {
        if let value = option.defaultValue { #expect(option.accepts(value), "\(preset.name).\(option.key)") }
      }
      var spec = PresetSpec(name: preset.name)
      if preset.name == "postal" { spec["region"] = "CA" }
      if preset.name == "identifier" { spec["scheme"] = "br.cpf" }
      let mask = try spec.makeMask()
      #expect(mask.abilities.reporter?.presetName == preset.name)
      #expect(mask.layoutReader != nil, "\(preset.name) reads whole values")
    }
  }

  @Test func flagsAreTheKeysInKebabCase() {
    #expect(PresetOption("allowRegions", .list, "").flag == "--allow-regions")
    #expect(PresetOption("region", .text, "").flag == "--region")
    #expect(PresetOption("padFraction", .flag, "").flag == "--pad-fraction")
  }

  @Test func aSpecRefusesAnOptionItsPresetDoesNotTakeOrAValueOfTheWrongKind() {
    #expect(throws: PresetError.self) { try PresetSpec(name: "card", ["region": "US"]).makeMask() }
    #expect(throws: PresetError.self) { try PresetSpec(name: "date", ["yearDigits": "2"]).makeMask() }
    #expect(throws: PresetError.self) { try PresetSpec(name: "nope").makeMask() }
    #expect((try? PresetSpec(name: "DATE", ["yearDigits": 2]).makeMask()) != nil)
    #expect(
      (try? PresetSpec(name: "Phone", ["region": "us"]).makeMask())?.placeholder.hasPrefix("+1") == true)
  }

  /// The Presets article's registry example, as written.
  @Test func theArticlesExample() throws {
    let spec = PresetSpec(name: "date", ["order": "YMD", "yearDigits": 2])
    let mask = try spec.makeMask()
    let report = try #require(mask.report("241231"))
    #expect(report.result.text == "24/12/31")
    #expect(report.result.isComplete)
    #expect(report.findings.map(\.name) == ["day", "month", "year", "validDate"])
    #expect(report.findings[2].value == .integer(2024))
  }
}
