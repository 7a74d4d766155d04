import Testing

@testable import MaskKit

/// The compact storage of compiled picture masks and of the matcher's memory: masks a million levels
/// deep must fit in a few hundred megabytes, so these stores keep words instead of arrays and structs.
@Suite struct PictureCompactFormTests {
  static let depth = 100_000

  @Test func deeplyNestedGroupsCheckWithoutRecursion() throws {
    let choices = try PictureMask(
      String(repeating: "{", count: Self.depth) + "#" + String(repeating: "}", count: Self.depth))
    #expect(choices.check("7").status == .ok)
    let refused = choices.check("x")
    #expect(refused.status == .notOk)
    #expect(
      refused.errorMessage?.hasPrefix("The text from character 1 fits none of the choices in {{{") == true)
    let optionals = try PictureMask(
      String(repeating: "[", count: Self.depth) + "#" + String(repeating: "]", count: Self.depth))
    #expect(optionals.check("").status == .ok)
    #expect(optionals.check("12").errorMessage == "The text is too long: the mask ends before character 2.")
  }

  @Test func deeplyNestedRepetitionsCheckWithoutRecursion() throws {
    let mask = try PictureMask(String(repeating: "*", count: Self.depth) + "#")
    #expect(mask.check("1").status == .ok)
    #expect(mask.check("x").errorMessage == "The text is too long: the mask ends before character 1.")
  }

  @Test func nodeKindsAndSourcesReadBackFromTheFlatForm() {
    let program = PictureParser.parse("*3&{a,ж;,}").program
    let kinds = program.code.ops.indices.map { program.kind(of: $0) }
    #expect(kinds.contains(.repetition(count: 3)))
    #expect(kinds.contains(.literal("ж")))
    #expect(kinds.contains(.literal(",")))
    #expect(kinds.contains(.slot(.upperLetter)))
    #expect(program.kind(of: program.root) == .sequence)
    #expect(
      program.children(of: program.root).map { program.sourceText(program.sources[$0]) } == [
        "*3&", "{a,ж;,}",
      ])
  }

  @Test func aSingleElementAlternativeIsEvaluatedAsItsElement() {
    let code = PictureParser.parse("{#,ab}").program.code
    let group = code.children[code.childStart[code.ops.count - 1]]
    #expect(code.alternative(group, 0) == code.child(code.child(group, 0), 0))
    #expect(code.alternative(group, 1) == code.child(group, 1))
  }

  @Test func resultsKeepEveryOutcome() {
    var results = PictureResults()
    let failure = PictureFailure(kind: .noAlternative, node: 3, position: 7)
    let outcomes: [PictureMatcher.Outcome?] = [
      nil, .init(index: 0, status: .ok), .init(index: 5, status: .okSoFar),
      .init(index: 7, status: .notOk, failure: failure), .init(index: 9, status: .notOk),
    ]
    for outcome in outcomes { results.append(outcome) }
    #expect((0..<results.count).map { results[$0] } == outcomes)
    results[3] = .init(index: 2, status: .ok)
    #expect(results[3] == .init(index: 2, status: .ok))
    results[0] = .init(index: 1, status: .notOk, failure: failure)
    results.removeLast()
    #expect(results.count == 4)
    results.append(.init(index: 4, status: .notOk))
    #expect(results[4] == .init(index: 4, status: .notOk))
    #expect(results[0] == .init(index: 1, status: .notOk, failure: failure))
  }

  @Test(arguments: [3, 40, 1_000])
  func memoAnswersLikeADictionary(_ length: Int) {
    let code = PictureParser.parse("*#*{*a,b}[*3?]").program.code
    let repetitions = code.ops.indices.filter { if case .repetition = code.ops[$0] { true } else { false } }
    var memo = PictureMemo(code: code, length: length)
    var model: [Int: Int] = [:]
    var generator = SplitMix(state: 0x4D61736B0001)  // fixed seed: CI replays the same cases
    for step in 0..<5_000 {
      let node = repetitions[Int.random(in: 0..<repetitions.count, using: &generator)]
      let position = Int.random(in: 0...(length + 2), using: &generator)
      let key = position * code.ops.count + node
      if step.isMultiple(of: 3) {
        #expect(memo[node, position] == model[key] ?? -1)
      } else {
        let value = Int.random(in: -1..<100, using: &generator)
        memo[node, position] = value
        model[key] = value
      }
    }
    for node in repetitions {
      for position in 0...(length + 2) {
        #expect(memo[node, position] == model[position * code.ops.count + node] ?? -1)
      }
    }
  }
}
