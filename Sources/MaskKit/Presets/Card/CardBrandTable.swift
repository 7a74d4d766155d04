/// The issuer number ranges of each card brand.
///
/// Source: braintree/credit-card-type, `src/lib/card-types.ts` (version 10.3.0), the table the card test
/// vectors are generated from. Each entry is a range of prefixes of equal width (`low...high`); a single
/// prefix has `low == high`. The order within a brand matters: the first consistent pattern counts.
enum CardBrandTable {
  /// A range of card-number prefixes of one width, as ASCII digit bytes.
  struct Pattern: Sendable {
    let low: [UInt8]
    let high: [UInt8]

    init(_ low: String, _ high: String? = nil) {
      self.low = Array(low.utf8)
      self.high = Array((high ?? low).utf8)
    }

    /// How many digits the pattern compares.
    var width: Int { low.count }

    /// Whether `number` (ASCII digit bytes) starts within the range, or could once more digits are
    /// typed.
    func admits(_ number: ReadBuffer<UInt8>) -> Bool {
      let count = min(number.count, width)
      var index = 0
      // Lexicographic comparison of equal-length heads: the first differing byte decides.
      while index < count, number[index] == low[index] { index += 1 }
      if index < count, number[index] < low[index] { return false }
      index = 0
      while index < count, number[index] == high[index] { index += 1 }
      return index == count || number[index] < high[index]
    }
  }

  static func patterns(of brand: CardBrand) -> [Pattern] {
    switch brand {
    case .visa: return [Pattern("4")]
    case .mastercard:
      return [
        Pattern("51", "55"), Pattern("2221", "2229"), Pattern("223", "229"), Pattern("23", "26"),
        Pattern("270", "271"), Pattern("2720"),
      ]
    case .americanExpress: return [Pattern("34"), Pattern("37")]
    case .dinersClub: return [Pattern("300", "305"), Pattern("36"), Pattern("38"), Pattern("39")]
    case .discover: return [Pattern("6011"), Pattern("644", "649"), Pattern("65")]
    case .jcb: return [Pattern("2131"), Pattern("1800"), Pattern("3528", "3589")]
    case .unionPay: return unionPay
    case .maestro:
      return [
        Pattern("493698"), Pattern("500000", "504174"), Pattern("504176", "506698"),
        Pattern("506779", "508999"), Pattern("56", "59"), Pattern("63"), Pattern("67"), Pattern("6"),
      ]
    case .elo: return elo
    case .mir: return [Pattern("2200", "2204")]
    case .hiper:
      return ["637095", "63737423", "63743358", "637568", "637599", "637609", "637612"].map { Pattern($0) }
    case .hipercard: return [Pattern("606282")]
    case .verve: return verve
    case .troy: return troy
    case .naranja: return [Pattern("589562"), Pattern("402918"), Pattern("527572")]
    }
  }

  private static let unionPay: [Pattern] = [
    Pattern("620"), Pattern("62100", "62182"), Pattern("62184", "62187"), Pattern("62185", "62197"),
    Pattern("62200", "62205"), Pattern("622010", "622999"), Pattern("622018"), Pattern("62207", "62209"),
    Pattern("623", "626"), Pattern("6270"), Pattern("6272"), Pattern("6276"), Pattern("627700", "627779"),
    Pattern("627781", "627799"), Pattern("6282", "6289"), Pattern("6291"), Pattern("6292"), Pattern("810"),
    Pattern("8110", "8131"), Pattern("8132", "8151"), Pattern("8152", "8163"), Pattern("8164", "8171"),
  ]

  private static let elo: [Pattern] = [
    Pattern("401178"), Pattern("401179"), Pattern("438935"), Pattern("457631"), Pattern("457632"),
    Pattern("431274"), Pattern("451416"), Pattern("457393"), Pattern("504175"), Pattern("506699", "506778"),
    Pattern("509000", "509999"), Pattern("627780"), Pattern("636297"), Pattern("636368"),
    Pattern("650031", "650033"), Pattern("650035", "650051"), Pattern("650405", "650439"),
    Pattern("650485", "650538"), Pattern("650541", "650598"), Pattern("650700", "650718"),
    Pattern("650720", "650727"), Pattern("650901", "650978"), Pattern("651652", "651679"),
    Pattern("655000", "655019"), Pattern("655021", "655058"),
  ]

  private static let verve: [Pattern] = [
    Pattern("506099", "506127"), Pattern("506129"), Pattern("506133", "506150"), Pattern("506158", "506163"),
    Pattern("506166"), Pattern("506168"), Pattern("506170"), Pattern("506173"), Pattern("506176", "506180"),
    Pattern("506184"), Pattern("506187", "506188"), Pattern("506191"), Pattern("506195"), Pattern("506197"),
    Pattern("507865"), Pattern("507866"), Pattern("507868", "507877"), Pattern("507880", "507888"),
    Pattern("507900"), Pattern("507941"),
  ]

  private static let troy: [Pattern] = [
    Pattern("9792"), Pattern("650052"), Pattern("650082", "650083"), Pattern("650092"), Pattern("650161"),
    Pattern("650170"), Pattern("650173"), Pattern("650175"), Pattern("650268"), Pattern("650271"),
    Pattern("650273", "650274"), Pattern("650456", "650457"), Pattern("650836"), Pattern("650846", "650850"),
    Pattern("650923"), Pattern("650987"), Pattern("650990"), Pattern("654997"), Pattern("657366"),
    Pattern("657998"), Pattern("658758"), Pattern("658767", "658768"), Pattern("65083700", "65083704"),
    Pattern("65085800", "65085804"), Pattern("65085900", "65085901"), Pattern("65086000"),
    Pattern("65086100", "65086105"), Pattern("65086200", "65086203"), Pattern("65875000", "65875003"),
    Pattern("65875009"), Pattern("65875101", "65875104"), Pattern("65875200"), Pattern("65875501"),
    Pattern("65875601"), Pattern("65875900"), Pattern("65876000", "65876002"),
    Pattern("65876100", "65876103"),
    Pattern("65876110"), Pattern("65876115", "65876116"), Pattern("65876200", "65876201"),
    Pattern("65876500"),
    Pattern("65876504", "65876505"), Pattern("65876600", "65876602"), Pattern("65877100", "65877101"),
    Pattern("65877600", "65877602"), Pattern("65877700"), Pattern("65877801", "65877802"),
    Pattern("65878200", "65878202"), Pattern("65878300", "65878311"), Pattern("65878400", "65878405"),
    Pattern("65878500", "65878505"), Pattern("65878600", "65878601"), Pattern("65879800"),
    Pattern("65880800"),
    Pattern("65880900"),
  ]
}
