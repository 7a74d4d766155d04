import Testing

@testable import MaskKitCLI

/// Presets through `maskkit eval` and the command-line options.
@Suite(.quietOutput) struct PresetEvalTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func aSessionOnAPresetNeedsNoDialect() throws {
    let output = try answer(
      #"{"id":1,"op":"session","preset":"phone","region":"RU","steps":[{"type":"8916"},{"type":"1234567"}]}"#)
    #expect(output["text"] == "+7 916 123-45-67")
    #expect(output["value"] == "+79161234567")
    #expect(output["complete"] == true)
    #expect(output["id"] == 1)
  }

  @Test func aSessionShowsImpossibleDatesAsTypedAndIncomplete() throws {
    let output = try answer(
      #"{"op":"session","dialect":"inputmask","preset":"date","order":"DMY","steps":[{"type":"3104"}]}"#)
    #expect(output["text"] == "31/04/")
    #expect(output["complete"] == false)
  }

  @Test func aPresetAnswersInTheShapeOfItsDialect() throws {
    let picture = try answer(
      #"{"dialect":"picture","preset":"date","order":"DMY","text":"29/02","autofill":true}"#)
    #expect(picture["status"] == "okSoFar")
    #expect(picture["output"] == "29/02/")
    #expect(picture["autoFillOffset"] == 1)
    let wrong = try answer(#"{"dialect":"picture","preset":"date","order":"DMY","text":"31/04/2024"}"#)
    #expect(wrong["status"] == "notOk")
    let formatter = try answer(
      #"{"dialect":"formatter","preset":"phone","region":"RU","text":"89161234567"}"#)
    #expect(formatter["formatted"] == "+7 916 123-45-67")
    #expect(formatter["valid"] == true)
    let properties = try answer(#"{"op":"properties","preset":"phone","region":"RU"}"#)
    #expect(properties["placeholder"] == "+7 000 000-00-00")
  }

  @Test func aPresetSessionUsesThePresetInEveryDialectAndSwitchesFormats() throws {
    let blocks = try answer(#"{"op":"session","dialect":"blocks","preset":"card","steps":[{"type":"4242"}]}"#)
    #expect(blocks["value"] == "4242")
    let switched = Evaluator(defaultDialect: .inputmask).evaluate(
      line:
        #"{"op":"session","preset":"phone","region":"RU","steps":[{"type":"8916"},{"setFormat":"[000]"}]}"#)
    #expect(try JSONValue.parse(switched)["value"] == "789")
  }

  @Test func applyReportsThePresetsFindings() throws {
    let card = try answer(#"{"preset":"card","text":"4242424242424241"}"#)
    #expect(card["formattedText"] == "4242 4242 4242 4241")
    #expect(card["brand"] == "visa")
    #expect(card["luhn"] == false)
    #expect(card["complete"] == false)
    let phone = try answer(#"{"preset":"phone","text":"+1 876 555 0123"}"#)
    #expect(phone["country"] == "JM")
    #expect(phone["e164"] == "+18765550123")
    let date = try answer(#"{"preset":"date","order":"YMD","separator":"-","text":"20240229"}"#)
    #expect(date["formattedText"] == "2024-02-29")
    #expect(date["validDate"] == true)
    let amount = try answer(
      #"{"preset":"amount","grouping":".","decimal":",","signed":true,"text":"-1234567,5","caret":3}"#)
    #expect(amount["formattedText"] == "-1.234.567,5")
    #expect(amount["formattedCaret"] == 4)
    #expect(amount["minorUnits"] == -123_456_750)
    let time = try answer(#"{"preset":"time","clock":12,"text":"930p","autocomplete":true}"#)
    #expect(time["formattedText"] == "09:30 PM")
    #expect(time["hour"] == 21)
  }

  @Test func badPresetsAreReported() throws {
    #expect(try answer(#"{"preset":"nope","text":"1"}"#)["error"]?["kind"] == "badCase")
    #expect(try answer(#"{"preset":5,"text":"1"}"#)["error"]?["kind"] == "badCase")
    let option = try answer(#"{"preset":"amount","grouping":",","decimal":",","text":"1"}"#)
    #expect(option["error"]?["kind"] == "invalidPresetOption")
    #expect(
      try answer(#"{"preset":"phone","region":"XX","text":"1"}"#)["error"]?["kind"] == "invalidPresetOption")
    #expect(
      try answer(#"{"preset":"date","order":"DYM","text":"1"}"#)["error"]?["kind"] == "invalidPresetOption")
  }

  @Test func commandLineOptionsBuildThePreset() throws {
    let options = try PresetOptions.parse(["--preset", "phone", "--region", "RU"])
    let compiled = try #require(try options.compile())
    #expect(compiled.format("89161234567").text == "+7 916 123-45-67")
    #expect(
      try MaskOptions.parse(["--preset", "phone"]).texts("89161234567", ["x"]) == ["89161234567", "x"])
    let amount = try #require(
      try PresetOptions.parse(["--preset", "amount", "--grouping", ".", "--decimal", ","]).compile())
    #expect(amount.format("1234567,5").text == "1.234.567,5")
    let card = try #require(try PresetOptions.parse(["--preset", "card"]).compile())
    #expect(card.verdict("4242424242424241") == .invalid("card: the number fails the Luhn check"))
    #expect(card.verdict("4242424242424242") == .complete)
    #expect(try PresetOptions.parse([]).compile() == nil)
    #expect(throws: (any Error).self) {
      try PresetOptions.parse(["--preset", "date", "--order", "X"]).compile()
    }
  }

  @Test func formatTreatsEveryPositionalAsATextWithAPreset() throws {
    let command = try FormatCommand.parse(["--preset", "phone", "--region", "RU", "89161234567"])
    #expect(command.mask == "89161234567")
    #expect(command.options.texts(command.mask, command.texts) == ["89161234567"])
    #expect(try command.options.maskArgument(command.mask) == "89161234567")
    #expect(throws: (any Error).self) { try FormatCommand.parse([]) }
    let streaming = try FormatCommand.parse(["--preset", "card"])
    #expect(try streaming.options.maskArgument(streaming.mask).isEmpty)
    #expect(streaming.options.texts(streaming.mask, streaming.texts).isEmpty)
    let check = try CheckCommand.parse(["--preset", "card", "4242424242424242"])
    #expect(check.options.textToCheck(check.mask, check.text) == "4242424242424242")
  }
}
