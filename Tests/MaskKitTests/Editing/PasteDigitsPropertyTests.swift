import MaskKit
import PropertyBased
import Testing

/// A paste's value digits are the field's digits with the pasted ones inserted whole, or, when the paste
/// replaces the whole value, the pasted digits after at most a three-digit code: never digits from neither.
@Suite struct PasteDigitsPropertyTests {
  static let masks = [
    "+1 ([000]) [000]-[0000]", "([000]) [000]-[0000]", "+7 ([000]) [000]-[00]-[00]",
    "+998 [00] [000] [00] [00]", "[000]-[000]", "[00000000][99]",
  ]
  static let codes = ["", "+1 ", "+7 ", "+44 ", "+998 ", "+1", "+", "8 ", "1", "7"]
  static let separators = [" ", "-", "(", ")", ".", ""]

  static let pastes = zip(
    Gen.int(in: 0...(codes.count - 1)), Gen.int(in: 0...9).array(of: 0...12),
    Gen.int(in: 0...(separators.count - 1))
  ).map { code, digits, separator in
    codes[code]
      + digits.enumerated().map { index, digit in
        (index % 3 == 2 ? separators[separator] : "") + String(digit)
      }.joined()
  }

  static func digits(_ text: String) -> [Character] { text.filter { $0.isASCII && $0.isNumber }.map { $0 } }

  /// Whether `after` is `kept` with `pasted`, less at most `maxDropped` leading digits, inserted somewhere.
  static func isInsertion(
    _ pasted: [Character], into kept: [Character], _ after: [Character], maxDropped: Int
  )
    -> Bool
  {
    (0...min(maxDropped, pasted.count)).contains { dropped in
      (0...kept.count).contains { split in
        after == Array(kept[..<split]) + pasted.dropFirst(dropped) + Array(kept[split...])
      }
    }
  }

  @Test func aPastesDigitsComeFromTheFieldAndThePaste() async throws {
    let masks = try Self.masks.map { try InputMask($0) }
    let states = zip(
      Gen.int(in: 0...(masks.count - 1)), Gen.int(in: 0...9).array(of: 0...10), Gen.int(in: -1...20))
    await propertyCheck(count: 400, input: states, Self.pastes) { state, pasted in
      let (index, typed, caret) = state
      var field = MaskedText(mask: masks[index])
      field.type(typed.map(String.init).joined())
      if caret < 0 { field.selectAll() } else { field.moveCaret(to: caret) }
      let kept = caret < 0 ? [] : Self.digits(field.value)
      let before = field.value
      field.paste(pasted)
      guard field.value != before else { return }
      let after = Self.digits(field.value)
      let pastedDigits = Self.digits(pasted)
      #expect(Self.isInsertion(pastedDigits, into: kept, after, maxDropped: kept.isEmpty ? 3 : 0))
      let code = Self.digits(masks[index].literalPrefix)
      if field.isComplete, kept.isEmpty, pasted.hasPrefix("+"), !code.isEmpty {
        #expect(pastedDigits.starts(with: code))
        #expect(after == Array(pastedDigits.dropFirst(code.count)))
      }
    }
  }
}
