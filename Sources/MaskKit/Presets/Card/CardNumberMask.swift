/// A payment card number, grouped the way its brand prints it (`4242 4242 4242 4242`,
/// `3782 822463 10005`).
///
/// The brand is detected from the first digits and picks the digit groups (spaces after digits 4, 8 and
/// 12, or 4 and 10 for American Express and Diners Club, as braintree/credit-card-type prints them); the
/// last group runs to the brand's longest number and digits beyond it are refused. `isComplete` is true when the number has a length the brand
/// issues and passes the Luhn check; a failing check is reported, never refused, so the person can see
/// and fix the typo.
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
    let (digits, beforeCaret) = Self.significantDigits(input)
    let tables = CardTables.shared
    var digitsCopy = digits
    let brandIndex = digitsCopy.withUTF8 { tables.brandIndex($0) }
    let brand = brandIndex.map { tables.brands[$0] }
    let raw = CaretText(
      digits, caret: min(beforeCaret, digits.utf8.count), gravity: input.gravity,
      autocomplete: input.autocomplete, autoskip: input.autoskip)
    var result = PresetFormat.apply(tables.layouts[brandIndex ?? tables.brands.count], raw)
    let length = result.value.utf8.count
    let hasValidLength = brand.map { $0.issues(length: length) } ?? (12...19).contains(length)
    let passesLuhn = Luhn.isValid(result.value)
    result.isComplete = hasValidLength && passesLuhn
    result.tailPlaceholder = Self.tailPlaceholder(after: result.text, digits: length, brand: brand)
    if acceptedBrands != nil {
      result = result.validated(by: brandValidation(brand, known: brand != nil || result.isComplete))
    }
    if hasValidLength, !passesLuhn, result.problem == nil {
      result = result.validated(by: .invalid(reason: "the number fails the Luhn check"))
    }
    result = result.refusingStrayCharacters(in: input.text)
    return Match(result: result, brand: brand, passesLuhn: passesLuhn, hasValidLength: hasValidLength)
  }

  /// The digits of `input` as ASCII (digits of every script count), at most one more than the longest
  /// number, and how many of them stand before the caret. Plain ASCII text is read byte by byte.
  static func significantDigits(_ input: CaretText) -> (digits: String, beforeCaret: Int) {
    let limit = longestNumber + 1
    let caret = input.caret
    let ascii = input.text.utf8.withContiguousStorageIfAvailable { bytes -> (String, Int)? in
      guard isPlainASCII(bytes) else { return nil }
      var beforeCaret = 0
      let digits = String.writingUTF8(capacity: limit) { buffer in
        var count = 0
        var offset = 0
        while offset < bytes.count, count < limit {
          let byte = bytes[offset]
          if byte &- UInt8(ascii: "0") < 10 {
            buffer[count] = byte
            count += 1
            if offset < caret { beforeCaret += 1 }
          }
          offset += 1
        }
        return count
      }
      return (digits, beforeCaret)
    }
    if let ascii = ascii ?? nil { return ascii }
    let scanned = SignificantInput(input, keep: SignificantInput.digit)
    let digits = String(scanned.characters.prefix(limit))
    return (digits, min(scanned.beforeCaret, digits.count))
  }

  /// Invalid when `brand` is not accepted: as soon as the first digits tell the brand, or once a number
  /// of no known brand is otherwise whole (`known`).
  private func brandValidation(_ brand: CardBrand?, known: Bool) -> Validation {
    guard let acceptedBrands, known, brand.map({ !acceptedBrands.contains($0) }) ?? true else {
      return .valid
    }
    let names = CardBrand.allCases.filter(acceptedBrands.contains).map(\.name).joined(separator: ", ")
    return .invalid(reason: "\(brand?.name ?? "a card of an unknown brand") is not accepted; only \(names)")
  }

  /// Formats `input`; see ``match(_:)`` for the brand and checks.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// Sixteen digits in groups of four.
  public var placeholder: String { "0000 0000 0000 0000" }

  static let longestNumber = 19

  /// The slots after `text` up to the next length the brand issues (16 digits while the brand is
  /// unknown, then 19), grouped as the brand prints them; none once the length is one it issues, so a
  /// whole `4242 4242 4242 4242` shows no slots for the 19-digit Visa numbers.
  static func tailPlaceholder(after text: String, digits: Int, brand: CardBrand?) -> String {
    guard !(brand?.issues(length: digits) ?? (digits == 16)),
      let target = (brand?.lengths ?? [16, longestNumber]).filter({ $0 > digits }).min()
    else { return "" }
    let gaps = brand?.gaps ?? [4, 8, 12]
    let separatorShown = text.utf8.last == UInt8(ascii: " ")
    var slots: [UInt8] = []
    slots.reserveCapacity(2 * (target - digits))
    for index in digits..<target {
      if gaps.contains(index), !(index == digits && separatorShown) { slots.append(UInt8(ascii: " ")) }
      slots.append(UInt8(ascii: "0"))
    }
    return String(decoding: slots, as: UTF8.self)
  }

  /// The input-mask format with a space after each gap and room for `longest` digits: the first digit of
  /// each group is mandatory, the rest of the last group optional (`[0000] [000000] [00000]`).
  static func format(gaps: [Int], longest: Int) -> String {
    var groups: [String] = []
    var start = 0
    for end in gaps + [longest] where end > start {
      let optional = end == longest ? end - start - 1 : 0
      groups.append(
        "[" + String(repeating: "0", count: end - start - optional) + String(repeating: "9", count: optional)
          + "]")
      start = end
    }
    return groups.joined(separator: " ")
  }
}
