import MaskKit
import Testing

/// The card preset against braintree/credit-card-type 10.3.0 and the Luhn check:
/// `Tests/MaskKitTests/Fixtures/card-cases.tsv` (written by Scripts/generate-card-cases.py) holds
/// beginnings of numbers with the brand the reference decides, and whole numbers of every brand,
/// pattern and listed length in the layouts people paste, one digit off, one digit too many or too few,
/// with a code or an expiry glued on, and numbers of no brand.
@Suite struct CardReferenceTests {
  /// One line of the fixture.
  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var kind: String
    var text: String
    var brand: CardBrand?
    var complete: Bool
    var value: String

    var testDescription: String { id }
  }

  static let rows: [Row] = fixtureRows("card-cases.tsv", columns: 7).map { columns in
    Row(
      id: columns[0], kind: columns[1],
      text: unescapedFixtureText(columns[2]), brand: CardBrand(rawValue: columns[3]),
      complete: columns[4] == "1", value: columns[5])
  }

  @Test func theFixtureIsThere() {
    #expect(Self.rows.count == 2230)
    #expect(Set(Self.rows.map(\.kind)) == ["prefix", "number", "code"])
    #expect(Self.rows.contains { $0.complete } && Self.rows.contains { !$0.complete })
    #expect(Set(Self.rows.compactMap(\.brand)) == Set(CardBrand.allCases))
  }

  /// `CardBrand.detect` decides the reference's brand for every beginning, and none where the
  /// reference decides none (not yet, or never).
  @Test func detectAgreesWithCreditCardType() {
    for row in Self.rows where row.kind == "prefix" {
      #expect(CardBrand.detect(row.text) == row.brand, "\(row.id) \(row.text)")
    }
  }

  /// `format` (what `check` and `--csv` read) and a paste into an empty field complete exactly the
  /// numbers of a listed length with a valid Luhn check, with the reference's brand.
  @Test func formatAndPasteAgreeWithTheReference() {
    let mask = CardNumberMask()
    for row in Self.rows where row.kind == "number" {
      let match = mask.match(CaretText(row.text))
      #expect(match.brand == row.brand, "\(row.id) \(row.text.debugDescription)")
      expectReadsAsReference(mask, row.text, complete: row.complete, value: row.value, id: row.id)
    }
  }

  /// A security code completes at the size credit-card-type gives the brand's code (four for American
  /// Express, three for the others), through `format` and a paste.
  @Test func codesAgreeWithTheBrandsCodeSize() {
    for row in Self.rows where row.kind == "code" {
      let mask = CardSecurityCodeMask(brand: row.brand)
      let id = "\(row.id) (\(row.brand.map(\.rawValue) ?? "no brand"))"
      expectReadsAsReference(mask, row.text, complete: row.complete, value: row.value, id: id)
    }
  }
}
