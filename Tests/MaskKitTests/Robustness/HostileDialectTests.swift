import MaskKit
import Testing

/// The formatter and blocks dialects under hostile masks and text.
@Suite struct HostileDialectTests {
  static let length = 100_000

  static let formatStrings = [
    "", "\\", "\\\\", "#\\", "\u{0}", "\u{301}#", "👨‍👩‍👧##", "\u{202E}###", "X\u{200D}x", "🇫🇷__",
  ]

  static let blockSources = [
    "", "{", "}", "{}", "{{d}}", "}{", "{d", "d}", "{d}}", "{{", "\u{0}{d}", "{\u{301}}", "{👨‍👩‍👧}",
    "\u{202E}{dd}", "{.}{.}{.}",
  ]

  @Test(arguments: formatStrings)
  func malformedFormatStringsThrowAPositionedError(_ format: String) {
    let partial = FormatStringMask(partial: format)
    do {
      let mask = try FormatStringMask(format)
      #expect(partial.syntaxError == nil)
      for text in HostileSamples.texts {
        #expect(
          mask.applyFormat(mask.applyFormat(text)) == mask.applyFormat(text), "\(text.debugDescription)")
        _ = mask.removeFormat(text)
      }
    } catch {
      #expect(error.position >= 0 && error.position <= format.count, "\(format.debugDescription)")
      #expect(partial.syntaxError == error)
    }
  }

  @Test(arguments: blockSources)
  func malformedBlockMasksThrowAPositionedError(_ source: String) {
    do {
      let mask = try BlockMask(source)
      for text in HostileSamples.texts {
        let result = mask.format(text)
        #expect(result.caret >= 0 && result.caret <= result.text.count, "\(text.debugDescription)")
      }
    } catch {
      #expect(error.position >= 0 && error.position <= source.count, "\(source.debugDescription)")
      #expect(!error.message.isEmpty)
    }
  }

  @Test func hostileBracketPairsAreAnErrorOrWork() {
    let pairs: [(Character, Character)] = [
      ("{", "{"), ("a", "b"), ("\u{0}", "\u{1}"), ("👍", "👎"), ("d", "}"),
    ]
    for brackets in pairs {
      let source = "\(brackets.0)dd\(brackets.1)"
      if let mask = try? BlockMask(source, brackets: brackets) {
        #expect(mask.format("12").caret <= mask.format("12").text.count)
      }
    }
  }

  @Test func hostileTextThroughABlockField() throws {
    var field = BlockField(mask: try BlockMask("+38 ({ddd}) {ddd}-{dd}-{dd}"))
    for text in HostileSamples.texts {
      field.type(text)
      field.paste(text)
      field.select(location: Int.min, length: Int.max)
      field.replaceSelection(with: text)
      field.replace(location: Int.max, length: Int.max, with: text)
      field.backspace(Int.max)
      field.setTemplate(text)
      field.setPlaceholder(text)
      try? field.setMask(text)
      let selection = field.selection
      #expect(selection.start >= 0 && selection.end <= max(field.maskText.count, field.text.count))
    }
  }

  @Test func deeplyNestedBlockBracketsAreOneError() {
    let nested = HostileSamples.nested("{", "}", depth: Self.length, core: "d")
    #expect(throws: MaskSyntaxError.self) { try BlockMask(nested) }
    #expect(throws: MaskSyntaxError.self) { try BlockMask(String(repeating: "}", count: Self.length)) }
  }

  @Test func hundredThousandCharacterMasksAndTexts() throws {
    let digits = String(repeating: "5", count: Self.length)
    let formatter = try FormatStringMask(String(repeating: "#", count: Self.length))
    #expect(formatter.outcome(of: digits).isFull)
    #expect(try FormatStringMask("(###) ###-####").applyFormat(digits).count == 14)
    let blocks = try BlockMask("{" + String(repeating: "d", count: Self.length) + "}")
    #expect(blocks.format(digits).isComplete)
    #expect(try BlockMask("{dd}-{dd}").format(digits).value == "5555")
  }
}
