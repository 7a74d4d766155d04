import MaskKit
import Testing

@testable import MaskKitCLI

/// Issue 25: complete means exactly what was entered, in `check`, `--csv`, `format` and `eval` alike.
@Suite(.quietOutput) struct CompleteMeansEnteredTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.verdict(text)
  }

  func formatted(_ options: [String], _ text: String) throws -> MaskResult {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    return compiled.format(text)
  }

  // MARK: Item 1: a mark after a digit keeps the digit.

  @Test(arguments: ["\u{200D}", "\u{200C}", "\u{FE0F}", "\u{0301}"])
  func aMarkAfterADigitKeepsTheDigit(_ mark: String) throws {
    #expect(try verdict(["--preset", "phone", "--region", "US"], "2065551234" + mark + "5") != .complete)
    #expect(try formatted(["--preset", "amount"], "1234" + mark + "5").text == "12,345")
    #expect(try verdict(["--preset", "date"], "2902202" + mark + "44") == .invalid("date: 1 digit too many"))
    #expect(try verdict(["--preset", "date"], "2902202" + mark + "4") == .complete)
    let plain = try MaskOptions.parse([]).compile("[000]-[00]")
    #expect(plain.format("123" + mark + "45").value == "12345")
  }

  @Test func evalSessionsKeepTheDigit() throws {
    let session = try answer(#"{"op":"session","preset":"amount","steps":[{"paste":"1234\u200d5"}]}"#)
    #expect(session["value"] == "12345")
    let typed = try answer(
      #"{"op":"session","dialect":"inputmask","format":"[000]-[00]","steps":[{"type":"123\u0301"},{"type":"45"}]}"#
    )
    #expect(typed["text"] == "123-45")
    let apply = try answer(#"{"preset":"date","text":"2902202\u200d4","caret":9}"#)
    #expect(apply["complete"] == true)
    #expect(apply["formattedText"] == "29/02/2024")
  }
}

extension CompleteMeansEnteredTests {
  // MARK: Item 2: an address has four parts.

  @Test(arguments: [
    ("192.168.1.10.5", "ipv4: an address has four parts, not 5"),
    ("192.168.0.1 80", "ipv4: a space inside the address"),
    ("1.2.3.4.5", "ipv4: an address has four parts, not 5"),
  ])
  func addressesWithExtraPartsAreInvalid(_ text: String, _ reason: String) throws {
    #expect(try verdict(["--preset", "ipv4"], text) == .invalid(reason))
    let apply = try answer(#"{"preset":"ipv4","text":"\#(text)"}"#)
    #expect(apply["complete"] == false)
    let session = try answer(#"{"op":"session","preset":"ipv4","steps":[{"paste":"\#(text)"}]}"#)
    #expect(session["complete"] == false)
    let typed = try answer(#"{"op":"session","preset":"ipv4","steps":[{"type":"\#(text)"}]}"#)
    #expect(typed["complete"] == false)
  }

  // MARK: Item 6: IBAN paths agree.

  @Test(arguments: [
    "GB82WESTÄ12345698765432", "GB82WEST€12345698765432", "GB82WEST😀12345698765432",
    "ＧＢ82WEST12345698765432", "GB82WEST1234569876543299",
  ])
  func ibanPathsAgree(_ text: String) throws {
    guard case .invalid = try verdict(["--preset", "iban"], text) else {
      Issue.record("\(text) is not invalid")
      return
    }
    let apply = try answer(#"{"preset":"iban","text":"\#(text)"}"#)
    #expect(apply["complete"] == false)
    let session = try answer(#"{"op":"session","preset":"iban","steps":[{"paste":"\#(text)"}]}"#)
    #expect(session["complete"] == false)
  }

  @Test func anRLMBeforeAnIBANIsCompleteOnEveryPath() throws {
    let text = "\u{200F}GB82WEST12345698765432"
    #expect(try verdict(["--preset", "iban"], text) == .complete)
    let session = try answer(
      #"{"op":"session","preset":"iban","steps":[{"paste":"\u200fGB82WEST12345698765432"}]}"#)
    #expect(session["complete"] == true)
  }
}

extension CompleteMeansEnteredTests {
  // MARK: Items 5 and 9: amounts.

  @Test func centsEntryKeepsAnExplicitDecimalPoint() throws {
    let cents = ["--preset", "amount", "--entry", "cents"]
    #expect(try formatted(cents, "12.3").text == "12.30")
    #expect(try formatted(cents, "1,234.5").text == "1,234.50")
    #expect(try verdict(cents, "12.3") == .complete)
    let session = try answer(
      #"{"op":"session","preset":"amount","entry":"cents","steps":[{"paste":"12.3"}]}"#)
    #expect(session["value"] == "12.30")
  }

  @Test func aPaddedFieldTakesAPasteWithAShortFraction() throws {
    #expect(try formatted(["--preset", "amount", "--pad-fraction"], "12").text == "12.00")
    let session = try answer(
      #"{"op":"session","preset":"amount","padFraction":true,"steps":[{"paste":"12"}]}"#)
    #expect(session["text"] == "12.00")
    #expect(session["complete"] == true)
  }
}

extension CompleteMeansEnteredTests {
  // MARK: Item 7: affine typing with the capacity strategy.

  @Test func capacityTypingSwitchesToTheWiderFormat() throws {
    let mask = #""dialect":"inputmask","format":"([00]) [0000]-[0000]","affine":["([00]) [00000]-[0000]"]"#
    let run = try answer(#"{"op":"session",\#(mask),"strategy":"capacity","steps":[{"type":"11912345678"}]}"#)
    #expect(run["text"] == "(11) 91234-5678")
    #expect(run["value"] == "11912345678")
    let keys = (0..<11).map { index in
      #"{"type":"\#(Array("11912345678")[index])"}"#
    }
    let typed = try answer(
      #"{"op":"session",\#(mask),"strategy":"capacity","steps":[\#(keys.joined(separator: ","))]}"#)
    #expect(typed["text"] == "(11) 91234-5678")
    #expect(typed["complete"] == true)
  }
}

extension CompleteMeansEnteredTests {
  // MARK: check and format agree.

  /// `check` calls a text complete exactly when `format` (the whole-text reading) does, with the same
  /// value, on the inputs of issue 25 and their neighbours, for every preset but the phone and the
  /// security code (whose first digits are the code; `check` reports the rest).
  @Test(arguments: [
    (
      ["--preset", "card"],
      ["4242424242424242", "4242 4242 4242 4242", "4242\u{200D}424242424242", "card: 4242"]
    ),
    (
      ["--preset", "date"],
      ["29/02/2024", "2902202\u{200D}4", "2902202\u{200D}44", "32012024", "29-02-2024x"]
    ),
    (["--preset", "time"], ["12:30", "1230", "2:30", "12:3\u{301}0", "12h30"]),
    (["--preset", "expiry", "--today", "2026-11"], ["12/30", "1230", "1026", "12/3\u{FE0F}0"]),
    (["--preset", "amount"], ["1,234.56", "1234\u{200D}5", "0 .577", "2:30", ".5", "$12"]),
    (["--preset", "amount", "--entry", "cents"], ["12.3", "1,234.5", "1234"]),
    (["--preset", "amount", "--pad-fraction"], ["12", "12.5", "12.345"]),
    (
      ["--preset", "iban"], ["GB82WEST12345698765432", "GB82WESTÄ12345698765432", "GB82WEST1234569876543299"]
    ),
    (["--preset", "ipv4"], ["192.168.1.10", "192.168.1.10.5", "192.168.0.1 80", " 1.2.3.4 ", "1.2.3.2555"]),
  ])
  func checkAndFormatAgree(_ options: [String], _ texts: [String]) throws {
    let compiled = try #require(try PresetOptions.parse(options).compile())
    for text in texts {
      let result = compiled.format(text)
      #expect(
        (compiled.verdict(text) == .complete) == result.isComplete, "\(options) \(text.debugDescription)")
    }
  }
}
