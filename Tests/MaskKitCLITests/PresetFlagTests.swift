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

  @Test func everyFlagOfTheTableIsReadAsItsKey() throws {
    let keys = try PresetOptions.parse([]).flaggedKeys
    let options = try PresetOptions.parse(
      keys.flatMap { key -> [String] in
        let option = try #require(Presets.taking(key).first?.option(key))
        return option.kind == .flag ? [option.flag] : [option.flag, option.kind == .integer ? "1" : "x"]
      })
    #expect(Set(options.given.keys) == Set(keys))
  }

  @Test func everyOptionOfTheRegistryIsTakenAsKeyEqualsValue() throws {
    for preset in Presets.all {
      for option in preset.options {
        let value =
          switch option.kind {
          case .flag: "true"
          case .integer: "1"
          case .list: "a,b"
          case .text, .number: "x"
          }
        let parsed = try PresetOptions.parse(["--preset", preset.name, "--option", "\(option.key)=\(value)"])
        let expected: PresetValue =
          switch option.kind {
          case .flag: .flag(true)
          case .integer: .integer(1)
          case .list: .list(["a", "b"])
          case .text, .number: .text("x")
          }
        #expect(try parsed.values()[option.key] == expected, "\(preset.name) \(option.key)")
      }
    }
  }

  @Test func anOptionAsKeyEqualsValueFormatsAsItsFlag() throws {
    #expect(
      try format(["--preset", "amount", "--option", "fractionDigits=0", "--option", "grouping= "], "1234567")
        == format(["--preset", "amount", "--fraction-digits", "0", "--grouping", " "], "1234567"))
    #expect(
      try format(["--preset", "phone", "--option", "region=RU"], "89161234567")
        == format(["--preset", "phone", "--region", "RU"], "89161234567"))
    #expect(
      try format(["--preset", "amount", "--option", "signed", "--option", "padFraction=false"], "-12")
        == format(["--preset", "amount", "--signed"], "-12"))
    #expect(
      try format(["--preset", "card", "--option", "brands=visa"], "4242424242424242")
        == format(["--preset", "card", "--brands", "visa"], "4242424242424242"))
  }

  @Test(arguments: [
    (
      ["--preset", "card", "--option", "region=US"], "--preset card takes no option 'region'; it takes brands"
    ),
    (["--preset", "ipv4", "--option", "region=US"], "--preset ipv4 takes no option 'region'; it takes none"),
    (
      ["--preset", "amount", "--option", "fractionDigits=two"],
      "fractionDigits takes a whole number, not 'two'"
    ),
    (["--preset", "amount", "--option", "signed=yes"], "signed is true or false"),
    (["--preset", "amount", "--option", "grouping"], "write grouping=VALUE"),
    (["--preset", "phone", "--region", "US", "--option", "region=RU"], "region is given twice"),
    (["--option", "region=RU"], "--option applies only with --preset"),
  ])
  func aKeyEqualsValueOptionThatDoesNotFitIsAUsageError(_ arguments: [String], _ message: String) throws {
    let parsed = try PresetOptions.parse(arguments)
    #expect {
      try parsed.checkApplicableOptions()
    } throws: { error in
      "\(error)".contains(message)
    }
    if arguments.contains("--preset") {
      #expect(throws: (any Error).self) { try parsed.compile() }
    }
  }

  @Test func theFlaggedKeysAreTheRegistrysKeys() throws {
    #expect(Set(try PresetOptions.parse([]).flaggedKeys).isSubset(of: Set(Presets.optionKeys)))
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
