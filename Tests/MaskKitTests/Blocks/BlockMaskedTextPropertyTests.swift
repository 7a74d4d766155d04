import MaskKit
import PropertyBased
import Testing

/// Laws of the editing model on random blocks masks and templates: whatever is typed, pasted or
/// deleted, the value is characters that were entered, in slot order, and the field is complete exactly
/// when every slot holds one.
@Suite struct BlockMaskedTextPropertyTests {
  static let blocks = ["{.}", "{..}", "{dd}", "{DDD}", "{W}", "{WaW}", "{a.}", "{.D.}", "{d.W}"]
  static let literals = ["", "", "-", " ", "(", ") ", "/", "+1 "]
  static let templates: [String?] = ["_", "*", "-", " ", "x", "0", nil, "(", "per position"]
  static let fragments = [
    "x", "y", "_", "*", "-", " ", "1", "2", "a", "é", "😀", "(", "ab", "x_y", "1-2", "__", "12 34", "*-*",
  ]

  enum Edit: CaseIterable { case type, paste, backspace, deleteForward, moveCaret, select }

  /// A mask of one to four blocks with literals around them, as pieces: (literal, block) pairs.
  static let maskPieces = PropertyBased.zip(
    Gen.int(in: 0...(literals.count - 1)), Gen.int(in: 0...(blocks.count - 1))
  ).array(of: 1...4)

  static let edits = PropertyBased.zip(
    Gen.int(in: 0...(Edit.allCases.count - 1)).map { Edit.allCases[$0] },
    Gen.int(in: 0...(fragments.count - 1)).map { fragments[$0] }, Gen.int(in: -2...20), Gen.int(in: -2...20)
  ).array(of: 0...20)

  static func mask(_ pieces: [(Int, Int)], trailing: Int, template: Int) throws -> BlockMask {
    let source = pieces.map { literals[$0.0] + blocks[$0.1] }.joined() + literals[trailing]
    guard let chosen = templates[template] else { return try BlockMask(source) }
    guard chosen == "per position" else { return try BlockMask(source, template: chosen) }
    let length = try BlockMask(source).displayLength
    return try BlockMask(source, template: String((0..<length).map { Array("_*a-")[$0 % 4] }))
  }

  static func perform(_ edit: (Edit, String, Int, Int), on field: inout MaskedText) -> String {
    switch edit.0 {
    case .type:
      field.type(edit.1)
      return edit.1
    case .paste:
      field.paste(edit.1)
      return edit.1
    case .backspace: field.backspace()
    case .deleteForward: field.deleteForward()
    case .moveCaret: field.moveCaret(to: edit.2)
    case .select: field.select(TextSelection(start: min(edit.2, edit.3), end: max(edit.2, edit.3)))
    }
    return ""
  }

  /// No character is in the value more often than it was typed or pasted, the text is the value filling
  /// the slots in order, and the field is complete exactly when every slot is filled.
  @Test func theValueIsOnlyWhatWasEntered() async throws {
    await propertyCheck(
      count: 400, input: Self.maskPieces, Gen.int(in: 0...(Self.literals.count - 1)),
      Gen.int(in: 0...(Self.templates.count - 1)), Self.edits
    ) { pieces, trailing, template, edits in
      guard let mask = try? Self.mask(pieces, trailing: trailing, template: template) else { return }
      var field = MaskedText(mask: mask)
      var entered: [Character: Int] = [:]
      for edit in edits {
        for character in Self.perform(edit, on: &field) { entered[character, default: 0] += 1 }
        let counts = Dictionary(field.value.map { ($0, 1) }, uniquingKeysWith: +)
        for (character, count) in counts {
          #expect(count <= entered[character, default: 0], "\(mask.source): \(field.value) after \(edits)")
        }
        let rendering = mask.rendering(ofValue: field.value)
        #expect(rendering?.text == field.text, "\(mask.source): \(field.text) vs \(field.value)")
        #expect(rendering?.value == field.value)
        #expect(field.isComplete == (field.value.count == mask.slotCount))
      }
    }
  }

  /// Typed key by key at the end of a mask without literals, each character goes into the next slot
  /// when that slot accepts it and is refused otherwise: the value is exactly those characters.
  @Test func typingAtTheEndEntersExactlyTheAcceptedCharacters() async throws {
    let keys = Gen.int(in: 0...(Self.fragments.count - 1)).map { Self.fragments[$0] }.array(of: 0...12)
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(Self.blocks.count - 1)).array(of: 1...3),
      Gen.int(in: 0...(Self.templates.count - 1)), keys
    ) { blocks, template, keys in
      let pieces = blocks.map { (0, $0) }
      guard let mask = try? Self.mask(pieces, trailing: 0, template: template) else { return }
      let symbols = blocks.flatMap { Self.blocks[$0].dropFirst().dropLast() }.compactMap(BlockSymbol.init)
      var field = MaskedText(mask: mask)
      var expected = ""
      for key in keys.joined() {
        field.type(String(key))
        if expected.count < symbols.count, symbols[expected.count].accepts(key) { expected.append(key) }
        #expect(field.value == expected, "\(mask.source) typed \(keys)")
      }
      #expect(field.isComplete == (expected.count == symbols.count))
    }
  }
}
