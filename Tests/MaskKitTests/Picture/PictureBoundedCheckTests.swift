import MaskKit
import PropertyBased
import Testing

/// Masks and texts that once took seconds or gigabytes (issue 18) get the right verdict, and the
/// shortcuts that make them cheap agree with the general walk.
@Suite struct PictureBoundedCheckTests {
  /// A long alternative of slots tried at every position: each try is one question, not one per slot.
  @Test func aLongAlternativeTriedAtEveryPosition() throws {
    let mask = try PictureMask("*{" + String(repeating: "#", count: 2_000) + "X,#}")
    let digits = mask.check(String(repeating: "1", count: 4_000))
    #expect(digits.status == .okSoFar && digits.output.count == 4_000)
    let tooLong = mask.check(
      String(repeating: "1", count: 2_000) + "X" + String(repeating: "1", count: 50) + "a")
    #expect(tooLong.status == .notOk && tooLong.failurePosition == 2_051)
  }

  /// Four hundred repetitions that take no turn at every position: nothing is remembered for them.
  @Test func manyRepetitionsThatTakeNoTurn() throws {
    let mask = try PictureMask("*{" + String(repeating: "*a", count: 400) + "#}")
    #expect(mask.check(String(repeating: "1", count: 2_000)).status == .ok)
    let mixed = mask.check(String(repeating: "1a", count: 50) + "b")
    #expect(mixed.status == .notOk && mixed.failurePosition == 100)
  }

  @Test func aLongGroupCompilesAndChecks() throws {
    let mask = try PictureMask("{" + String(repeating: "#", count: 40_000) + "}")
    #expect(mask.check("12").status == .okSoFar)
    #expect(mask.check(String(repeating: "7", count: 40_000)).status == .ok)
  }

  /// The mask with every plain slot (`#`, `?`, `@`) in a group of its own, which the shortcuts for
  /// runs of plain slots and for `*#` do not take.
  static func withoutShortcuts(_ source: String) -> String {
    var result = ""
    var escaped = false
    for character in source {
      if !escaped, "#?@".contains(character) {
        result += "{\(character)}"
      } else {
        result.append(character)
      }
      escaped = !escaped && character == ";"
    }
    return result
  }

  static let maskParts = Gen.oneOf(
    Gen.always("#"), Gen.always("###"), Gen.always("?"), Gen.always("@@"), Gen.always("&"), Gen.always("-"),
    Gen.always("a"), Gen.always(";#"), Gen.always("*#"), Gen.always("*?"), Gen.always("*{#,?}"),
    Gen.always("[##]"), Gen.always("{##a,#}"), Gen.always("*2#"), Gen.always("*[#-]"), Gen.always("*{##-}"),
    Gen.always("*{*#a,@}"), Gen.always("{&&,###}")
  ).array(of: 1...6).map { $0.joined() }

  static let text = Gen.oneOf(
    Gen.always("1"), Gen.always("2"), Gen.always("a"), Gen.always("B"), Gen.always("-"), Gen.always(" "),
    Gen.always("٣"), Gen.always("é"), Gen.always("😀")
  ).array(of: 0...30).map { $0.joined() }

  @Test func shortcutsAgreeWithTheGeneralWalk() async {
    await propertyCheck(count: 4_000, input: Self.maskParts, Self.text, Gen.bool) { source, text, autofill in
      let mask = PictureMask(partial: source)
      let general = PictureMask(partial: Self.withoutShortcuts(source))
      #expect(mask.syntaxError == nil && general.syntaxError == nil)
      let fast = mask.check(text, autofill: autofill)
      let slow = general.check(text, autofill: autofill)
      #expect(fast.status == slow.status, "\(source) \(text)")
      #expect(fast.output == slow.output, "\(source) \(text)")
      #expect(fast.failurePosition == slow.failurePosition, "\(source) \(text)")
    }
  }
}
