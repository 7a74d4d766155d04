import MaskKit
import Testing

@testable import MaskKitCLI

/// `eval`'s JSON reading is `--spec`'s (`JSONReader` in MaskKit): a name given twice in one object is
/// refused in both, a number option is read as written in both (issue 33), and a syntax error has the
/// same reason and place in both.
@Suite(.quietOutput) struct JSONParserTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func aNameGivenTwiceIsRefused() throws {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(#"{"preset":"date","preset":"time"}"#) }
    #expect(throws: JSONParseError.self) { try JSONValue.parse(#"{"a":{"b":1,"b":2}}"#) }
    #expect(try JSONValue.parse(#"{"a":{"b":1},"b":{"b":2}}"#)["b"]?["b"] == 2)
    let output = try answer(#"{"preset":"date","preset":"time","text":"1230"}"#)
    #expect(output["error"]?["kind"] == "badCase")
    let message = try #require(output["error"]?["message"]?.stringValue)
    #expect(message.contains(#"the member "preset" appears twice"#))
    #expect(throws: MaskSpecError.self) { try MaskSpec(json: #"{"preset":"date","preset":"time"}"#) }
  }

  @Test(arguments: [(#"{"a" 1}"#, 5), (#"{"a":[1,]}"#, 8), ("{\"a\":\"\u{1}\"}", 6), (#"{"a":tru}"#, 5)])
  func aSyntaxErrorIsReportedAlikeByEvalAndMaskSpec(_ line: String, _ offset: Int) throws {
    let spec = #expect(throws: MaskSpecError.self) { try MaskSpec(json: line) }
    let parse = #expect(throws: JSONParseError.self) { try JSONValue.parse(line) }
    #expect(parse?.offset == offset)
    #expect(spec?.position == offset)
    #expect(spec?.message == "Malformed JSON: \(parse?.reason ?? "").")
    let message = try #require(answer(line)["error"]?["message"]?.stringValue)
    #expect(message == "not JSON: invalid JSON at byte \(offset): \(parse?.reason ?? "")")
  }

  @Test func onlyTheIdTheSpecAndNumbersAreKeptAsWritten() throws {
    let parsed = try JSONValue.parseKeepingMemberText(
      #"{"id":"x\u0041","maximum":-0,"big":12345678901234567890,"text":"long","list":[1],"spec":{"a":1e2}}"#)
    #expect(
      parsed.memberText == [
        "id": #""x\u0041""#, "maximum": "-0", "big": "12345678901234567890", "spec": #"{"a":1e2}"#,
      ])
  }

  /// `-0`, `1e2` and `-0.0` are refused as `--spec` refuses them; `999.99` and `1000` are read alike.
  @Test(arguments: ["-0", "-0.0", "1e2", "999.99", "1000", "0"])
  func aNumberOptionReadsAsTheSpecReadsIt(_ number: String) throws {
    let spec = Result { try MaskSpec(json: #"{"preset":"amount","maximum":\#(number)}"#).preset?.makeMask() }
    let eval = try answer(#"{"preset":"amount","maximum":\#(number),"text":"5"}"#)
    switch spec {
    case .success:
      #expect(eval["error"] == nil, "\(number)")
    case .failure(let error):
      let message = (error as? MaskSpecError)?.message ?? (error as? PresetError)?.message ?? "\(error)"
      #expect(eval["error"]?["kind"] == "invalidPresetOption", "\(number)")
      #expect(eval["error"]?["message"]?.stringValue.map { message.contains($0) } == true, "\(number)")
    }
    let nested = try answer(#"{"spec":{"preset":"amount","maximum":\#(number)},"text":"5"}"#)
    #expect((nested["error"] == nil) == ((try? spec.get()) != nil), "spec object \(number)")
  }
}
