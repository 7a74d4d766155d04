import MaskKit
import MaskKitUI
import Testing

@testable import MaskKitCLI

/// `MaskFormatStyle` against the command line: for the same mask and text, the style shows what
/// `maskkit format` prints, and parses exactly when `maskkit check` says `complete`, else throws an
/// error whose description is the line `check` prints.
@Suite(.quietOutput) struct MaskFormatStyleCLITests {
  /// A mask as the command line and as a style give it.
  struct Case: CustomTestStringConvertible {
    var arguments: [String]
    var style: MaskFormatStyle
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static func preset(_ name: String, _ options: [String: PresetValue] = [:]) -> MaskFormatStyle {
    .preset(MaskSpec(preset: PresetSpec(name: name, options)))
  }

  static let cases: [Case] = [
    Case(arguments: ["--preset", "phone", "--region", "US"], style: .phone(region: "US")),
    Case(arguments: ["--preset", "phone", "--region", "RU"], style: .phone(region: "RU")),
    Case(
      arguments: ["--preset", "phone", "--region", "RU", "--punctuation", "parenthesized"],
      style: preset("phone", ["region": "RU", "punctuation": "parenthesized"])),
    Case(
      arguments: ["--preset", "phone", "--region", "GB", "--style", "national"],
      style: preset("phone", ["region": "GB", "style": "national"])),
    Case(arguments: ["--preset", "card"], style: .card),
    Case(arguments: ["--preset", "iban"], style: .iban),
    Case(arguments: ["--preset", "postal", "--region", "GB"], style: .postal(region: "GB")),
    Case(arguments: ["--preset", "postal", "--region", "US"], style: .postal(region: "US")),
    Case(
      arguments: ["--preset", "identifier", "--scheme", "br.cpf", "--today", "2026-01-01"],
      style: preset("identifier", ["scheme": "br.cpf", "today": "2026-01-01"])),
    Case(
      arguments: ["--preset", "expiry", "--today", "2026-01"], style: preset("expiry", ["today": "2026-01"])),
    Case(arguments: ["--preset", "cvc"], style: preset("cvc")),
    Case(arguments: ["--preset", "date"], style: preset("date")),
    Case(arguments: ["--preset", "time", "--clock", "12"], style: preset("time", ["clock": "12"])),
    Case(arguments: ["--preset", "amount", "--signed"], style: preset("amount", ["signed": true])),
    Case(arguments: ["--preset", "ipv4"], style: preset("ipv4")),
    Case(arguments: ["+1 ([000]) [000]-[0000]"], style: .preset(MaskSpec(format: "+1 ([000]) [000]-[0000]"))),
    Case(
      arguments: ["--dialect", "picture", "(###) ###-####"],
      style: .preset(MaskSpec(dialect: .picture, format: "(###) ###-####"))),
    Case(
      arguments: ["--dialect", "blocks", "{dd}.{dd}.{dddd}"],
      style: .preset(MaskSpec(dialect: .blocks, format: "{dd}.{dd}.{dddd}"))),
  ]

  static let texts = [
    "", "2065551234", "+1 206-555-1234", "20655512", "89161234567", "+442079460958", "020 7946 0958",
    "4111111111111111", "4111 1111 1111 1112", "378282246310005", "GB82WEST12345698765432",
    "gb82 west 1234 5698 7654 33", "SW1A1AA", "sw1a 1aa", "90210-1234", "81599418541", "815.994.185-41",
    "12/29", "1324", "123", "1234", "31/12/2024", "31022024", "12:30", "1230PM", "-1,234.56", "1.234,5",
    "192.168.0.1", "010.0.0.1", "12.12.2024", "abc", "٢٠٦٥٥٥١٢٣٤",
  ]

  @Test(arguments: cases)
  func theStyleShowsWhatFormatPrintsAndParsesAsCheckJudges(_ testCase: Case) throws {
    let command = try FormatCommand.parse(testCase.arguments)
    let compiled = try command.options.compile(command.options.maskArgument(command.mask))
    #expect(testCase.style.failureReason == nil)
    for text in Self.texts {
      #expect(testCase.style.format(text) == compiled.format(text).text, "\(text)")
      let verdict = compiled.verdict(text)
      do {
        let value = try testCase.style.parseStrategy.parse(text)
        #expect(verdict == .complete, "\(text)")
        #expect(value == compiled.format(text).value, "\(text)")
      } catch let error as MaskParseError {
        #expect(error.description == verdict.line, "\(text)")
        #expect(error.result == compiled.read(text).result, "\(text)")
      }
    }
  }

  /// The issue's line: `maskkit format --preset phone --region US 2065551234` prints what
  /// `"2065551234".formatted(.phone(region: "US"))` gives, and parsing that text gives E.164.
  @Test func theUSNumberOfTheIssue() throws {
    let output = Pipes.output { descriptor in
      let command = try FormatCommand.parse(["--preset", "phone", "--region", "US", "2065551234"])
      let compiled = try command.options.compile(command.options.maskArgument(command.mask))
      try forEachText(command.options.texts(command.mask, command.texts), output: descriptor) {
        compiled.format($0).text
      }
    }
    #expect(output.error == nil)
    #expect(output.text == "2065551234".formatted(.phone(region: "US")) + "\n")
    #expect(try MaskFormatStyle.phone(region: "US").parseStrategy.parse("+1 206-555-1234") == "+12065551234")
  }
}
