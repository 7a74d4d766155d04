import Testing

@testable import MaskKit

/// The mask description's JSON reader: every JSON form, escapes, and errors that name their position.
@Suite struct SpecJSONParserTests {
  private func strings(_ json: String) throws -> [String] {
    guard case .array(let elements) = try SpecJSONParser.parse(json).value else { return [] }
    return elements.compactMap { element in
      if case .string(let string) = element.value { return string }
      return nil
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let json = try SpecJSONParser.parse(
      #" { "a": [1, -2.5e3, true, false, null, "x", {}], "b": {"c": []} } "#)
    guard case .object(let members) = json.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    guard case .array(let elements) = members[0].value.value else {
      Issue.record("not an array")
      return
    }
    #expect(
      elements.map(\.typeName) == [
        "a number", "a number", "a boolean", "a boolean", "null", "a string", "an object",
      ])
    if case .number(let text) = elements[1].value { #expect(text == "-2.5e3") }
  }

  @Test func decodesEscapesAndKeepsUnicode() throws {
    #expect(
      try strings(#"["a\"b\\c\/d\n\t\r\b\f", "\u00e9\u20AC", "\ud83d\ude00", "€ 日本"]"#) == [
        "a\"b\\c/d\n\t\r\u{8}\u{C}", "é€", "😀", "€ 日本",
      ])
  }

  @Test(arguments: [
    ("", 0), ("{", 1), ("{\"a\" 1}", 5), ("[1,]", 3), ("[01]", 2), ("\"abc", 0), ("[\"\\x\"]", 2),
    ("{\"a\":1,\"a\":2}", 7), ("[1] x", 4), ("[-]", 1), ("[1.]", 3), ("[tru]", 1), ("[\"\\ud800\"]", 2),
    ("[\"a\u{1}\"]", 3), ("[\"€\", x]", 6),
  ])
  func malformedTextNamesThePosition(_ json: String, _ position: Int) {
    #expect(throws: MaskSpecError.self) { try SpecJSONParser.parse(json) }
    do {
      _ = try SpecJSONParser.parse(json)
    } catch {
      #expect(error.kind == .malformedJSON)
      #expect(error.position == position, "\(error)")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: MaskSpecError.self) { try SpecJSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(throws: Never.self) { try SpecJSONParser.parse(fine) }
  }

  @Test func longInputIsReadInOnePass() throws {
    let many = "[" + Array(repeating: "\"0123456789\"", count: 50_000).joined(separator: ",") + "]"
    #expect(try strings(many).count == 50_000)
  }
}
