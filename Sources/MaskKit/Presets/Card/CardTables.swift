/// The card preset's tables, built once from ``CardBrandTable`` and the brands' layouts, in one value so
/// that a keystroke reaches all of them through one lazily initialised global.
struct CardTables: Sendable {
  /// The tables.
  static let shared = CardTables()

  /// The brands in the order of the cases (the order detection breaks ties in).
  let brands = CardBrand.allCases

  /// For each first digit, the brands (as indices into ``brands``, in order) with the patterns of theirs
  /// that a number starting with that digit can fall in, in order. A pattern whose range of first digits
  /// excludes the digit never admits such a number, so leaving it out changes no answer.
  let byFirstDigit: [[(brand: Int, patterns: [CardBrandTable.Pattern])]]

  /// The layout of each brand of ``brands`` and, last, of a brand not yet known.
  let layouts: [CardLayout]

  private init() {
    let brands = self.brands
    byFirstDigit = (0..<10).map { digit in
      let byte = UInt8(ascii: "0") + UInt8(digit)
      return brands.indices.compactMap { index in
        let patterns = CardBrandTable.patterns(of: brands[index]).filter {
          $0.low[0] <= byte && byte <= $0.high[0]
        }
        return patterns.isEmpty ? nil : (index, patterns)
      }
    }
    layouts = brands.map(CardLayout.init) + [CardLayout(nil)]
  }

  /// The index in ``brands`` of the brand of `number` (ASCII digit bytes, at most eight read), as
  /// ``CardBrand/detect(_:)`` chooses it.
  func brandIndex(_ number: ReadBuffer<UInt8>) -> Int? {
    guard let first = number.first else { return nil }
    let number = ReadBuffer(rebasing: number.prefix(8))
    var best: (brand: Int, strength: Int)?
    for (brand, patterns) in byFirstDigit[Int(first - UInt8(ascii: "0"))] {
      guard let pattern = patterns.first(where: { $0.admits(number) }) else { continue }
      guard number.count >= pattern.width else { return nil }
      if pattern.width > best?.strength ?? 0 { best = (brand, pattern.width) }
    }
    return best?.brand
  }
}
