import PropertyBased
import Testing

@testable import MaskKit

/// The one-pass ASCII compiler gives exactly the slots of the general parser and compiler.
@Suite struct InputMaskASCIICompilerTests {
  static func general(_ format: String) -> [InputMaskSlot]? {
    guard let blocks = try? InputMaskParser(notations: NotationTable([])).blocks(of: format) else {
      return nil
    }
    return InputMaskCompiler(notations: NotationTable([])).slots(for: blocks)
  }

  static func expectSameSlots(_ format: String) {
    let fast = InputMaskASCIICompiler.compile(format)
    guard let slots = general(format) else {
      #expect(fast == nil, "\(format) is malformed")
      return
    }
    if let fast {
      #expect(Array(InputMaskSlots(fast)) == slots, "\(format)")
      #expect(fast == ASCIISlotTable.compact(slots), "\(format)")
    } else {
      // Only formats with a carriage return or a non-ASCII character outside [] go the general way.
      #expect(format.utf8.contains(0x0D) || format.contains { !$0.isASCII }, "\(format)")
    }
  }

  @Test(arguments: [
    "+1 ([000]) [000]-[0000]", "[00]{.}[00]{.}[0000]", "[0…]", "[…]", "[…0]", "[09A]", "[9900aA_-]",
    "[_-_]", "[0…9]", "[0]…", "{[}", "[0", "]", "[]", "{}", "\\", "\\[[00]\\]", "{\\}}[0]", "[0\\0]",
    "[0x]", "[00]\r\n[00]", "→[00]", "[0…][AA]", "[0…][x", "",
  ])
  func knownFormats(_ format: String) {
    Self.expectSameSlots(format)
  }

  /// Slots compiled the general way (custom notations, non-ASCII literals) read back as compiled,
  /// from the compact table when every literal is ASCII.
  @Test(arguments: ["[cc] [00]", "[s][0…]", "{+7} [sc0]", "[00]→[00]", "[0c][Aa]"])
  func compactSlotsReadBackAsCompiled(_ format: String) throws {
    let table = NotationTable([
      Notation(character: "c", characters: "$€x"),
      Notation(character: "s", characters: "+-", isOptional: true),
    ])
    let slots = InputMaskCompiler(notations: table).slots(
      for: try InputMaskParser(notations: table).blocks(of: format))
    let compact = InputMaskSlots(slots)
    #expect(Array(compact) == slots)
    #expect((compact.ascii == nil) == format.contains("→"))
  }

  @Test func randomFormats() async {
    let symbols = Gen.oneOf(
      Gen.always("["), Gen.always("]"), Gen.always("{"), Gen.always("}"), Gen.always("\\"), Gen.always("0"),
      Gen.always("9"), Gen.always("A"), Gen.always("a"), Gen.always("_"), Gen.always("-"), Gen.always("…"),
      Gen.always("+"), Gen.always(" "), Gen.always("x"), Gen.always("\r"))
    await propertyCheck(count: 2_000, input: symbols.array(of: 0...14).map { $0.joined() }) { format in
      Self.expectSameSlots(format)
    }
  }
}
