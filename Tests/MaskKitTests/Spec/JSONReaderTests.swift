import Testing

@testable import MaskKit

/// The one JSON reader (mask descriptions, `eval` lines, `--spec`): every JSON form, escapes, and errors
/// that name their position.
@Suite struct JSONReaderTests {
  private func strings(_ json: String, loneSurrogates: JSONReader.LoneSurrogates = .refused) throws
    -> [String]
  {
    guard case .array(let elements) = try JSONReader.read(json, loneSurrogates: loneSurrogates).value else {
      return []
    }
    return elements.compactMap { element in
      if case .string(let string) = element.value { return string }
      return nil
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let text = #" { "a": [1, -2.5e3, true, false, null, "x", {}], "b": {"c": []} } "#
    let json = try JSONReader.read(text)
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
    let written = elements.map { String(text.utf8.dropFirst($0.offset).prefix($0.end - $0.offset)) }
    #expect(written == ["1", "-2.5e3", "true", "false", "null", "\"x\"", "{}"])
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
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read(json) }
    do {
      _ = try JSONReader.read(json)
    } catch {
      #expect(json.characterOffset(ofUTF8: error.offset) == position, "\(error)")
    }
    do {
      _ = try MaskSpec(json: json)
      Issue.record("MaskSpec(json:) read \(json)")
    } catch {
      #expect(error.kind == .malformedJSON)
      #expect(error.position == position, "\(error)")
    }
  }

  /// Half a surrogate pair is refused in a mask description and read as U+FFFD in an `eval` line.
  @Test func loneSurrogatesAreRefusedOrReplaced() throws {
    for json in [#"["\ud800"]"#, #"["\udc00x"]"#, #"["\ud800\u0041"]"#] {
      #expect(throws: JSONSyntaxError.self) { try JSONReader.read(json) }
    }
    #expect(
      try strings(#"["\ud800", "\udc00x", "\ud800\u0041", "\ud83d\ude00"]"#, loneSurrogates: .replaced) == [
        "\u{FFFD}", "\u{FFFD}x", "\u{FFFD}A", "😀",
      ])
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read(deep) }
    let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(throws: Never.self) { try JSONReader.read(fine) }
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read("[" + fine + "]") }
  }

  @Test func aByteOrderMarkBeforeTheValueIsSkipped() throws {
    #expect(try strings("\u{FEFF}[\"a\"]") == ["a"])
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read("[\"a\"]\u{FEFF}") }
  }

  @Test func longInputIsReadInOnePass() throws {
    let many = "[" + Array(repeating: "\"0123456789\"", count: 50_000).joined(separator: ",") + "]"
    #expect(try strings(many).count == 50_000)
  }
}
