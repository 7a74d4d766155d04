import MaskKit
import Testing

@testable import MaskKitCLI

/// The issue-19 preset options on the command line (`check`'s verdict) and in `eval` cases.
@Suite(.quietOutput) struct PresetOptionTests {
  let evaluator = Evaluator(defaultDialect: nil)

  /// The `check` verdict of `text` under the command-line `options`.
  func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let parsed = try PresetOptions.parse(options)
    let preset = try #require(try parsed.compile())
    return preset.verdict(text)
  }

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func amountMoneyOptions() throws {
    #expect(
      try verdict(["--preset", "amount", "--minimum", "10"], "5")
        == .invalid("amount: the amount is under the minimum of 10.00"))
    #expect(try verdict(["--preset", "amount", "--minimum", "10"], "15") == .complete)
    #expect(try verdict(["--preset", "amount", "--prefix", "$"], "$1,234.50") == .complete)
    #expect(try verdict(["--preset", "amount", "--prefix", "CHF "], "CHF 12") == .complete)
    #expect(try verdict(["--preset", "amount", "--entry", "cents"], "123") == .complete)
    #expect(try verdict(["--preset", "amount", "--pad-fraction"], "12") == .complete)
    #expect(try verdict(["--preset", "amount", "--signed", "--minimum=-50"], "-60") != .complete)
    #expect(throws: (any Error).self) { try verdict(["--preset", "amount", "--minimum=-50"], "1") }
    #expect(throws: (any Error).self) { try verdict(["--preset", "amount", "--entry", "right"], "1") }
  }

  @Test func amountMoneyOptionsInEval() throws {
    let cents = try answer(
      #"{"op":"session","preset":"amount","entry":"cents","steps":[{"type":"123"},{"backspace":1}]}"#)
    #expect(cents["text"] == "0.12")
    let prefixed = try answer(
      #"{"preset":"amount","prefix":"$","suffix":" USD","padFraction":true,"autocomplete":true,"text":"1234"}"#
    )
    #expect(prefixed["formattedText"] == "$1,234.00 USD")
    #expect(prefixed["extractedValue"] == "1234.00")
    let under = try answer(#"{"preset":"amount","minimum":"10","text":"5"}"#)
    #expect(under["complete"] == false)
    #expect(under["problem"] == "the amount is under the minimum of 10.00")
  }

  @Test func identifierSchemeOption() throws {
    #expect(try verdict(["--preset", "identifier", "--scheme", "br.cpf"], "123.456.789-09") == .complete)
    #expect(
      try verdict(["--preset", "identifier", "--scheme", "br.cpf"], "12345678900")
        == .invalid("identifier: check digits should be 09"))
    #expect(throws: (any Error).self) { try verdict(["--preset", "identifier", "--scheme", "xx.no"], "1") }
    #expect(throws: (any Error).self) {
      try PresetOptions.parse(["--scheme", "br.cpf"]).checkApplicableOptions()
    }
    let help = PresetOptions.helpMessage()
    for scheme in IdentifierMask.schemeNames { #expect(help.contains(scheme), "--help lists \(scheme)") }
    #expect(
      try verdict(["--preset", "identifier", "--scheme", "dk.cpr", "--today", "2026-11-26"], "0101304123")
        == .invalid("identifier: the birth date 2030-01-01 is after today"))
    let eval = try answer(#"{"preset":"identifier","scheme":"br.cnpj","text":"11222333000181"}"#)
    #expect(eval["formattedText"] == "11.222.333/0001-81")
    #expect(eval["complete"] == true)
    #expect(eval["scheme"] == "br.cnpj")
  }

  @Test func dateOptions() throws {
    let year2024 = ["--preset", "date", "--min", "2024-01-01", "--max", "2024-12-31"]
    #expect(try verdict(year2024, "15/06/2024") == .complete)
    #expect(try verdict(year2024, "31/12/2023") == .invalid("date: the date is before 2024-01-01"))
    #expect(try verdict(["--preset", "date", "--year-digits", "2"], "290224") == .complete)
    #expect(try verdict(["--preset", "date", "--year-digits", "2"], "290223") != .complete)
    #expect(throws: (any Error).self) { try verdict(["--preset", "date", "--min", "2024-13-01"], "1") }
    let eval = try answer(
      #"{"preset":"date","order":"DMY","yearDigits":2,"min":"2024-03-01","text":"290224"}"#)
    #expect(eval["formattedText"] == "29/02/24")
    #expect(eval["complete"] == false)
    #expect(eval["year"] == 2024)
  }

  @Test func cardOptions() throws {
    let brands = ["--preset", "card", "--brands", "visa,mastercard"]
    #expect(try verdict(brands, "4242 4242 4242 4242") == .complete)
    #expect(
      try verdict(brands, "378282246310005")
        == .invalid("card: American Express is not accepted; only Visa, Mastercard"))
    #expect(
      try verdict(["--preset", "expiry", "--today", "2026-11"], "1026")
        == .invalid("expiry: the card expired in 10/2026"))
    #expect(try verdict(["--preset", "expiry", "--today", "2026-11"], "1226") == .complete)
    #expect(throws: (any Error).self) { try verdict(["--preset", "expiry", "--today", "2026-13"], "1226") }
    #expect(throws: (any Error).self) { try verdict(["--preset", "card", "--brands", "visa,foo"], "4") }
    let eval = try answer(#"{"preset":"expiry","today":"2026-11","text":"1026"}"#)
    #expect(eval["complete"] == false)
    let noClock = try answer(#"{"preset":"expiry","text":"1020"}"#)
    #expect(noClock["complete"] == true)
  }

  /// Issue 33: a list option that names nothing is a usage error with the same kind of message for
  /// brands and regions, on the command line, in `eval` and in a spec.
  @Test(arguments: [
    (["--allow-regions", ""], "the allowed regions name no region"),
    (["--allow-regions", " , "], "the allowed regions name no region"),
    (["--deny-regions", ""], "the denied regions name no region"),
  ])
  func anEmptyRegionListIsAUsageError(_ option: [String], _ message: String) throws {
    do {
      _ = try PresetOptions.parse(["--preset", "phone"] + option).compile()
      Issue.record("\(option) was accepted")
    } catch {
      #expect(MaskKitCommand.exitCode(for: error).rawValue == 64)
      #expect(MaskKitCommand.fullMessage(for: error).contains(message))
    }
    let key = option[0] == "--allow-regions" ? "allowRegions" : "denyRegions"
    let output = try answer(#"{"preset":"phone","\#(key)":"\#(option[1])","text":"1"}"#)
    #expect(output["error"]?["kind"] == "invalidPresetOption")
    #expect(output["error"]?["message"]?.stringValue?.contains(message) == true)
    #expect(throws: PresetError.self) {
      try MaskSpec(json: #"{"preset":"phone","\#(key)":"\#(option[1])"}"#).preset?.makeMask()
    }
    #expect(throws: (any Error).self) { try verdict(["--preset", "card", "--brands", ""], "4242") }
    #expect(try verdict(["--preset", "phone", "--allow-regions", "us, ca"], "+1 206 555 0100") == .complete)
  }
}
