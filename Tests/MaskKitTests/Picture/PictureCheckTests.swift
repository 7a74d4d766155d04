import MaskKit
import Testing

/// `check`: what each symbol accepts, case conversion, autofill and the status of partial text.
@Suite struct PictureCheckTests {
  func check(_ mask: String, _ text: String, autofill: Bool = false) throws -> PictureCheckResult {
    try PictureMask(mask).check(text, autofill: autofill)
  }

  @Test func slotsAcceptTheirCharacters() throws {
    #expect(try check("#", "7").status == .ok)
    #expect(try check("#", "x").status == .notOk)
    #expect(try check("?", "x").status == .ok)
    #expect(try check("?", "7").status == .notOk)
    #expect(try check("&", "x").output == "X")
    #expect(try check("~", "X").output == "x")
    #expect(try check("~", "D").output == "d")
    #expect(try check("@", "%").status == .ok)
    #expect(try check("!", "q").output == "Q")
    #expect(try check("!", "%").output == "%")
  }

  @Test func unicodeLettersAndDigits() throws {
    #expect(try check("###", "١٢٣").output == "123")
    #expect(try PictureMask("#", options: PictureOptions(normalizesDigits: false)).check("٣").output == "٣")
    #expect(try check("&&", "éж").output == "ÉЖ")
    #expect(try check("?", "中").status == .ok)
    #expect(try check("&", "ß").output == "ß")
    #expect(try check("#", "😀").status == .notOk)
    #expect(try check("!", "\r\n").output == "\r\n")
    #expect(try check(";\n", "\r\n").status == .notOk)
  }

  @Test func statusOfPartialAndCompleteText() throws {
    #expect(try check("##", "").status == .okSoFar)
    #expect(try check("##", "1").status == .okSoFar)
    #expect(try check("##", "12").status == .ok)
    #expect(try check("##", "123").status == .notOk)
    #expect(try check("#[#]", "1").status == .ok)
    #expect(try check("*5#", "1234").status == .okSoFar)
    #expect(try check("*5#", "12345").status == .ok)
    #expect(try check("#####[-####]", "12345-6").status == .okSoFar)
  }

  @Test(arguments: ["1", "+1", "+1.", "-1.0", "123.456"])
  func numbersFromTheReadme(_ text: String) throws {
    #expect(try check("[+,-]#*#[.*#]", text).status == .ok)
  }

  @Test func groupsTakeTheFirstAlternativeThatFits() throws {
    #expect(try check("{#,&}", "a").output == "A")
    #expect(try check("{Red,Yellow}", "RED").output == "Red")
    #expect(try check("{Red,Yellow}", "yel").status == .okSoFar)
    #expect(try check("{Red,Yellow}", "Blue").status == .notOk)
  }

  @Test func greedyChoicesDoNotBacktrack() throws {
    #expect(try check("{a,ab}c", "ac").status == .ok)
    #expect(try check("{a,ab}c", "abc").status == .notOk)
  }

  @Test func conversionsOfFailedAlternativesStayUnlessOverwritten() throws {
    #expect(try check("{&1,?2}", "a2").output == "A2")
    #expect(try check("{&1,~2}", "a2").output == "a2")
    #expect(try check("{&1,b2}", "a2").status == .notOk)
  }

  @Test func escapesAndLiterals() throws {
    #expect(try check(";&##", "&12").status == .ok)
    #expect(try check(";&##", "a12").status == .notOk)
    #expect(try check("(###)", "(123)").status == .ok)
  }

  @Test func spaceMatchesTheNextLiteral() throws {
    let result = try check("(###) ###-####", " 123  456 7890")
    #expect(result.status == .ok)
    #expect(result.output == "(123) 456-7890")
  }

  @Test func autofillAppendsTheLiteralsThatFollow() throws {
    #expect(try check("(###) ###-####", "", autofill: true).output == "(")
    #expect(try check("(###) ###-####", "(123", autofill: true).output == "(123) ")
    #expect(try check("(###) ###-####", "(123", autofill: false).output == "(123")
    #expect(try check("#-#", "1", autofill: true).output == "1-")
  }

  @Test func notOkComesWithAMessage() throws {
    let digit = try check("###", "1x")
    #expect(digit.errorMessage?.contains("digit") == true)
    #expect(digit.errorMessage?.contains("2") == true)
    #expect(try check("(###)", "[").errorMessage?.contains("\"(\"") == true)
    #expect(try check("{Red,Blue}", "x").errorMessage?.contains("{Red,Blue}") == true)
    #expect(try check("##", "123").errorMessage?.contains("too long") == true)
    #expect(try check("##", "12").errorMessage == nil)
    #expect(try check("##", "1").errorMessage == nil)
  }

  @Test func caseOfTheWordsWithCapitalizeMask() throws {
    let result = try check("*[&[*?]*[ ]]", "hello big world")
    #expect(result.status == .ok)
    #expect(result.output == "Hello Big World")
  }
}
