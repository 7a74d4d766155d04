import MaskKit
import Testing

/// Compiling blocks masks: geometry, brackets, templates and positioned errors.
@Suite struct BlockMaskSyntaxTests {
  @Test func phoneMaskGeometry() throws {
    let mask = try BlockMask("+38 ({ddd}) {ddd}-{dd}-{dd}")
    #expect(mask.displayLength == 19)
    #expect(mask.blocks.map(\.patternRange) == [6..<9, 13..<16, 19..<21, 24..<26])
    #expect(mask.blocks.map(\.templateRange) == [5..<8, 10..<13, 14..<16, 17..<19])
    #expect(mask.blocks.map(\.pattern) == ["ddd", "ddd", "dd", "dd"])
    #expect(mask.templateText == "+38 (***) ***-**-**")
    #expect(mask.literalPrefix == "+38 (")
  }

  @Test func touchingBlocksAndTrailingLiteralsAreValid() throws {
    #expect(try BlockMask("{dd}{aa}").templateText == "****")
    #expect(try BlockMask("({ddd})").templateText == "(***)")
  }

  @Test(arguments: [
    ("dd-dd", MaskErrorKind.noBlocks, 0),
    ("", .noBlocks, 0),
    ("{}-{dd}", .emptyBlock, 0),
    ("{dd}-{}", .emptyBlock, 5),
    ("{dx}", .unknownSymbol, 2),
    ("{A}", .unknownSymbol, 1),
    ("{dd}}-{dd}", .strayClosingBracket, 4),
    ("{dd}-{d", .unclosedBlock, 5),
    ("{d{d}}", .nestedBracket, 2),
    ("😀{d😀}", .unknownSymbol, 3),
    ("\r{DDD}", .joiningLiteral, 0),
    ("{dd}\u{0600}{dd}", .joiningLiteral, 4),
    ("{dd}\u{1100}{DD}", .joiningLiteral, 4),
  ])
  func malformedMasksReportKindAndPosition(_ source: String, _ kind: MaskErrorKind, _ position: Int) {
    do {
      _ = try BlockMask(source)
      Issue.record("\(source) compiled")
    } catch {
      #expect(error.kind == kind)
      #expect(error.position == position)
      #expect(!error.message.isEmpty)
    }
  }

  @Test func customBracketsWork() throws {
    let square = try BlockMask("[dd]-[dd]", brackets: ("[", "]"))
    #expect(square.templateText == "**-**")
    let angle = try BlockMask("<dd> {x}", brackets: ("<", ">"))
    #expect(angle.templateText == "** {x}")
  }

  @Test(arguments: [("{", "{"), ("d", "}"), ("{", ".")] as [(Character, Character)])
  func invalidBracketsAreRejected(_ open: Character, _ close: Character) {
    do {
      _ = try BlockMask("{dd}", brackets: (open, close))
      Issue.record("the brackets \(open) \(close) were accepted")
    } catch {
      #expect(error.kind == .invalidBrackets)
      #expect(error.position == 0)
    }
  }

  @Test func templateOfDisplayLengthFillsSlotsAndIgnoresItsLiterals() throws {
    let mask = try BlockMask("{dddd}-{DDDD}", template: "ABCD/EFGH")
    #expect(mask.templateText == "ABCD-EFGH")
    #expect(mask.templateDiagnostic == nil)
  }

  @Test func oneCharacterTemplateRepeats() throws {
    #expect(try BlockMask("{dd}-{dd}", template: "_").templateText == "__-__")
    #expect(try BlockMask("{dd}-{dd}", template: "😀").templateText == "😀😀-😀😀")
  }

  @Test func misfittingTemplateFallsBackToAsteriskWithADiagnostic() throws {
    let mask = try BlockMask("{dd}-{dd}", template: "AB")
    #expect(mask.templateText == "**-**")
    #expect(mask.templateDiagnostic == .lengthMismatch(expected: 5, actual: 2))
    #expect(try BlockMask("{dd}", template: "").templateDiagnostic == .empty)
    #expect(try BlockMask("{dd}").templateDiagnostic == nil)
  }

  @Test func strictTemplateValidation() throws {
    let mask = try BlockMask("{dd}-{dd}")
    #expect(throws: TemplateError.lengthMismatch(expected: 5, actual: 3)) { try mask.validateTemplate("abc") }
    #expect(throws: TemplateError.empty) { try mask.validateTemplate("") }
    try mask.validateTemplate("_")
    try mask.validateTemplate("DD/MM")
  }

  @Test func maskProtocolDistributesText() throws {
    let mask = try BlockMask("+38 ({ddd}) {ddd}-{dd}-{dd}", template: "_")
    let full = mask.format("+380501234567")
    #expect(full.text == "+38 (050) 123-45-67")
    #expect(full.value == "0501234567")
    #expect(full.isComplete)
    #expect(full.caret == 19)
    let partial = mask.format("050")
    #expect(partial.text == "+38 (050) ___-__-__")
    #expect(!partial.isComplete)
    #expect(partial.tailPlaceholder == ") ___-__-__")
    #expect(mask.placeholder == "+38 (___) ___-__-__")
  }

  @Test func explanationNamesBlocksAndSymbols() throws {
    let text = try BlockMask("{dddd}-{WaWa}", template: "AB").explanation
    #expect(text.contains("block 1: WaWa"))
    #expect(text.contains("W: "))
    #expect(text.contains("template:"))
  }
}

/// Issue 18: a template character that cannot stand alone would merge with typed characters.
@Suite struct BlockTemplateJoiningTests {
  @Test func aJoiningTemplateIsReplacedByTheFallback() throws {
    let mask = try BlockMask("{dd}-{dd}", template: "\u{301}")
    #expect(mask.templateDiagnostic == .joiningCharacter(position: 0))
    #expect(mask.templateText == "**-**")
    #expect(throws: TemplateError.joiningCharacter(position: 0)) { try mask.validateTemplate("\u{301}") }
    var field = BlockField(mask: mask)
    field.type("1")
    #expect(field.text.count == 5)
    #expect(field.selection.end <= field.text.count)
  }
}

extension BlockMaskSyntaxTests {
  /// A mask whose literal would join a slot's character (`\r` before a `\n`) is refused, so a field never
  /// holds a selection past its text (fuzz regression input `regress-cr-literal-selection`).
  @Test func aFieldOfAStandaloneLiteralMaskKeepsOneCharacterPerPosition() throws {
    #expect(throws: MaskSyntaxError.self) { try BlockMask("\r{DDD}") }
    var field = BlockField(mask: try BlockMask("-{DDD}"))
    _ = field.type("\n\r12ab")
    #expect(field.maskText.count == 4)
    #expect(field.selection.end <= field.maskText.count)
  }
}
