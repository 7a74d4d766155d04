/// A payment card number, grouped the way its brand prints it (`4242 4242 4242 4242`,
/// `3782 822463 10005`).
///
/// The brand is detected from the first digits and picks its input masks, one per grouping; the shortest
/// that holds the digits typed formats them (Diners Club: 4-6-4 up to 14 digits, 4-4-4-4-3 beyond); digits beyond
/// the brand's longest number are refused. `isComplete` is true when the number has a length the brand
/// issues and passes the Luhn check; a failing check is reported, never refused, so the person can see
/// and fix the typo.
public struct CardNumberMask: Mask, Hashable {
  /// Creates the card number mask.
  public init() {}

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
    let scanned = SignificantInput(input, keep: SignificantInput.digit)
    let digits = String(scanned.characters.prefix(Self.longestNumber + 1))
    let brand = CardBrand.detect(digits)
    let masks = Self.groupings(for: brand).compactMap { PresetFormat.compile(Self.format($0)) }
    let raw = CaretText(
      digits, caret: min(scanned.beforeCaret, digits.count), gravity: input.gravity,
      autocomplete: input.autocomplete, autoskip: input.autoskip)
    var result = PresetFormat.apply(PresetFormat.fitting(masks, count: digits.count), raw)
    let length = result.value.count
    let hasValidLength = brand.map { $0.issues(length: length) } ?? (12...19).contains(length)
    let passesLuhn = Luhn.isValid(result.value)
    result.isComplete = hasValidLength && passesLuhn
    if length >= (brand?.lengths.upperBound ?? Self.longestNumber) { result.tailPlaceholder = "" }
    return Match(result: result, brand: brand, passesLuhn: passesLuhn, hasValidLength: hasValidLength)
  }

  /// Formats `input`; see ``match(_:)`` for the brand and checks.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// Sixteen digits in groups of four.
  public var placeholder: String { "0000 0000 0000 0000" }

  static let longestNumber = 19

  private static func groupings(for brand: CardBrand?) -> [[Int]] {
    brand?.groupings ?? [[4, 4, 4, 4], [4, 4, 4, 4, 3]]
  }

  /// The input-mask format for `groups`: `[0000] [000000] [00000]`.
  static func format(_ groups: [Int]) -> String {
    groups.map { "[" + String(repeating: "0", count: $0) + "]" }.joined(separator: " ")
  }
}
