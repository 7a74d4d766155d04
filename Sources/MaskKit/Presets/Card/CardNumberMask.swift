/// A payment card number, grouped the way its brand prints it (`4242 4242 4242 4242`,
/// `3782 822463 10005`).
///
/// The brand is detected from the first digits and picks the digit groups (spaces after digits 4, 8 and
/// 12, or 4 and 10 for American Express and Diners Club, as braintree/credit-card-type prints them); the
/// last group runs to the brand's longest number and a text with digits beyond it is refused
/// (``MaskResult/refusal``: `1 digit too many`, as is a letter or symbol that is not part of the
/// number). Only the layouts `CardGrouping` lists are read: a code or expiry glued on
/// (`4242 4242 4242 4242 / 006`) is refused (``CardProblem/notGroupedAsCard``). `isComplete` is true when the number has a length the brand issues and passes the Luhn
/// check; a failing check is reported, never refused, so the person can see and fix the typo.
public struct CardNumberMask: Mask, Hashable {
  /// The brands that complete the field; nil accepts every brand.
  public let acceptedBrands: Set<CardBrand>?

  /// Creates the card number mask; with `acceptedBrands`, a number of another brand (or of an unknown
  /// brand) is not complete and the result's ``MaskResult/problem`` names the brands accepted.
  public init(acceptedBrands: Set<CardBrand>? = nil) {
    self.acceptedBrands = acceptedBrands
  }

  /// A card number: what the text shows, the brand and the checks.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the digits).
    public var result: MaskResult
    /// The brand, once the first digits tell it.
    public var brand: CardBrand?
    /// Whether the number passes the Luhn check.
    public var passesLuhn: Bool
    /// Whether the brand issues numbers of this length (12–19 digits for an unknown brand).
    public var hasValidLength: Bool
  }

  /// Formats `input` and checks the number.
  public func match(_ input: CaretText) -> Match {
    WriteBuffer.withScratch(of: UInt8.self, capacity: CardNumberScan.capacity) { buffer in
      let scan = CardNumberScan(input, into: buffer)
      return match(input, digits: ReadBuffer(rebasing: buffer[..<scan.count]), scan: scan)
    }
  }

  /// Formats the `digits` read of `input` and checks the number.
  private func match(_ input: CaretText, digits: ReadBuffer<UInt8>, scan: CardNumberScan) -> Match {
    let tables = CardTables.shared
    let brandIndex = tables.brandIndex(digits)
    let brand = brandIndex.map { tables.brands[$0] }
    let written = tables.layouts[brandIndex ?? tables.brands.count].write(
      digits, caret: scan.beforeCaret, gravity: input.gravity,
      autocomplete: input.autocomplete)
    let number = ReadBuffer(rebasing: digits[..<written.kept])
    // Text that is only the digits kept is the value: its string is shared.
    let value = input.text.utf8.count == number.count ? input.text : String(decoding: number, as: UTF8.self)
    let hasValidLength = brand.map { $0.issues(length: number.count) } ?? (12...19).contains(number.count)
    let passesLuhn = Luhn.isValid(asciiDigits: number)
    var result = MaskResult(
      text: written.text, caret: written.caret, value: value, isComplete: hasValidLength && passesLuhn,
      tailPlaceholder: written.tailPlaceholder)
    if acceptedBrands != nil {
      result = result.validated(by: brandValidation(brand, known: brand != nil || result.isComplete))
    }
    if hasValidLength, !passesLuhn, result.problem == nil {
      result = result.validated(by: .invalid(.card(.failsLuhn)))
    }
    if let stray = scan.stray {
      result = result.refused(.notPartOfValue(stray))
    } else if CardGrouping.isGlued(input.text, digits: digits) {
      result = result.refused(.card(.notGroupedAsCard))
    } else if scan.total > written.kept {
      result = result.refused(.digitsTooMany(scan.total - written.kept))
    }
    return Match(result: result, brand: brand, passesLuhn: passesLuhn, hasValidLength: hasValidLength)
  }

  /// Invalid when `brand` is not accepted: as soon as the first digits tell the brand, or once a number
  /// of no known brand is otherwise whole (`known`).
  private func brandValidation(_ brand: CardBrand?, known: Bool) -> Validation {
    guard let acceptedBrands, known, brand.map({ !acceptedBrands.contains($0) }) ?? true else {
      return .valid
    }
    return .invalid(
      .card(.brandNotAccepted(brand: brand, accepted: CardBrand.allCases.filter(acceptedBrands.contains))))
  }

  /// Formats `input`; see ``match(_:)`` for the brand and checks.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// Sixteen digits in groups of four.
  public var placeholder: String { "0000 0000 0000 0000" }

  static let longestNumber = 19
}
