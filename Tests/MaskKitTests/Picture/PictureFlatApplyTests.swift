import MaskKit
import PropertyBased
import Testing

/// `apply` on a mask without groups or repetitions takes a pass over bytes; these tests hold it to the
/// general walk, which the same mask takes once a slot is put in a group of its own (`#` → `{#}`).
@Suite struct PictureFlatApplyTests {
  static let maskParts = Gen.oneOf(
    Gen.always("#"), Gen.always("#"), Gen.always("?"), Gen.always("&"), Gen.always("~"), Gen.always("@"),
    Gen.always("!"), Gen.always("-"), Gen.always("("), Gen.always(") "), Gen.always("a"), Gen.always("Z"),
    Gen.always("."), Gen.always(";#"), Gen.always("1")
  ).array(of: 0...12).map { $0.joined() }

  static let text = Gen.oneOf(
    Gen.always("1"), Gen.always("2"), Gen.always("a"), Gen.always("Z"), Gen.always("-"), Gen.always(" "),
    Gen.always("("), Gen.always(")"), Gen.always("."), Gen.always("#"), Gen.always("\u{0}")
  ).array(of: 0...16).map { $0.joined() }

  /// The mask with its first slot in a group of its own: the same mask for the general walk.
  static func grouped(_ source: String) -> String? {
    var escaped = false
    for (offset, character) in source.enumerated() {
      if !escaped, "#?&~@!".contains(character) {
        let index = source.index(source.startIndex, offsetBy: offset)
        return source[..<index] + "{\(character)}" + source[source.index(after: index)...]
      }
      escaped = !escaped && character == ";"
    }
    return nil
  }

  @Test func flatApplyAgreesWithTheGeneralWalk() async {
    await propertyCheck(
      count: 4_000, input: Self.maskParts, Self.text, Gen.int(in: 0...17), Gen.bool, Gen.bool
    ) { source, text, caret, autocomplete, forward in
      guard let grouped = Self.grouped(source) else { return }
      let mask = PictureMask(partial: source)
      let general = PictureMask(partial: grouped)
      let input = CaretText(
        text, caret: caret, gravity: forward ? .forward : .backward, autocomplete: autocomplete)
      #expect(mask.apply(input) == general.apply(input), "\(source) \(text) \(caret)")
    }
  }

  @Test func phoneKeystrokeInTheMiddle() throws {
    let phone = try PictureMask("(###) ###-####")
    let result = phone.apply(CaretText("(2406) 555-123", caret: 3))
    #expect(result.text == "(240) 655-5123" && result.caret == 3)
  }
}
