import ArgumentParser
import MaskKit
import Testing

@testable import MaskKitCLI

/// The command line's preset flags, read from the preset registry.
@Suite(.quietOutput) struct PresetFlagTests {
  /// What `maskkit format` prints for `text` under the preset flags `options`.
  private func format(_ options: [String], _ text: String) throws -> String {
    let parsed = try PresetOptions.parse(options)
    try parsed.checkApplicableOptions()
    return try #require(try parsed.compile()).format(text).text
  }

  @Test func presetNamesAreMatchedInAnyCaseWithTheirOptions() throws {
    #expect(
      try format(["--preset", "Phone", "--region", "US"], "2065551234")
        == format(["--preset", "phone", "--region", "US"], "2065551234"))
    #expect(
      try format(["--preset", "IDENTIFIER", "--scheme", "br.cpf"], "12345678909")
        == format(["--preset", "identifier", "--scheme", "br.cpf"], "12345678909"))
    #expect(try format(["--preset", "Postal", "--region", "ca"], "k1a0b1") == "K1A 0B1")
    #expect(
      try format(["--preset", "Card", "--brands", "visa"], "4242424242424242")
        == format(["--preset", "card", "--brands", "visa"], "4242424242424242"))
  }

  @Test func everyOptionOfTheRegistryHasAFlag() throws {
    let options = try PresetOptions.parse(
      Presets.optionKeys.flatMap { key -> [String] in
        let option = try #require(Presets.taking(key).first?.option(key))
        return option.kind == .flag ? [option.flag] : [option.flag, option.kind == .integer ? "1" : "x"]
      })
    #expect(Set(options.given.keys) == Set(Presets.optionKeys))
  }

  @Test func anOptionForAnotherPresetNamesThePresetsThatTakeIt() throws {
    let parsed = try PresetOptions.parse(["--preset", "Card", "--region", "US"])
    #expect {
      try parsed.checkApplicableOptions()
    } throws: { error in
      "\(error)".contains(
        "--region applies only with --preset phone or --preset postal, not with --preset Card")
    }
  }

  @Test func helpSaysWhatEachPresetDoesWithAnOption() {
    let help = PresetOptions.helpMessage(columns: 300)
    #expect(help.contains("phone: the home region"))
    #expect(help.contains("postal: the region whose postal codes the field takes"))
    #expect(help.contains("Default: the system clock."))
  }

  @Test func aDescriptionNamesAPresetInAnyCase() throws {
    let spec = try MaskSpec(json: #"{"preset": "PHONE", "region": "US"}"#)
    #expect(try spec.makeMask().format("2065551234").text == "+1 206-555-1234")
  }
}
