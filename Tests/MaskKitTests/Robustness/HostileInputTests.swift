import MaskKit
import Testing

/// Every API answers hostile text and masks without trapping, and keeps its results in range.
@Suite struct HostileInputTests {
  static let length = 100_000

  static let inputMasks: [InputMask] = [
    "+1 ([000]) [000]-[0000]", "[0…]", "[A…]", "[_…]", "[00]{.}[00]{.}[0000]", "[9990] AC", "{ID}[-----]",
    "literal only",
  ].flatMap { format in
    [try? InputMask(format), try? InputMask(format, rightToLeft: true)].compactMap { $0 }
  }

  static let pictureMasks: [PictureMask] = [
    "(###) ###-####", "*#", "*?", "&*~", "{Jan,Feb}-##", "[+]#*#", "*{#,?}", "@@@!",
  ].compactMap { try? PictureMask($0) }

  static let formatStringMasks: [FormatStringMask] = [
    "(###) ###-####", "XX-xx *__", "0000", "\\#_",
  ].flatMap { format in
    [try? FormatStringMask(format), try? FormatStringMask(format, classes: .ascii)].compactMap { $0 }
  }

  static let blockMasks: [BlockMask] = [
    "+38 ({ddd}) {ddd}-{dd}-{dd}", "{dd}.{dd}.{dddd}", "{WaWa}", "{.}{D}",
  ].compactMap { try? BlockMask($0) }

  static let allMasks: [any Mask] = inputMasks + pictureMasks + formatStringMasks + blockMasks

  static func expectInRange(_ result: MaskResult, _ comment: Comment) {
    #expect(result.caret >= 0 && result.caret <= result.text.count, comment)
  }

  @Test(arguments: HostileSamples.texts)
  func everyMaskFormatsHostileText(_ text: String) {
    for mask in Self.allMasks {
      for caret in [-5, 0, 1, text.count, text.count + 5] {
        for gravity in CaretGravity.allCases {
          let input = CaretText(text, caret: caret, gravity: gravity, autocomplete: true, autoskip: true)
          Self.expectInRange(mask.apply(input), "\(mask) on \(text.debugDescription)")
        }
      }
    }
  }

  @Test(arguments: HostileSamples.texts)
  func hostileTextThroughTheEditingModel(_ text: String) {
    for mask in Self.allMasks {
      var field = MaskedText(mask: mask, text: text)
      field.type(text)
      field.moveCaret(to: 1)
      field.paste(text)
      field.selectAll()
      field.replace(TextSelection(start: 0, end: 2), with: text)
      field.backspace()
      field.deleteForward()
      field.undo()
      field.setText(text)
      field.redo()
      let selection = field.selection
      #expect(selection.start >= 0 && selection.end <= field.text.count, "\(text.debugDescription)")
    }
  }

  @Test func everyGeneralCategoryIsSampled() {
    #expect(HostileSamples.everyGeneralCategory.count == 29)
  }

  @Test func everyGeneralCategoryIsTypedOrRejectedWholly() throws {
    let masks: [any Mask] = [try InputMask("[_…]"), try InputMask("[0…]"), try PictureMask("*?")]
    for (category, scalar) in HostileSamples.everyGeneralCategory {
      for mask in masks {
        var field = MaskedText(mask: mask)
        let events = field.type(String(scalar))
        let rejected = events.contains(.inputRejected(String(scalar)))
        #expect(rejected == field.text.isEmpty, "\(category) U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test(arguments: HostileSamples.inputMaskFormats)
  func malformedInputMaskFormatsThrowAPositionedError(_ format: String) {
    do {
      let mask = try InputMask(format)
      Self.expectInRange(mask.format(format), "\(format.debugDescription)")
    } catch {
      #expect(error.position >= 0 && error.position <= format.count, "\(format.debugDescription)")
      #expect(!error.message.isEmpty)
    }
  }

  @Test(arguments: HostileSamples.pictureMasks)
  func malformedPictureMasksThrowAPositionedError(_ source: String) {
    do {
      let mask = try PictureMask(source)
      Self.expectInRange(mask.format(source), "\(source.debugDescription)")
    } catch {
      #expect(error.position >= 0 && error.position <= source.count, "\(source.debugDescription)")
      #expect(PictureMask(partial: source).syntaxError == error)
    }
  }

  @Test func deeplyNestedInputMaskBracketsAreOneError() {
    for (open, close) in [("[", "]"), ("{", "}")] as [(Character, Character)] {
      let format = HostileSamples.nested(open, close, depth: Self.length, core: "0")
      #expect(throws: MaskSyntaxError.self) { try InputMask(format) }
    }
    #expect(throws: MaskSyntaxError.self) { try InputMask(String(repeating: "[", count: Self.length)) }
    #expect(throws: MaskSyntaxError.self) { try InputMask(String(repeating: "]", count: Self.length)) }
  }

  @Test func deeplyNestedPictureGroupsGetAnAnswer() {
    for (open, close) in [("[", "]"), ("{", "}")] as [(Character, Character)] {
      let source = HostileSamples.nested(open, close, depth: Self.length / 10, core: "#")
      let mask = PictureMask(partial: source)
      _ = mask.check("1", autofill: true)
      _ = mask.explanation
      let unclosed = PictureMask(partial: String(repeating: open, count: Self.length))
      #expect(unclosed.syntaxError != nil)
    }
  }

  @Test func hundredThousandCharacterMasks() throws {
    let slots = try InputMask("[" + String(repeating: "0", count: Self.length) + "]")
    #expect(slots.totalTextLength == Self.length)
    #expect(slots.format(String(repeating: "7", count: Self.length)).isComplete)
    let literals = try InputMask(String(repeating: "-", count: Self.length))
    #expect(literals.format("").text.count == Self.length)
    let picture = try PictureMask(String(repeating: "#", count: Self.length))
    #expect(picture.check(String(repeating: "1", count: Self.length)).status == .ok)
  }

  @Test func hundredThousandCharacterTexts() throws {
    let digits = String(repeating: "1", count: Self.length)
    let marks = String(repeating: "a\u{301}", count: Self.length)
    let open = try InputMask("[0…]")
    #expect(open.format(digits).value.count == Self.length)
    #expect(open.format(marks).value.isEmpty)
    #expect(try InputMask("[A…]").format(marks).value.count == Self.length)
    let phone = try InputMask("+1 ([000]) [000]-[0000]")
    #expect(phone.format(digits).value.count == 10)
    #expect(try PictureMask("*#").check(digits).status == .ok)
  }

  @Test func hundredThousandCharacterTextInTheEditingModel() throws {
    let digits = String(repeating: "4", count: Self.length)
    var field = MaskedText(mask: try InputMask("[0…]"))
    field.paste(digits)
    #expect(field.value.count == Self.length)
    field.moveCaret(to: Self.length / 2)
    field.type("5")
    field.backspace()
    field.undo()
    #expect(field.value.count == Self.length + 1)
    field.setMask(try InputMask("+1 ([000]) [000]-[0000]"))
    #expect(field.value == "4444444444")
  }
}
