import MaskKit
import PropertyBased
import Testing

/// Issue 28 item 16, as a law: a card number's tail placeholder holds only slots and spaces, reaches a
/// length the detected brand issues, and is empty exactly when the digits already have such a length.
@Suite struct CardTailPlaceholderPropertyTests {
  static let prefixes = ["", "4", "37", "5555", "6011", "62", "2200", "36", "9"]

  @Test func theTailReachesTheNextLengthTheBrandIssues() async {
    let digits = Gen.int(in: 0...9).array(of: 0...19)
    await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.prefixes.count - 1)), digits) {
      index, tail in
      let typed = String((Self.prefixes[index] + tail.map(String.init).joined()).prefix(19))
      let match = CardNumberMask().match(CaretText(typed))
      let count = match.result.value.count
      let slots = match.result.tailPlaceholder
      #expect(slots.allSatisfy { $0 == "0" || $0 == " " })
      let lengths = match.brand?.lengths ?? [16, 19]
      let issued = match.brand.map { $0.issues(length: count) } ?? (count == 16)
      let next = lengths.filter { $0 > count }.min()
      if issued || next == nil {
        #expect(slots.isEmpty)
      } else {
        #expect(count + slots.count { $0 == "0" } == next)
      }
    }
  }
}
