/// A payment card brand, recognised from the first digits of the card number.
///
/// Ranges, lengths, digit groups and security-code sizes follow the table of braintree/credit-card-type
/// (`src/lib/card-types.ts`, the reference the card networks' test sets are checked against), restated
/// here in MaskKit's own form; see ``CardBrand/detect(_:)`` for how a brand is chosen.
public enum CardBrand: String, Sendable, Hashable, CaseIterable {
  /// Visa: starts with 4.
  case visa
  /// Mastercard: 51–55 and the 2-series 2221–2720.
  case mastercard
  /// American Express: 34 and 37.
  case americanExpress
  /// Diners Club International: 300–305, 36, 38 and 39.
  case dinersClub
  /// Discover: 6011, 644–649 and 65.
  case discover
  /// Troy (Türkiye): 9792 and ranges in 65.
  case troy
  /// JCB: 2131, 1800 and 3528–3589.
  case jcb
  /// UnionPay: 62 (most of it) and 81.
  case unionPay
  /// Naranja (Argentina): 589562, 402918 and 527572.
  case naranja
  /// Verve (Nigeria): ranges in 5060–5079.
  case verve
  /// Maestro: 493698, 50–59 outside Mastercard, Elo and Verve, 63, 67 and other numbers starting with 6.
  case maestro
  /// Elo (Brazil): scattered ranges in 4, 5 and 6.
  case elo
  /// Mir: 2200–2204.
  case mir
  /// Hiper (Brazil).
  case hiper
  /// Hipercard (Brazil): 606282.
  case hipercard

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
    case .elo: return "Elo"
    case .hiper: return "Hiper"
    case .hipercard: return "Hipercard"
    case .troy: return "Troy"
    case .naranja: return "Naranja"
    case .verve: return "Verve"
    }
  }

  /// Whether the brand is a national network (Elo, Hiper, Hipercard, Verve, Troy, Naranja) rather than an
  /// international one.
  public var isRegional: Bool { [.elo, .hiper, .hipercard, .verve, .troy, .naranja].contains(self) }

  /// The lengths a card number of the brand can have.
  public var lengths: [Int] { Array(shortest...longest).filter(issues(length:)) }

  /// Whether `length` is a length the brand issues (Visa: 16, 18 or 19).
  public func issues(length: Int) -> Bool {
    switch self {
    case .visa, .verve: return length == 16 || length == 18 || length == 19
    case .mastercard, .elo, .hiper, .hipercard, .troy, .naranja: return length == 16
    case .americanExpress: return length == 15
    case .dinersClub: return length == 14 || length == 16 || length == 19
    case .discover: return length == 16 || length == 19
    case .jcb, .mir: return (16...19).contains(length)
    case .unionPay: return (14...19).contains(length)
    case .maestro: return (12...19).contains(length)
    }
  }

  /// The shortest number the brand issues.
  var shortest: Int {
    switch self {
    case .americanExpress: return 15
    case .dinersClub, .unionPay: return 14
    case .maestro: return 12
    default: return 16
    }
  }

  /// The longest number the brand issues.
  var longest: Int {
    switch self {
    case .mastercard, .elo, .hiper, .hipercard, .troy, .naranja: return 16
    case .americanExpress: return 15
    default: return 19
    }
  }

  /// The number of digits of the security code (CVC, CVV, CID).
  public var securityCodeLength: Int { self == .americanExpress ? 4 : 3 }

  /// The offsets after which a space is shown: 4-6-5 for American Express and Diners Club, else 4-4-4.
  var gaps: [Int] { self == .americanExpress || self == .dinersClub ? [4, 10] : [4, 8, 12] }

  /// The brand of `digits`, or nil while the first digits still allow another brand or none fits.
  ///
  /// Each brand's first pattern consistent with the digits counts; a pattern longer than the digits typed
  /// so far leaves the brand open (nil), otherwise the longest pattern wins (the earlier brand on a tie, in the
  /// table's order: the order of the cases, credit-card-type's test order).
  public static func detect(_ digits: some StringProtocol) -> CardBrand? {
    var storage: UInt64 = 0
    var count = 0
    var bytes = digits.utf8.makeIterator()
    return withByteBuffer(of: &storage) { buffer in
      while count < 8, let byte = bytes.next() {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        buffer[count] = byte
        count += 1
      }
      // A non-ASCII scalar after the eighth digit may join it into one character (a combining mark):
      // then the eighth character is not a digit.
      if count == 8, let next = bytes.next(), next >= 0x80,
        !digits.prefix(8).allSatisfy({ $0.isASCII && $0.isNumber })
      {
        return nil
      }
      return detect(ReadBuffer(rebasing: buffer[..<count]))
    }
  }

  /// The brand of `number`, ASCII digit bytes (at most eight are read), as ``detect(_:)`` chooses it.
  static func detect(_ number: ReadBuffer<UInt8>) -> CardBrand? {
    let tables = CardTables.shared
    return tables.brandIndex(number).map { tables.brands[$0] }
  }
}
