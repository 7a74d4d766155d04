import MaskKit
import Testing

/// Every kind of malformed input mask is rejected with its kind and the offending position.
@Suite struct InputMaskSyntaxTests {
  static let malformed: [(format: String, kind: MaskErrorKind, position: Int)] = [
    ("", .emptyMask, 0),
    ("[00", .unclosedBlock, 0),
    ("+7 {.", .unclosedBlock, 3),
    ("00]", .unexpectedClosingBracket, 2),
    ("{.]", .unexpectedClosingBracket, 2),
    ("[[00]000]", .nestedBlock, 1),
    ("{{.}}", .nestedBlock, 1),
    ("[0{.}0]", .nestedBlock, 2),
    ("{[0]}", .nestedBlock, 1),
    ("[]", .emptyBlock, 0),
    ("+1 {}", .emptyBlock, 3),
    ("[X]", .unknownSymbol, 1),
    ("+1 [0#0]", .unknownSymbol, 5),
    ("[ ]", .unknownSymbol, 1),
    ("[0\\]", .misplacedEscape, 2),
    ("[00]\\", .misplacedEscape, 4),
  ]

  @Test(arguments: malformed)
  func rejects(_ format: String, _ kind: MaskErrorKind, _ position: Int) {
    #expect {
      try InputMask(format)
    } throws: { error in
      guard let error = error as? MaskSyntaxError else { return false }
      return error.kind == kind && error.position == position && !error.message.isEmpty
    }
  }

  @Test func rejectsNotationsThatRedefineBuiltInSymbols() {
    #expect(throws: MaskSyntaxError.self) {
      try InputMask("[0]", notations: [Notation(character: "0", characters: "x")])
    }
    let twice = [Notation(character: "c", characters: "$"), Notation(character: "c", characters: "€")]
    #expect(throws: MaskSyntaxError.self) { try InputMask("[c]", notations: twice) }
  }

  @Test(arguments: ["\\[[00]\\]", "\\[[00]{\\]}", "{+7} [000]", "[0…][AAA]", "\\\\[00]", "…[0]"])
  func acceptsWellFormedMasks(_ format: String) throws {
    _ = try InputMask(format)
  }

  @Test func escapedBackslashIsALiteralAndTheBlockStillOpens() throws {
    let mask = try InputMask("\\\\[00]")
    #expect(mask.placeholder == "\\00")
    #expect(mask.format("12").text == "\\12")
  }
}
