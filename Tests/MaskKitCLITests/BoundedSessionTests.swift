import MaskKitCLI
import Testing

/// Issue 18: the outcomes of the session and affine reproductions, at sizes that keep debug tests fast
/// (the timings live in `Benchmarks/growth.sh` and the performance article of the DocC catalog).
@Suite(.quietOutput) struct BoundedSessionTests {
  let evaluator = Evaluator(defaultDialect: .inputmask)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func typingALongNonASCIIStringInOneStepKeepsEveryLetter() throws {
    let typed = String(repeating: "é", count: 400)
    let output = try answer(#"{"op":"session","format":"[A…]","steps":[{"type":"\#(typed)"}]}"#)
    #expect(output["text"]?.stringValue == typed)
    #expect(output["value"]?.stringValue == typed)
    #expect(output["selection"] == .array([.number(400), .number(400)]))
  }

  @Test func typingLongCyrillicMidTextLandsAtTheCaret() throws {
    let text = String(repeating: "абвгдежзий", count: 100)
    let line =
      #"{"op":"session","format":"[A…]","initial":{"text":"\#(text)","selection":[500,500]},"steps":[{"type":"яЯ"}]}"#
    let output = try answer(line)
    let expected = String(text.prefix(500)) + "яЯ" + String(text.dropFirst(500))
    #expect(output["text"]?.stringValue == expected)
    #expect(output["selection"] == .array([.number(502), .number(502)]))
  }

  @Test func formatterFieldOfAnyCharactersTakesALongTypedRun() throws {
    let format = String(repeating: "_", count: 1_600)
    let typed = String(repeating: "1", count: 1_700)
    let output = try answer(
      #"{"dialect":"formatter","op":"session","format":"\#(format)","steps":[{"type":"\#(typed)"}]}"#)
    #expect(output["text"]?.stringValue == String(repeating: "1", count: 1_600))
  }

  @Test func manyAffineFormatsChooseTheBestFit() throws {
    let affine = (0..<1_000).map { #""[\#(String(repeating: "0", count: 20))]{\#($0 % 10)}""# }
    let line =
      #"{"format":"[0]","affine":[\#(affine.joined(separator: ","))],"text":"\#(String(repeating: "7", count: 20))"}"#
    let output = try answer(line)
    #expect(output["chosenIndex"] == .number(0))
    #expect(output["chosenFormat"]?.stringValue == "[\(String(repeating: "0", count: 20))]{0}")
    #expect(output["formattedText"]?.stringValue == String(repeating: "7", count: 20))
    #expect(output["affinities"]?.arrayValue?.count == 1_001)
  }
}
