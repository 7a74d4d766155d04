/// Why a card number, security code or expiry is refused or invalid (``CardNumberMask``,
/// ``CardSecurityCodeMask``, ``CardExpiryMask``): a ``MaskProblem`` of the card kind, read back with
/// `problem.as(CardProblem.self)`.
public enum CardProblem: KindProblem {
  /// `the number fails the Luhn check`.
  case failsLuhn
  /// `American Express is not accepted; only Visa, Mastercard` (`a card of an unknown brand is not
  /// accepted; …` without a brand): the brands accepted, in the order `CardBrand.allCases` lists them.
  case brandNotAccepted(brand: CardBrand?, accepted: [CardBrand])
  /// `the field holds the years 2000 to 2099`: a pasted four-digit expiry year of another century.
  case expiryYearOutOfRange
  /// `the card expired in 09/2024`.
  case cardExpired(month: Int, year: Int)
  /// `every expiry in 202x is in the past`: the decade's first year (2020).
  case expiryDecadePast(decade: Int)
  /// `the digits are not grouped as a card number`: something other than the card layouts' one
  /// separator stands between digits, or a code or expiry is glued on (`4242 4242 4242 4242 / 006`).
  case notGroupedAsCard
  /// `a security code is one run of digits`: a code with text between its digits (`12/27`).
  case codeNotOneRun

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .failsLuhn: ProblemShape("failsLuhn")
    case .brandNotAccepted(let brand, let accepted):
      brandNotAccepted(brand, accepted)
    case .expiryYearOutOfRange: ProblemShape("expiryYearOutOfRange")
    case .cardExpired(let month, let year):
      ProblemShape("cardExpired", ["expiry": .text("\(MaskProblem.pad(month))/\(year)")])
    case .expiryDecadePast(let decade): ProblemShape("expiryDecadePast", ["decade": .text("\(decade / 10)x")])
    case .notGroupedAsCard: ProblemShape("notGroupedAsCard")
    case .codeNotOneRun: ProblemShape("codeNotOneRun")
    }
  }

  /// `Visa is not accepted; only Mastercard`, its key `brandNotAccepted.unknown` without a brand.
  private func brandNotAccepted(_ brand: CardBrand?, _ accepted: [CardBrand]) -> ProblemShape {
    let list = ProblemArgument.list(accepted.map(\.name))
    guard let brand else {
      return ProblemShape("brandNotAccepted", variant: "unknown", ["accepted": list])
    }
    return ProblemShape("brandNotAccepted", ["brand": .text(brand.name), "accepted": list])
  }
}

extension MaskProblem {
  /// A payment card's problem.
  public static func card(_ problem: CardProblem) -> MaskProblem { MaskProblem(problem) }
}
