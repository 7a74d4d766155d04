import MaskKit
import Testing

@testable import MaskKitCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Issue 37: `check --json`, CSV's JSON and `eval` give a stable `reasonCode` (the library's
/// `MaskProblem.code`) beside the English `reason`, so a script tells reasons apart without their text.
@Suite(.quietOutput) struct ReasonCodeTests {
  private func compiled(_ options: [String]) throws -> CompiledMask {
    try #require(try PresetOptions.parse(options).compile())
  }

  @Test func checkJSONPrintsTheReasonCodeBesideTheReason() throws {
    let cpf = try compiled(["--preset", "identifier", "--scheme", "br.cpf"])
    let input = Pipes.input(Array("529.982.247-26\n529.982.247-25\n529.982\n".utf8) + [0xFF, 0x0A])
    defer { close(input) }
    let checked = Pipes.output { output in
      let everyLineComplete = try CheckCommand.checkLines(cpf, json: true, input: input, output: output)
      #expect(!everyLineComplete)
    }
    let lines = checked.text.split(separator: "\n").map { try? JSONValue.parse(String($0)) }
    #expect(lines.count == 4)
    #expect(lines[0]?["status"] == "invalid")
    #expect(lines[0]?["reason"] == "identifier: check digits should be 25")
    #expect(lines[0]?["reasonCode"] == "checkDigits")
    #expect(lines[1]?["complete"] == true)
    #expect(lines[1]?["reasonCode"] == nil)
    #expect(lines[2]?["status"] == "incomplete")
    #expect(lines[2]?["reasonCode"] == "stillNeeds")
    #expect(lines[3]?["reasonCode"] == "notUTF8")
  }

  @Test(arguments: [
    (
      ["--preset", "amount", "--minimum", "10"], "5", "amount: the amount is under the minimum of 10.00",
      "underMinimum"
    ),
    (
      ["--preset", "date"], "2024-02-29T10:00",
      "date: this is a date with a time of day; paste the date alone", "dateWithTimeOfDay"
    ),
    (
      ["--preset", "phone", "--region", "US"], "20655512", "phone: not yet a valid number of United States",
      "phoneNumberIncomplete"
    ),
    (["--preset", "iban"], "GB82WEST€12345698765432", "iban: '€' is not part of an IBAN", "notPartOfIBAN"),
  ])
  func everyReportNamesItsKind(options: [String], text: String, reason: String, code: String) throws {
    let report = try compiled(options).report(text)
    #expect(report["reason"]?.stringValue == reason)
    #expect(report["reasonCode"]?.stringValue == code)
  }

  @Test func aMaskNoPresetMadeGivesCodesToo() throws {
    let report = try MaskOptions.parse([]).compile("+1 ([000]) [000]-[0000]").report("206")
    #expect(report["reason"] == "still needs 000-0000")
    #expect(report["reasonCode"] == "stillNeeds")
  }

  @Test func evalGivesTheCodeBesideTheProblemAndTheMessage() throws {
    let evaluator = Evaluator(defaultDialect: nil)
    let picture = try JSONValue.parse(
      evaluator.evaluate(line: #"{"preset":"expiry","today":"2024-05","dialect":"picture","text":"13/25"}"#))
    #expect(picture["errMsg"] == "expiry: month 13 does not exist")
    #expect(picture["reasonCode"] == "monthDoesNotExist")
    let applied = try JSONValue.parse(
      evaluator.evaluate(line: #"{"preset":"card","text":"4242424242424241"}"#))
    #expect(applied["problem"] == "the number fails the Luhn check")
    #expect(applied["problemCode"] == "failsLuhn")
    let mask = try JSONValue.parse(
      evaluator.evaluate(line: ####"{"dialect":"picture","mask":"###","text":"12a"}"####))
    #expect(mask["errMsg"] == "Character 3 (\"a\") should be a digit.")
    #expect(mask["reasonCode"] == "shouldBeDigit")
  }
}
