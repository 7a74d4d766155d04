import MaskKit
import Testing

@testable import MaskKitCLI

/// `InputMaskEval`'s affine cases: each format is compiled, measured and let go in turn (issue 33), and
/// the answer is the one `AffineInputMask.choose` gives with every format held at once.
@Suite(.quietOutput) struct InputMaskEvalTests {
  let evaluator = Evaluator(defaultDialect: .inputmask)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  @Test(arguments: AffinityStrategy.allCases)
  func theChoiceIsTheSetsChoice(_ strategy: AffinityStrategy) throws {
    let formats = ["[000]", "[0…]", "+[0] ([000])", "[00]-[00]", "[0…]", "[AAA]", "[000]-[000]"]
    for text in ["", "1", "12345", "123-456", "abc", "+7 (916)", "٣٤٥", "12\u{0301}3", "x1"] {
      for primary in formats.indices {
        let affine = Array(formats[..<primary] + formats[(primary + 1)...])
        let set = try AffineInputMask(formats[primary], affine: affine, strategy: strategy)
        let input = CaretText(text)
        let choice = set.choose(for: input)
        let line: JSONValue = .object([
          "format": .string(formats[primary]), "affine": .array(affine.map(JSONValue.string)),
          "strategy": .string(strategy.rawValue), "text": .string(text),
        ])
        let output = try answer(line.serialized)
        #expect(output["chosenIndex"]?.intValue == (choice.affineIndex ?? -1), "\(strategy) \(text)")
        #expect(output["affinities"] == .array(choice.affinities.map(JSONValue.int)))
        #expect(output["formattedText"]?.stringValue == set.mask(for: choice).apply(input).text)
      }
    }
  }

  @Test func theStrategyIsWholeWhenNoneIsGiven() throws {
    let output = try answer(#"{"format":"[00]","affine":["[000]","[0000]"],"text":"1234"}"#)
    let set = try AffineInputMask("[00]", affine: ["[000]", "[0000]"])
    let choice = set.choose(for: CaretText("1234"))
    #expect(output["chosenIndex"]?.intValue == choice.affineIndex ?? -1)
    #expect(output["affinities"] == .array(choice.affinities.map(JSONValue.int)))
    let mistyped = try answer(#"{"format":"[00]","affine":["[000]"],"strategy":5,"text":"1"}"#)
    #expect(mistyped["error"]?["message"] == #"field "strategy" must be a string"#)
  }

  @Test func errorsComeInTheOrderTheyDid() throws {
    let badFormat = try answer(#"{"format":"[0]","affine":["[0"],"strategy":"nope","text":"1"}"#)
    #expect(badFormat["error"]?["message"]?.stringValue?.hasPrefix("affine[0]: ") == true)
    let badStrategy = try answer(#"{"format":"[0]","affine":["[00]"],"strategy":"nope","text":"1"}"#)
    #expect(badStrategy["error"]?["message"] == #"unknown strategy "nope""#)
  }
}
