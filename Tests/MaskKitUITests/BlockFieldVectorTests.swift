import MaskKit
import Testing

@testable import MaskKitUI

/// AKMaskField 1b45c35's answers (../shared/vectors/blocks.jsonl, by case id) for the edits where the
/// shared editing model and AKMaskField agree, replayed on `TextFieldAdapter` with `BlockFieldState`:
/// after each step, the text, the status and the event.
@Suite struct BlockFieldVectorTests {
  enum Step: Sendable {
    case type(String)
    case select(Int, Int)
    case backspace
    case paste(String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let id, mask, template: String
    var initialText: String?
    let steps: [Step]
    /// The text, status and event after the initial text (if any) and after each step.
    let expected: [(String, BlockStatus, BlockEvent?)]
    var testDescription: String { id }
  }

  static let cases = [
    Case(
      id: "C01", mask: "{dddd}-{dddd}-{dddd}-{dddd}", template: "ABCD-EFGH-IJKL-MNOP",
      steps: [.type("1"), .type("2"), .type("3"), .type("4")],
      expected: [
        ("1BCD-EFGH-IJKL-MNOP", .incomplete, .insert), ("12CD-EFGH-IJKL-MNOP", .incomplete, .insert),
        ("123D-EFGH-IJKL-MNOP", .incomplete, .insert), ("1234-EFGH-IJKL-MNOP", .incomplete, .insert),
      ]),
    Case(
      id: "C08", mask: "{dd}-{dd}", template: "_", steps: [.type("1"), .type("2"), .type("x")],
      expected: [
        ("1_-__", .incomplete, .insert), ("12-__", .incomplete, .insert), ("12-__", .incomplete, .error),
      ]),
    Case(
      id: "C11", mask: "+38 ({ddd}) {ddd}-{dd}-{dd}", template: "+38 (___) ___-__-__",
      steps: [.select(0, 0), .type("0")],
      expected: [("+38 (___) ___-__-__", .clear, nil), ("+38 (0__) ___-__-__", .incomplete, .insert)]),
    Case(
      id: "B10", mask: "+38 ({ddd}) {ddd}-{dd}-{dd}", template: "+38 (___) ___-__-__",
      initialText: "+380501234567", steps: [], expected: [("+38 (050) 123-45-67", .complete, .insert)]),
    Case(
      id: "D12", mask: "{dd}-{dd}", template: "_", initialText: "1234", steps: [.select(2, 1), .backspace],
      expected: [("12-34", .complete, .insert), ("12-34", .complete, nil), ("12-34", .complete, nil)]),
    Case(
      id: "E01", mask: "{dddd}", template: "_", initialText: "1234", steps: [.select(0, 4), .type("9")],
      expected: [("1234", .complete, .insert), ("1234", .complete, nil), ("9___", .incomplete, .replace)]),
    Case(
      id: "E11", mask: "{dd}-{dd}", template: "_", initialText: "1234", steps: [.select(2, 2), .type("9")],
      expected: [("12-34", .complete, .insert), ("12-34", .complete, nil), ("12-94", .complete, .insert)]),
  ]

  @Test(arguments: cases)
  func replaysAsAKMaskField(_ vector: Case) {
    var state = BlockFieldState()
    state.template = vector.template
    state.showsTemplate = true
    state.expression = vector.mask
    var adapter = TextFieldAdapter(mask: state.mask)
    state.describeInstalled(adapter.current)
    var seen: [(String, BlockStatus, BlockEvent?)] = []
    func record(_ update: TextFieldUpdate?) {
      if let update { state.describe(update) } else { state.describeInstalled(adapter.current) }
      seen.append((adapter.displayText, state.status, update == nil ? nil : state.event))
    }
    func edit(_ range: UTF16Range, _ string: String) {
      let decision = adapter.shouldChangeCharacters(
        in: range, replacement: string, fieldText: adapter.displayText)
      if case .show(let update) = decision { record(update) }
    }
    if let text = vector.initialText { record(adapter.setText(text)) }
    for step in vector.steps {
      switch step {
      case .type(let string), .paste(let string): edit(adapter.selection, string)
      case .select(let location, let length):
        adapter.selectionDidChange(to: UTF16Range(location: location, length: length))
        record(nil)
      case .backspace:
        let selection = adapter.selection
        edit(selection.length > 0 ? selection : UTF16Range(location: selection.location - 1, length: 1), "")
      }
    }
    #expect(seen.map(\.0) == vector.expected.map(\.0))
    #expect(seen.map(\.1) == vector.expected.map(\.1))
    #expect(seen.map(\.2) == vector.expected.map(\.2))
  }
}
