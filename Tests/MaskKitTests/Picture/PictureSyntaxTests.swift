import MaskKit
import Testing

/// Malformed picture masks: each error kind, where it is reported, and what still works.
@Suite struct PictureSyntaxTests {
  struct BadMask: Sendable, CustomTestStringConvertible {
    let mask: String
    let kind: MaskErrorKind
    let position: Int
    var testDescription: String { "\"\(mask)\"" }
  }

  static let badMasks: [BadMask] = [
    BadMask(mask: "", kind: .pictureEmptyMask, position: 0),
    BadMask(mask: ";", kind: .pictureDanglingEscape, position: 1),
    BadMask(mask: "##;", kind: .pictureDanglingEscape, position: 3),
    BadMask(mask: "*", kind: .pictureDanglingRepetition, position: 1),
    BadMask(mask: "#*12", kind: .pictureDanglingRepetition, position: 4),
    BadMask(mask: "*9223372036854775808#", kind: .pictureRepetitionTooLarge, position: 1),
    BadMask(mask: "##{*99999999999999999999999?}", kind: .pictureRepetitionTooLarge, position: 4),
    BadMask(mask: "{", kind: .pictureUnclosedGroup, position: 1),
    BadMask(mask: "{#,?", kind: .pictureUnclosedGroup, position: 4),
    BadMask(mask: "[#", kind: .pictureUnclosedGroup, position: 2),
    BadMask(mask: "{;", kind: .pictureUnclosedGroup, position: 2),
    BadMask(mask: "}", kind: .pictureUnopenedGroup, position: 0),
    BadMask(mask: "##]", kind: .pictureUnopenedGroup, position: 2),
    BadMask(mask: "{a]", kind: .pictureUnopenedGroup, position: 2),
    BadMask(mask: "{}", kind: .pictureEmptyAlternative, position: 1),
    BadMask(mask: "{,a}", kind: .pictureEmptyAlternative, position: 1),
    BadMask(mask: "[a,]", kind: .pictureEmptyAlternative, position: 3),
    BadMask(mask: "{*}", kind: .pictureEmptyAlternative, position: 2),
    BadMask(mask: ",", kind: .pictureStrayComma, position: 0),
    BadMask(mask: "Yes,No", kind: .pictureStrayComma, position: 3),
  ]

  @Test(arguments: badMasks)
  func reportsKindAndPosition(_ bad: BadMask) {
    #expect {
      _ = try PictureMask(bad.mask)
    } throws: { error in
      guard let error = error as? MaskSyntaxError else { return false }
      return error.kind == bad.kind && error.position == bad.position && !error.message.isEmpty
    }
  }

  @Test(arguments: badMasks)
  func partialMaskCarriesTheSameError(_ bad: BadMask) {
    let mask = PictureMask(partial: bad.mask)
    #expect(mask.syntaxError?.kind == bad.kind)
    #expect(mask.syntaxError?.position == bad.position)
  }

  @Test func partialMaskKeepsTheElementsBeforeTheError() {
    let mask = PictureMask(partial: "##{")
    #expect(mask.check("12").status == .ok)
    #expect(mask.check("1").status == .okSoFar)
    #expect(mask.check("123").status == .notOk)
  }

  @Test func messagesNameTheBracketAndItsPlace() throws {
    let error = try #require(PictureMask(partial: "#{a,b").syntaxError)
    #expect(error.message.contains("'{'"))
    #expect(error.message.contains("'}'"))
    #expect(error.message.contains("character 1"))
  }

  @Test(arguments: [
    "#", "##", "*5#", "#*#", "#&", "#[#]", "#*4[#]", "{#,&}", "#####[-####]", "[+,-]#*#[.*#]",
    "{Red,Yellow}", "(###) ###-####", "[(###)]###-####", "&*@", ";&##", "{+,-}*#[.]*#",
    "{0#,1{0,1,2}}:{0,1,2,3,4,5}#[:{0,1,2,3,4,5}#] [AM,PM]", "*[&[*?]*[{#, ,.,;,,;;,:,;!,;[,;],(,)}]]",
    "{X{X},Z{Z},{#,&}#{#,&}.[#,&][#,&][#,&][#,&]}",
  ])
  func documentedMasksCompile(_ mask: String) throws {
    let compiled = try PictureMask(mask)
    #expect(compiled.syntaxError == nil)
  }

  @Test func deepNestingCompilesWithoutRecursion() throws {
    let depth = 5_000
    let mask = String(repeating: "{", count: depth) + "#" + String(repeating: "}", count: depth)
    let compiled = try PictureMask(mask)
    #expect(compiled.check("7").status == .ok)
    #expect(compiled.explanation.split(separator: "\n").count == 2 * depth + 2)
  }

  @Test func deepUnclosedNestingReportsTheEnd() {
    let mask = String(repeating: "[", count: 50_000)
    let compiled = PictureMask(partial: mask)
    #expect(compiled.syntaxError?.kind == .pictureUnclosedGroup)
    #expect(compiled.syntaxError?.position == 50_000)
    #expect(compiled.check("").status == .ok)
  }

  @Test func aCountBeyondIntMaxIsAnErrorNotAnyNumber() {
    let mask = PictureMask(partial: "#*99999999999999999999999#")
    #expect(mask.syntaxError?.kind == .pictureRepetitionTooLarge)
    #expect(mask.check("1").status == .ok)
    #expect(mask.check("1234").status == .notOk)
  }
}

/// Issue 18: a long group compiles in linear time; the outcome is the same as for a short one.
@Suite struct PictureLongGroupTests {
  @Test func aLongGroupCompilesAndChecks() throws {
    let mask = try PictureMask("{" + String(repeating: "#", count: 100_000) + ",?}")
    #expect(mask.check("12").status == .okSoFar)
    #expect(mask.check("a").status == .ok)
    #expect(mask.check(String(repeating: "1", count: 100_000)).status == .ok)
    let nested = try PictureMask("[" + String(repeating: "{#,?}", count: 20_000) + "]")
    #expect(nested.check("1a2b").status == .okSoFar)
  }
}
