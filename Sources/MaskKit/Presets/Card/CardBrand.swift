/// A payment card brand, recognised from the first digits of the card number.
public enum CardBrand: String, Sendable, Hashable, CaseIterable {
  /// Visa: starts with 4.
  case visa
  /// Mastercard: 51–55 and the 2-series 2221–2720.
  case mastercard
  /// American Express: 34 and 37.
  case americanExpress
  /// Discover: 6011, 644–649 and 65.
  case discover
  /// JCB: 3528–3589.
  case jcb
  /// Diners Club International: 300–305, 36, 38 and 39.
  case dinersClub
  /// UnionPay: 62.
  case unionPay
  /// Maestro: 5018, 5020, 5038, 5893, 6304, 6759 and 6761–6763.
  case maestro
  /// Mir: 2200–2204.
  case mir

  /// The brand's name as printed on cards.
  public var name: String {
    switch self {
    case .visa: return "Visa"
    case .mastercard: return "Mastercard"
    case .americanExpress: return "American Express"
    case .discover: return "Discover"
    case .jcb: return "JCB"
    case .dinersClub: return "Diners Club"
    case .unionPay: return "UnionPay"
    case .maestro: return "Maestro"
    case .mir: return "Mir"
    }
  }

  /// The lengths a card number of the brand can have.
  public var lengths: ClosedRange<Int> {
    switch self {
    case .visa: return 13...19
    case .mastercard: return 16...16
    case .americanExpress: return 15...15
    case .dinersClub: return 14...19
    case .maestro: return 12...19
    case .discover, .jcb, .unionPay, .mir: return 16...19
    }
  }

  /// Whether `length` is a length the brand issues (Visa: 13, 16 or 19).
  public func issues(length: Int) -> Bool {
    self == .visa ? [13, 16, 19].contains(length) : lengths.contains(length)
  }

  /// The number of digits of the security code (CVC, CVV, CID).
  public var securityCodeLength: Int { self == .americanExpress ? 4 : 3 }

  /// The card-number formats as groups of digits; the shortest that holds the digits typed is used.
  var groupings: [[Int]] {
    switch self {
    case .americanExpress: return [[4, 6, 5]]
    case .mastercard: return [[4, 4, 4, 4]]
    case .dinersClub: return [[4, 6, 4], [4, 4, 4, 4], [4, 4, 4, 4, 3]]
    default: return [[4, 4, 4, 4], [4, 4, 4, 4, 3]]
    }
  }

  /// The issuer number ranges, from the card networks' published IIN tables (written from memory):
  /// each range compares the first `low.count` digits of the number.
  static let ranges: [(brand: CardBrand, low: String, high: String)] = [
    (.visa, "4", "4"),
    (.mastercard, "51", "55"),
    (.mastercard, "2221", "2720"),
    (.americanExpress, "34", "34"),
    (.americanExpress, "37", "37"),
    (.discover, "6011", "6011"),
    (.discover, "644", "649"),
    (.discover, "65", "65"),
    (.jcb, "3528", "3589"),
    (.dinersClub, "300", "305"),
    (.dinersClub, "36", "36"),
    (.dinersClub, "38", "39"),
    (.unionPay, "62", "62"),
    (.maestro, "5018", "5018"),
    (.maestro, "5020", "5020"),
    (.maestro, "5038", "5038"),
    (.maestro, "5893", "5893"),
    (.maestro, "6304", "6304"),
    (.maestro, "6759", "6759"),
    (.maestro, "6761", "6763"),
    (.mir, "2200", "2204"),
  ]

  /// The brand whose issuer range holds the first digits of `digits`; nil while they are too few.
  public static func detect(_ digits: some StringProtocol) -> CardBrand? {
    var best: (brand: CardBrand, width: Int)?
    for range in ranges where digits.count >= range.low.count {
      let head = String(digits.prefix(range.low.count))
      guard head.allSatisfy(\.isASCII), head >= range.low, head <= range.high else { continue }
      if range.low.count > best?.width ?? 0 { best = (range.brand, range.low.count) }
    }
    return best?.brand
  }
}
