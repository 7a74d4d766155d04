/// A card security code (CVC, CVV, CID): four digits for American Express, three for other brands,
/// three or four while the brand is unknown.
public struct CardSecurityCodeMask: Mask, Hashable {
  /// The brand whose code length applies; nil accepts three or four digits.
  public let brand: CardBrand?
  let inputMask: InputMask?

  /// Creates the security code mask for `brand`.
  public init(brand: CardBrand? = nil) {
    self.brand = brand
    let format =
      switch brand?.securityCodeLength {
      case 4?: "[0000]"
      case 3?: "[000]"
      default: "[0009]"
      }
    inputMask = PresetFormat.compile(format)
  }

  /// Formats `input`: digits only, the first as many as the brand's code has, as braintree's
  /// credit-card-type reads a longer input (the preset reference vectors); the result is refused
  /// (``MaskResult/refusal``) for the rest (`3 digits too many`) and for a letter or symbol that is not
  /// part of the code; digits with anything but invisible format characters between them (`12/27`, an
  /// expiry) are refused as not one run (``CardProblem/codeNotOneRun``).
  public func apply(_ input: CaretText) -> MaskResult {
    let scanned = SignificantInput(input, keep: SignificantInput.digit, limit: 64)
    let digits = String(scanned.characters.prefix(5))
    let result = PresetFormat.apply(
      inputMask,
      CaretText(
        digits, caret: min(scanned.beforeCaret, digits.count), gravity: input.gravity,
        autocomplete: input.autocomplete, autoskip: input.autoskip))
    let dropped = scanned.characters.count + scanned.beyondLimit - result.value.count
    let read = dropped > 0 ? result.refused(.digitsTooMany(dropped)) : result
    if StrayCharacters.first(in: input.text) == nil, CardGrouping.isSplitCode(input.text) {
      return read.refused(.card(.codeNotOneRun))
    }
    return read.refusingStrayCharacters(in: input.text)
  }

  /// One `0` per digit.
  public var placeholder: String { inputMask?.placeholder ?? "000" }
}
