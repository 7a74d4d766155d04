import Testing

@testable import MaskKit

/// The card layouts, written straight from the digits, held to the input masks they stand for
/// (`CardFastPathTests.referenceFormat`) and to the tail placeholder built from the brand's lengths.
@Suite struct CardLayoutTests {
  static let brands: [CardBrand?] = CardBrand.allCases + [nil]

  @Test(arguments: brands)
  func theLayoutWritesWhatItsInputMaskWrites(_ brand: CardBrand?) throws {
    let longest = brand?.longest ?? CardNumberMask.longestNumber
    let mask = try InputMask(
      CardFastPathTests.referenceFormat(gaps: brand?.gaps ?? [4, 8, 12], longest: longest))
    let layout = CardLayout(brand)
    for count in 0...(CardNumberMask.longestNumber + 1) {
      let digits = String("12345678901234567890".prefix(count))
      for caret in -1...(count + 1) {
        for gravity in [CaretGravity.forward, .backward] {
          for (autocomplete, autoskip) in [(false, false), (true, false), (false, true), (true, true)] {
            let expected = mask.apply(
              CaretText(
                digits, caret: caret, gravity: gravity, autocomplete: autocomplete, autoskip: autoskip))
            let written = Array(digits.utf8).withReadBuffer {
              layout.write($0, caret: caret, gravity: gravity, autocomplete: autocomplete)
            }
            let label =
              "\(brand?.name ?? "unknown") \(digits) caret \(caret) \(gravity) \(autocomplete) \(autoskip)"
            #expect(written.text == expected.text, "\(label)")
            #expect(written.caret == expected.caret, "\(label)")
            #expect(String(digits.prefix(written.kept)) == expected.value, "\(label)")
            #expect(
              written.tailPlaceholder
                == CardFastPathTests.referenceTailPlaceholder(
                  after: expected.text, digits: expected.value.count, brand: brand), "\(label)")
          }
        }
      }
    }
  }
}
