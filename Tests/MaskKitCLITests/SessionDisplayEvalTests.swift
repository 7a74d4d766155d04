import Testing

@testable import MaskKitCLI

/// `"display"` in `eval` sessions: display text and selection, accessibility value, hint, announcements.
@Suite(.quietOutput) struct SessionDisplayEvalTests {
  let evaluator = Evaluator(defaultDialect: nil)
  static let phone = #""op":"session","dialect":"inputmask","format":"+1 ([000]) [000]-[0000]""#

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test func theTemplateFillsTheEmptySlotsAndTheCaretStaysAfterTheText() throws {
    let output = try answer(#"{\#(Self.phone),"display":{"template":"_"},"steps":[{"type":"206"}]}"#)
    #expect(output["displayText"] == "+1 (206) ___-____")
    #expect(output["displaySelection"] == [9, 9])
    #expect(output["text"] == "+1 (206) ")
    #expect(output["accessibilityValue"] == "+1 (206), 3 of 10 digits")
    #expect(output["accessibilityHint"] == "Phone number, 10 digits")
    #expect(output["announcements"] == [])
  }

  @Test func aCardNumberIsObscuredButItsLastFourDigits() throws {
    let output = try answer(
      #"{"op":"session","preset":"card","display":{"obscure":4},"steps":[{"type":"4111111111111111"}]}"#)
    #expect(output["displayText"] == "•••• •••• •••• 1111")
    #expect(output["accessibilityHint"] == "Card number, 16 digits")
    #expect(output["announcements"] == ["Card number complete"])
  }

  @Test func aRefusedKeyIsAnnouncedForTheLastStepOnly() throws {
    let refused = try answer(#"{\#(Self.phone),"display":{},"steps":[{"type":"206x"}]}"#)
    #expect(refused["announcements"] == ["Not accepted: 'x' does not fit the mask"])
    let later = try answer(#"{\#(Self.phone),"display":{},"steps":[{"type":"206x"},{"caret":0}]}"#)
    #expect(later["announcements"] == [])
  }

  @Test func withoutDisplayTheAnswerKeepsItsShape() throws {
    let output = try answer(#"{\#(Self.phone),"steps":[{"type":"206"}]}"#)
    #expect(output["displayText"] == nil)
    #expect(output["announcements"] == nil)
  }

  @Test func aMalformedDisplayIsABadCase() throws {
    for display in [#""_""#, #"{"template":"ab"}"#, #"{"obscure":-1}"#, #"{"obscure":"4"}"#] {
      let output = try answer(#"{\#(Self.phone),"display":\#(display)}"#)
      #expect(output["error"]?["kind"] == "badCase")
    }
    let blocks = try answer(#"{"op":"session","dialect":"blocks","mask":"{dd}","display":{"template":"_"}}"#)
    #expect(blocks["error"]?["kind"] == "badCase")
  }
}
