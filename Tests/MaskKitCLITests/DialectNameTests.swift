import MaskKit
import Testing

@testable import MaskKitCLI

/// One dialect type, `MaskSpec.Dialect`, named in any case everywhere: `--dialect`, an `eval` line's
/// `"dialect"`, `eval --dialect`, a spec's `"dialect"`; an `eval` case without one is inputmask.
@Suite(.quietOutput) struct DialectNameTests {
  @Test func dashDashDialectTakesAnyCase() throws {
    let command = try FormatCommand.parse(["--dialect", "Picture", "##", "12"])
    #expect(command.options.maskDialect == .picture)
    #expect(try EvalCommand.parse(["--dialect", "BLOCKS"]).dialect == .blocks)
    #expect(throws: (any Error).self) { try FormatCommand.parse(["--dialect", "klingon", "##", "12"]) }
  }

  @Test func anEvalLineNamesItsDialectInAnyCase() throws {
    let evaluator = Evaluator(defaultDialect: nil)
    let picture = try JSONValue.parse(
      evaluator.evaluate(line: ###"{"dialect":"Picture","mask":"##","text":"12","autofill":false}"###))
    #expect(picture["status"] == "ok")
    let spec = try JSONValue.parse(
      evaluator.evaluate(
        line: ###"{"spec":{"dialect":"Picture","mask":"##"},"text":"12","autofill":false}"###))
    #expect(spec["status"] == "ok")
    let both = try JSONValue.parse(
      evaluator.evaluate(
        line:
          ###"{"dialect":"PICTURE","spec":{"dialect":"Picture","mask":"##"},"text":"12","autofill":false}"###)
    )
    #expect(both["status"] == "ok")
    let unknown = try JSONValue.parse(
      evaluator.evaluate(line: #"{"dialect":"Klingon","format":"[0]","text":"1"}"#))
    #expect(unknown["error"]?["kind"] == "badCase")
  }

  @Test func aCaseWithoutADialectIsInputmask() throws {
    let line = #"{"format":"[00]-[00]","text":"1234"}"#
    let answer = try JSONValue.parse(Evaluator(defaultDialect: nil).evaluate(line: line))
    #expect(answer["formattedText"] == "12-34")
    let session = #"{"op":"session","format":"[00]","steps":[{"type":"123"}]}"#
    #expect(try JSONValue.parse(Evaluator().evaluate(line: session))["text"] == "12")
  }
}
