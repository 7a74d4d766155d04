import Testing

@testable import MaskKitCLI

/// Issue 17, class 6: `eval` apply and sessions, `format` and `check` read a whole text in another layout
/// as a paste of it reads, and refuse what has no single reading.
@Suite(.quietOutput) struct PasteLayoutEvalTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func applyAndPasteReadAnotherLayout() throws {
    for text in ["2024-02-29", "02/29/2024"] {
      let apply = try answer(#"{"preset":"date","order":"DMY","text":"\#(text)","caret":10}"#)
      #expect(apply["formattedText"] == "29/02/2024")
      #expect(apply["complete"] == true)
      let session = try answer(
        #"{"op":"session","preset":"date","order":"DMY","steps":[{"paste":"\#(text)"}]}"#)
      #expect(session["text"] == "29/02/2024")
    }
    let expiry = try answer(#"{"op":"session","preset":"expiry","steps":[{"paste":"12/2026"}]}"#)
    #expect(expiry["text"] == "12/26")
    let amount = try answer(#"{"preset":"amount","grouping":".","decimal":",","text":"1,234.56","caret":8}"#)
    #expect(amount["formattedText"] == "1.234,56")
    #expect(amount["minorUnits"] == 123456)
  }

  @Test func anIntegerAmountRefusesAFraction() throws {
    let apply = try answer(#"{"preset":"amount","fractionDigits":0,"text":"1234.56","caret":7}"#)
    #expect(apply["formattedText"] == "")
    #expect(apply["complete"] == false)
    let session = try answer(
      #"{"op":"session","preset":"amount","fractionDigits":0,"steps":[{"paste":"1234.56"}]}"#)
    #expect(session["text"] == "")
    let amount = try #require(
      try PresetOptions.parse(["--preset", "amount", "--fraction-digits", "0"]).compile())
    #expect(amount.format("1234.56").text.isEmpty)
    #expect(
      amount.verdict("1234.56") == .invalid("amount: the amount has 2 fraction digits; the field takes none"))
  }

  @Test func typedKeyByKeyADateStaysInTheFieldsOrder() throws {
    let steps = "10/13/2023".map { #"{"type":"\#($0)"}"# }.joined(separator: ",")
    let session = try answer(#"{"op":"session","preset":"date","order":"DMY","steps":[\#(steps)]}"#)
    #expect(session["text"] == "10/13/2023")
    #expect(session["complete"] == false)
  }

  @Test func checkReadsTheLayoutAndCallsTheSameValueComplete() throws {
    let date = try #require(try PresetOptions.parse(["--preset", "date"]).compile())
    #expect(date.format("2024-02-29").text == "29/02/2024")
    #expect(date.verdict("2024-02-29") == .complete)
    #expect(date.verdict("20240229") == .invalid("date: month 24 does not exist"))
    let expiry = try #require(try PresetOptions.parse(["--preset", "expiry"]).compile())
    #expect(expiry.verdict("12/2026") == .complete)
    let amount = try #require(
      try PresetOptions.parse(["--preset", "amount", "--grouping", ".", "--decimal", ","]).compile())
    #expect(amount.verdict("USD 1,234.56") == .complete)
  }
}
